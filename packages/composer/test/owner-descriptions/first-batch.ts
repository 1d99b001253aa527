import type { Fixture } from './fixture';

/** The first batch: descriptions as owners write them: short and long, lists, typos, lower case, emoji. */
export const FIRST_BATCH: Fixture[] = [
  {
    prompt:
      'Bella Napoli is a family-run pizzeria in Austin, TX. We offer wood-fired pizza, fresh pasta and tiramisu. Call (512) 555-0142 or email ciao@bellanapoli.com. Open Tue–Sun 11am–10pm. Find us at 500 Congress Ave, Austin, TX 78701.',
    name: 'Bella Napoli',
    industry: 'restaurant',
    phone: '(512) 555-0142',
    email: 'ciao@bellanapoli.com',
    address: '500 Congress Ave, Austin, TX 78701',
    hours: 'Tue–Sun 11am–10pm',
    services: ['wood-fired pizza', 'fresh pasta', 'tiramisu'],
  },
  {
    prompt: 'The Daily Grind is a cosy coffee shop near the station.',
    name: 'The Daily Grind',
    industry: 'restaurant',
  },
  {
    prompt:
      "joe's plumbing is a family plumber in leeds. we fix leaks, boilers and bathrooms. ring 0113 496 0123",
    name: "joe's plumbing",
    industry: 'construction',
    phone: '0113 496 0123',
    services: ['leaks', 'boilers', 'bathrooms'],
  },
  {
    prompt:
      'We are Glow Studio, a calm beauty salon based in Bristol offering facials, lash lifts & brows. Facials from £45, lash lifts £35. Open Mon-Sat 9am-6pm.',
    name: 'Glow Studio',
    industry: 'beauty',
    hours: 'Mon-Sat 9am-6pm',
    services: ['facials', 'lash lifts', 'brows'],
    prices: ['£45', '£35'],
  },
  {
    prompt:
      'Smile Bright Dental is a friendly dental practice in Denver for the whole family. Book on 303-555-0187.',
    name: 'Smile Bright Dental',
    industry: 'healthcare',
    phone: '303-555-0187',
  },
  {
    prompt:
      'Iron Temple Gym – 24 hour gym with personal training, HIIT classes and boxing. Based in Manchester. hello@irontemple.co.uk',
    name: 'Iron Temple Gym',
    industry: 'fitness',
    email: 'hello@irontemple.co.uk',
  },
  {
    prompt:
      'Page & Co is an independant bookshop in Hay-on-Wye selling new and secondhand books, maps and prints.',
    name: 'Page & Co',
    industry: 'retail',
  },
  {
    prompt:
      'Northwind Consulting helps small businesses with strategy, operations and hiring. We are based in Chicago. Call us at +1 312 555 0110.',
    name: 'Northwind Consulting',
    industry: 'professional',
    phone: '+1 312 555 0110',
    // The list runs on past its items ("… every morning", "… for homeowners"): the sentence stays whole, no cards.
    services: [],
  },
  {
    prompt:
      'Bright Minds Tutoring offers maths, English and science tutoring for students aged 8-16 in Leicester.',
    name: 'Bright Minds Tutoring',
    industry: 'education',
  },
  {
    prompt: 'Pixelforge is a software company building scheduling apps for clinics. Email team@pixelforge.io',
    name: 'Pixelforge',
    industry: 'technology',
    email: 'team@pixelforge.io',
  },
  {
    prompt:
      'Harbour Homes is a real estate agency in Portsmouth helping people buy, sell and rent homes. Visit us at 12 High Street, Portsmouth PO1 2AB.',
    name: 'Harbour Homes',
    industry: 'real-estate',
    address: '12 High Street, Portsmouth PO1 2AB',
  },
  {
    prompt:
      'Studio Marlow is a photography studio in Brighton specialising in weddings, portraits and branding shoots 📸',
    name: 'Studio Marlow',
    industry: 'creative',
    services: ['weddings', 'portraits', 'branding shoots'],
  },
  {
    prompt:
      'Carter & Lowe Solicitors provide family law, wills and conveyancing in Norwich. Phone 01603 555 210.',
    name: 'Carter & Lowe Solicitors',
    industry: 'legal',
    phone: '01603 555 210',
  },
  {
    prompt:
      'Ledger Lane is a bookkeeping and tax firm for freelancers and small businesses. Email hello@ledgerlane.com or call 020 7946 0958.',
    name: 'Ledger Lane',
    industry: 'finance',
    email: 'hello@ledgerlane.com',
    phone: '020 7946 0958',
  },
  {
    prompt:
      "Mike's Auto Repair is a mechanic in Tulsa doing brakes, oil changes and diagnostics. Open Mon-Fri 8am-5:30pm.",
    name: "Mike's Auto Repair",
    industry: 'automotive',
    hours: 'Mon-Fri 8am-5:30pm',
    services: ['brakes', 'oil changes', 'diagnostics'],
  },
  {
    prompt:
      'Summit Roofing is a roofing contractor serving Boise. We do roof repairs, replacements and gutters.',
    name: 'Summit Roofing',
    industry: 'construction',
    services: ['roof repairs', 'replacements', 'gutters'],
  },
  {
    prompt: 'Mystery Manor is an escape room in Leeds with three themed rooms for groups and parties 🎉',
    name: 'Mystery Manor',
    industry: 'entertainment',
  },
  {
    prompt: 'Highland Trails runs guided walking tours in the Scottish Highlands. Tours from £60 per person.',
    name: 'Highland Trails',
    industry: 'travel',
    prices: ['£60 per person'],
  },
  {
    prompt:
      'Precision Parts Ltd is a CNC machining and metal fabrication manufacturer in Sheffield supplying OEM components.',
    name: 'Precision Parts Ltd',
    industry: 'manufacturing',
  },
  {
    prompt:
      'Paws Rescue is a non-profit animal rescue in Bath. We rehome dogs and cats and rely on volunteers and donations.',
    name: 'Paws Rescue',
    industry: 'non-profit',
  },
  {
    prompt:
      'The Town of Millbrook public works department handles road repairs, recycling and permits for residents. Town Hall, 1 Main Street, Millbrook. Open weekdays 8:30am-4:30pm.',
    name: 'Millbrook',
    industry: 'government',
    address: '1 Main Street, Millbrook',
    hours: 'weekdays 8:30am-4:30pm',
  },
  {
    prompt:
      'Sunrise Bakery is a small bakery. We bake sourdough, croissants and cinnamon buns every morning.',
    name: 'Sunrise Bakery',
    industry: 'restaurant',
    // The list runs on past its items ("… every morning", "… for homeowners"): the sentence stays whole, no cards.
    services: [],
  },
  {
    prompt:
      'tacos el güero is a taco truck in san antonio. carne asada, al pastor and birria tacos. $3 each.',
    name: 'tacos el güero',
    industry: 'restaurant',
    prices: ['$3'],
  },
  {
    prompt:
      'Blossom & Bloom is a florist in Harrogate making wedding flowers, bouquets and funeral tributes. Call 01423 555 019 or pop in Tues-Sat 9-5.',
    name: 'Blossom & Bloom',
    industry: 'retail',
    phone: '01423 555 019',
    hours: 'Tues-Sat 9-5',
  },
  {
    prompt:
      'Zen Flow Yoga is a yoga studio in Santa Monica offering vinyasa, yin and prenatal yoga classes. Drop-in class $22, monthly unlimited $140.',
    name: 'Zen Flow Yoga',
    industry: 'fitness',
    prices: ['$22', '$140'],
  },
  {
    prompt:
      'Fade Kings is a barbershop in Brooklyn. Haircuts, beard trims and hot towel shaves. Walk-ins welcome! 💈 (718) 555-0199',
    name: 'Fade Kings',
    industry: 'beauty',
    phone: '(718) 555-0199',
  },
  {
    prompt:
      'Dr. Amelia Hart Physiotherapy helps runners and athletes recover from injury in Cambridge. Sports massage, rehab and gait analysis.',
    name: 'Dr. Amelia Hart Physiotherapy',
    industry: 'healthcare',
  },
  {
    prompt:
      'We run Little Acorns Nursery, a daycare and preschool for children aged 1-5 in Exeter. Open Monday to Friday, 7:30am to 6pm.',
    name: 'Little Acorns Nursery',
    industry: 'education',
    hours: 'Monday to Friday, 7:30am to 6pm',
  },
  {
    prompt:
      'CloudNest provides managed IT support, cloud hosting and cybersecurity for small companies in Dublin.',
    name: 'CloudNest',
    industry: 'technology',
  },
  {
    prompt:
      'Keystone Property Management manages rental properties for landlords across Columbus, Ohio. Reach us at info@keystonepm.com.',
    name: 'Keystone Property Management',
    industry: 'real-estate',
    email: 'info@keystonepm.com',
  },
  {
    prompt:
      'Inkwell Tattoo is a tattoo studio in Camden doing custom designs, fine line and blackwork. Consultations by appointment.',
    name: 'Inkwell Tattoo',
    industry: 'creative',
  },
  {
    prompt:
      'Rivera Immigration Law is an immigration attorney in Miami helping families with visas, green cards and citizenship. Call 305-555-0123.',
    name: 'Rivera Immigration Law',
    industry: 'legal',
    phone: '305-555-0123',
  },
  {
    prompt:
      'Evergreen Financial Planning is an independent financial advisor in Seattle for retirement planning and investments.',
    name: 'Evergreen Financial Planning',
    industry: 'finance',
  },
  {
    prompt:
      'Sparkle Car Wash and Detailing in Phoenix: hand wash, interior detailing and ceramic coating. Hand wash $25, full detail $150.',
    name: 'Sparkle Car Wash and Detailing',
    industry: 'automotive',
    prices: ['$25', '$150'],
  },
  {
    prompt:
      'Oak & Stone Builders is a construction company in Bath doing extensions, loft conversions and renovations since 2004. 01225 555 777 / build@oakandstone.co.uk',
    name: 'Oak & Stone Builders',
    industry: 'construction',
    phone: '01225 555 777',
    email: 'build@oakandstone.co.uk',
  },
  {
    prompt: 'DJ Nova is a wedding and party DJ covering London and the South East.',
    name: 'DJ Nova',
    industry: 'entertainment',
  },
  {
    prompt:
      'The Lighthouse B&B is a bed and breakfast by the sea in St Ives with 6 rooms and sea views. Book at stay@lighthousebb.co.uk.',
    name: 'The Lighthouse B&B',
    industry: 'travel',
    email: 'stay@lighthousebb.co.uk',
  },
  {
    prompt:
      'Acme Packaging is a packaging manufacturer producing custom boxes and labels for food brands. Factory at 45 Industrial Way, Leicester LE4 9HA.',
    name: 'Acme Packaging',
    industry: 'manufacturing',
    address: '45 Industrial Way, Leicester LE4 9HA',
  },
  {
    prompt: 'Hope Kitchen is a charity food bank in Glasgow. We need volunteers and donations.',
    name: 'Hope Kitchen',
    industry: 'non-profit',
  },
  {
    prompt: 'Riverside County Library offers free books, computers and kids story time to county residents.',
    name: 'Riverside County Library',
    industry: 'government',
  },
  { prompt: 'a small bakery that sells bread and cakes', name: null, industry: 'restaurant' },
  {
    prompt:
      "Mama Rosa's kitchen — authentic italian food, homemade lasagna, pizza and cannoli!! 🍝🍕 open every day 12-11pm",
    name: 'Mama Rosa',
    industry: 'restaurant',
    hours: 'every day 12-11pm',
  },
  {
    prompt:
      'Lumen Skin Clinic is a medical aesthetics clinic in Chelsea offering botox, fillers and skin peels. Call 020 3555 0143. Monday–Saturday 10am–7pm.',
    name: 'Lumen Skin Clinic',
    industry: 'beauty',
    phone: '020 3555 0143',
    hours: 'Monday–Saturday 10am–7pm',
  },
  {
    prompt: 'My name is Sarah and I run Paws & Claws Grooming, a mobile dog grooming service in Surrey.',
    name: 'Paws & Claws Grooming',
    industry: 'beauty',
  },
  {
    prompt:
      'Greenleaf Landscaping has been designing gardens in Oxford since 1998. We do garden design, patios, fencing and lawn care for homeowners. Free quotes. Call 01865 555 321 or email quotes@greenleaf.co.uk. Mon-Fri 7am-5pm, Sat 8am-12pm.',
    name: 'Greenleaf Landscaping',
    industry: 'construction',
    phone: '01865 555 321',
    email: 'quotes@greenleaf.co.uk',
    hours: 'Mon-Fri 7am-5pm, Sat 8am-12pm',
    // The list runs on past its items ("… every morning", "… for homeowners"): the sentence stays whole, no cards.
    services: [],
  },
  {
    prompt:
      'Quill & Co. is a copywriting agency that writes websites, newsletters and brand stories for startups.',
    name: 'Quill & Co',
    industry: 'professional',
  },
  {
    prompt:
      'Welcome to Kinder Music Academy! Piano, guitar and violin lessons for kids and adults in Austin. Lessons are $40 per lesson.',
    name: 'Kinder Music Academy',
    industry: 'education',
    prices: ['$40 per lesson'],
  },
  {
    prompt:
      'Ace Electric — licensed electrician in Tampa. Panel upgrades, EV chargers, lighting. 813.555.0172',
    name: 'Ace Electric',
    industry: 'construction',
    phone: '813.555.0172',
  },
  {
    prompt:
      'Velvet Room is a cocktail bar and live music venue in Nashville with jazz nights every Thursday.',
    name: 'Velvet Room',
    // A live music venue (issue 15: it was read as a restaurant).
    industry: 'entertainment',
  },
  {
    prompt: 'Willow Creek Farm grows organic vegetables and keeps free-range hens on 40 acres in Vermont.',
    name: 'Willow Creek Farm',
    industry: 'other',
  },
  {
    prompt: 'Handmade soy candles and wax melts, sold online and at markets',
    name: null,
    industry: 'retail',
  },
];
