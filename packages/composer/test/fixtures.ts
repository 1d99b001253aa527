import type { Industry } from '@mainstreet/site';

export type Fixture = {
  prompt: string;
  name: string | null;
  industry: Industry;
  phone?: string;
  email?: string;
  address?: string;
  hours?: string;
  services?: string[];
  prices?: string[];
};

/** Descriptions as owners write them: short and long, lists, typos, lower case, emoji. */
export const FIXTURES: Fixture[] = [
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
    services: ['strategy', 'operations', 'hiring'],
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
    services: ['sourdough', 'croissants', 'cinnamon buns'],
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
    services: ['garden design', 'patios', 'fencing', 'lawn care'],
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
  // A second batch, written once the composer worked; it was then fixed for the cases this batch exposed.
  {
    prompt:
      'Golden Dragon Chinese Takeaway, 23 Queen Street, Cardiff CF10 2BU. Tel 029 2034 5678. Open 5pm-11pm daily.',
    name: 'Golden Dragon Chinese Takeaway',
    industry: 'restaurant',
    phone: '029 2034 5678',
    address: '23 Queen Street, Cardiff CF10 2BU',
    hours: '5pm-11pm daily',
  },
  {
    prompt: 'i do mobile hairdressing in swindon, cuts colours and blow dries. text me on 07700 900456',
    name: null,
    industry: 'beauty',
    phone: '07700 900456',
  },
  {
    prompt:
      'Peak Performance Physio is a sports physiotherapy clinic in Boulder, Colorado. We treat sports injuries, back pain and post-surgery rehab. Email: hello@peakphysio.com',
    name: 'Peak Performance Physio',
    industry: 'healthcare',
    email: 'hello@peakphysio.com',
  },
  {
    prompt:
      'Start your career in code at Byte Academy, an online coding bootcamp teaching web development and data science.',
    name: 'Byte Academy',
    industry: 'education',
  },
  {
    prompt:
      'Nordic Nest sells Scandinavian furniture, lighting and homeware online and in our showroom at 8 Mill Lane, York YO1 7HB.',
    name: 'Nordic Nest',
    industry: 'retail',
    address: '8 Mill Lane, York YO1 7HB',
  },
  {
    prompt:
      "Bob's Barbers - traditional mens barber, est. 1987. Cuts £15, beard trim £8. No appointment needed!",
    name: "Bob's Barbers",
    industry: 'beauty',
  },
  {
    prompt:
      'Sunset Villas offers luxury holiday villas with private pools in Crete. Enquiries: bookings@sunsetvillas.gr',
    name: 'Sunset Villas',
    industry: 'travel',
    email: 'bookings@sunsetvillas.gr',
  },
  {
    prompt:
      'The Comedy Cellar hosts stand-up comedy nights every Friday and Saturday from 8pm to midnight in Bristol.',
    name: 'The Comedy Cellar',
    industry: 'entertainment',
    hours: 'Friday and Saturday from 8pm to midnight',
  },
  {
    prompt:
      'GreenGrid Solar installs solar panels and battery storage for homes across Arizona. Call (480) 555-0167 for a quote.',
    name: 'GreenGrid Solar',
    industry: 'construction',
    phone: '(480) 555-0167',
  },
  {
    prompt:
      'Thompson Tax & Accounting - CPA firm in Plano TX helping individuals and small businesses with tax preparation, bookkeeping and payroll.',
    name: 'Thompson Tax & Accounting',
    industry: 'finance',
  },
  {
    prompt:
      'Harmony Music School teaches piano, guitar, drums and singing to all ages. Lessons are 30 or 60 minutes.',
    name: 'Harmony Music School',
    industry: 'education',
  },
  {
    prompt:
      'Meadowbrook Animal Hospital is a full-service veterinary clinic caring for dogs, cats and exotic pets in Franklin, TN. 615-555-0148',
    name: 'Meadowbrook Animal Hospital',
    industry: 'healthcare',
    phone: '615-555-0148',
  },
  {
    prompt:
      'Brick & Mortar Coffee Roasters roasts specialty coffee in small batches. Visit our cafe at 310 Elm St, Asheville, NC 28801, open 7am-4pm every day.',
    name: 'Brick & Mortar Coffee Roasters',
    industry: 'restaurant',
    address: '310 Elm St, Asheville, NC 28801',
    hours: '7am-4pm every day',
  },
  {
    prompt:
      'Shield Cyber helps small businesses stay safe online with penetration testing, staff training and 24/7 monitoring.',
    name: 'Shield Cyber',
    industry: 'technology',
  },
  {
    prompt:
      'We are the Westfield Food Pantry, a volunteer-run charity giving free groceries to families in need every Tuesday and Thursday 10am-2pm.',
    name: 'Westfield Food Pantry',
    industry: 'non-profit',
    hours: 'Tuesday and Thursday 10am-2pm',
  },
  {
    prompt:
      'Lakeside Wedding Photography by Anna — natural, relaxed wedding photos in the Lake District. Packages from £1,200.',
    name: 'Lakeside Wedding Photography',
    industry: 'creative',
  },
  {
    prompt:
      'Apex Precision Engineering manufactures aerospace components and precision machined parts to AS9100 standards.',
    name: 'Apex Precision Engineering',
    industry: 'manufacturing',
  },
  {
    prompt:
      'Turner Family Law offers compassionate divorce, custody and mediation services in Sacramento. Free 30-minute consultation.',
    name: 'Turner Family Law',
    industry: 'legal',
  },
  {
    prompt: 'QuickFix Auto Glass repairs and replaces windscreens at your home or work in Birmingham.',
    name: 'QuickFix Auto Glass',
    industry: 'automotive',
  },
  {
    prompt:
      'Coastline Realty - helping buyers and sellers along the Gulf Coast since 2009. Call Maria at 251-555-0191.',
    name: 'Coastline Realty',
    industry: 'real-estate',
    phone: '251-555-0191',
  },
  {
    prompt:
      'Clearwater County Parks & Recreation manages county parks, trails and summer camps for residents.',
    name: 'Clearwater County Parks & Recreation',
    industry: 'government',
  },
  {
    prompt: 'yoga with priya - small group and private yoga classes in north london. beginners welcome 🧘‍♀️',
    name: 'yoga with priya',
    industry: 'fitness',
  },
  {
    prompt: 'Kids Kingdom Soft Play is an indoor play centre for under 8s with a cafe and party rooms.',
    name: 'Kids Kingdom Soft Play',
    industry: 'entertainment',
  },
  {
    prompt:
      'Fresh Start Cleaning provides home and office cleaning, end of tenancy cleans and carpet cleaning in Nottingham.',
    name: 'Fresh Start Cleaning',
    industry: 'professional',
  },
  {
    prompt:
      'Rustic Roots Pottery Studio runs wheel-throwing classes and sells handmade ceramics in Asheville.',
    name: 'Rustic Roots Pottery Studio',
    industry: 'creative',
  },
  // A third batch: first-person requests, capitals, typos, appositives.
  {
    prompt:
      "Hi, I'm Dave, a self-employed electrician covering Bristol and Bath. Rewires, fuse boxes, EV chargers. Call 07700 900789",
    name: null,
    industry: 'construction',
    phone: '07700 900789',
  },
  {
    prompt:
      "Family owned since 1975, Rossi's Deli serves Italian sandwiches, cured meats and imported cheeses in South Philly.",
    name: "Rossi's Deli",
    industry: 'restaurant',
  },
  {
    prompt:
      'Looking for a website for my cleaning business, Sparkle Cleaners. We clean houses and offices in Leeds.',
    name: 'Sparkle Cleaners',
    industry: 'professional',
  },
  {
    prompt:
      'I need a site for my bakery "Sweet Crumbs" in Portland Oregon. we sell cupcakes, cookies and custom birthday cakes! email orders@sweetcrumbs.com',
    name: 'Sweet Crumbs',
    industry: 'restaurant',
    email: 'orders@sweetcrumbs.com',
  },
  {
    prompt: 'BLUE RIDGE HVAC - HEATING AND AIR CONDITIONING REPAIR IN ASHEVILLE NC. CALL 828-555-0134',
    name: 'BLUE RIDGE HVAC',
    industry: 'construction',
    phone: '828-555-0134',
  },
  {
    prompt:
      'Website for a dentist. Dr Patel Dental Surgery, 14 Station Road, Harrow HA1 2AB. Mon-Fri 9am-5:30pm.',
    name: 'Patel Dental Surgery',
    industry: 'healthcare',
    address: '14 Station Road, Harrow HA1 2AB',
    hours: 'Mon-Fri 9am-5:30pm',
  },
  {
    prompt:
      'Our company, Vertex Logistics, offers same-day courier and freight services across the Midlands.',
    name: 'Vertex Logistics',
    industry: 'professional',
  },
  {
    prompt: 'Bloom Wellness Spa: massages, facials, body wraps and couples treatments in Scottsdale AZ',
    name: 'Bloom Wellness Spa',
    industry: 'beauty',
  },
  {
    prompt:
      'The Grand Oak Hotel is a 4-star boutique hotel in the heart of Edinburgh with 32 rooms, a restaurant and a whisky bar.',
    name: 'The Grand Oak Hotel',
    industry: 'travel',
  },
  {
    prompt:
      'Little Sprouts Daycare provides loving childcare for babies and toddlers in Tacoma. Open Monday-Friday 6:30am-6pm.',
    name: 'Little Sprouts Daycare',
    industry: 'education',
    hours: 'Monday-Friday 6:30am-6pm',
  },
  {
    prompt:
      'Mountain View Veterinary Clinic — compassionate care for your pets. 1450 Mountain View Rd, Boulder, CO 80302. (303) 555-0177',
    name: 'Mountain View Veterinary Clinic',
    industry: 'healthcare',
    address: '1450 Mountain View Rd, Boulder, CO 80302',
    phone: '(303) 555-0177',
  },
  {
    prompt: 'Forge & Anvil is a blacksmith workshop making hand-forged knives, gates and garden sculptures.',
    name: 'Forge & Anvil',
    industry: 'other',
  },
  {
    prompt:
      'websiet for my tutring buisness - Maths Made Easy, GCSE and A-level maths tutoring online and in Croydon',
    name: 'Maths Made Easy',
    industry: 'education',
  },
  {
    prompt:
      'Elevate Marketing is a digital marketing agency helping restaurants and retailers grow with SEO, social media and paid ads.',
    name: 'Elevate Marketing',
    industry: 'professional',
  },
  {
    prompt: 'Hartley & Sons Funeral Directors have cared for families in Wakefield since 1921.',
    name: 'Hartley & Sons Funeral Directors',
    industry: 'other',
  },
  {
    prompt: 'The Vintage Vault - secondhand clothes, vinyl records and retro furniture. Open Thurs-Sun 11-5.',
    name: 'The Vintage Vault',
    industry: 'retail',
    hours: 'Thurs-Sun 11-5',
  },
  {
    prompt: 'Spin City Cycles repairs and sells road bikes, mountain bikes and e-bikes in Minneapolis.',
    name: 'Spin City Cycles',
    industry: 'retail',
  },
  {
    prompt:
      'Open Arms Shelter is a nonprofit providing emergency housing and meals for homeless people in Denver. Donate at give@openarms.org',
    name: 'Open Arms Shelter',
    industry: 'non-profit',
    email: 'give@openarms.org',
  },
  {
    prompt:
      'Castle Rock Climbing Centre — indoor bouldering and rope climbing for all ages, kids clubs and birthday parties.',
    name: 'Castle Rock Climbing Centre',
    industry: 'fitness',
  },
  {
    prompt:
      'We are a small family vineyard called Hillcrest Estate producing pinot noir and chardonnay in the Yarra Valley. Cellar door open weekends 10am-5pm.',
    name: 'Hillcrest Estate',
    industry: 'other',
    hours: 'weekends 10am-5pm',
  },
  {
    prompt:
      'Atlas Legal Services offers affordable notary, apostille and document translation services. 212-555-0158 | info@atlaslegal.nyc',
    name: 'Atlas Legal Services',
    industry: 'legal',
    phone: '212-555-0158',
    email: 'info@atlaslegal.nyc',
  },
  {
    prompt: 'Sunny Side Up is a breakfast diner 🍳🥞 open 6am–2pm every day on Route 9.',
    name: 'Sunny Side Up',
    industry: 'restaurant',
    hours: '6am–2pm every day',
  },
  {
    prompt:
      'Premier Motors is a used car dealership in Leicester selling quality used cars with finance options.',
    name: 'Premier Motors',
    industry: 'automotive',
  },
  {
    prompt: 'Innovate Labs builds custom AI chatbots and automation tools for customer support teams.',
    name: 'Innovate Labs',
    industry: 'technology',
  },
  {
    prompt: 'Springfield City Hall - pay bills, apply for permits, and find council meeting schedules.',
    name: 'Springfield City Hall',
    industry: 'government',
  },
  // A fourth batch: numbers in names, Australian and Irish formats, imperatives, French.
  {
    prompt:
      '7th Street Burgers is a burger joint at 700 7th Street, Suite 2, Sacramento, CA 95814. (916) 555-0102',
    name: '7th Street Burgers',
    industry: 'restaurant',
    phone: '(916) 555-0102',
    address: '700 7th Street, Suite 2, Sacramento, CA 95814',
  },
  {
    prompt: '360 Fitness Studio offers spin, barre and HIIT classes in Melbourne. Phone 03 9555 0123.',
    name: '360 Fitness Studio',
    industry: 'fitness',
    phone: '03 9555 0123',
    services: ['spin classes', 'barre classes', 'hiit classes'],
  },
  {
    prompt:
      "Welcome to O'Brien's Irish Pub! Live music Fridays, Guinness on tap and hearty pub grub. 55 Dame Street, Dublin 2.",
    name: "O'Brien's Irish Pub",
    industry: 'restaurant',
    address: '55 Dame Street, Dublin',
  },
  {
    prompt:
      'Sydney Smiles Orthodontics - braces and Invisalign for kids and adults. Level 3, 50 George St, Sydney NSW 2000. Ph: (02) 9555 0100',
    name: 'Sydney Smiles Orthodontics',
    industry: 'healthcare',
    phone: '(02) 9555 0100',
    address: 'Level 3, 50 George St, Sydney NSW 2000',
  },
  {
    prompt:
      'My shop Threads & Co sells handmade quilts, fabric and sewing supplies. Visit us Wed-Sat 10am-4pm.',
    name: 'Threads & Co',
    industry: 'retail',
    hours: 'Wed-Sat 10am-4pm',
    services: ['handmade quilts', 'fabric', 'sewing supplies'],
  },
  {
    prompt:
      'Plumbing emergencies? Call Rapid Rooter 24/7 at 1-800-555-0199. Drain cleaning, water heaters, leak detection.',
    name: 'Rapid Rooter',
    industry: 'construction',
    phone: '1-800-555-0199',
  },
  {
    prompt:
      'Serenity Massage Therapy — Swedish, deep tissue and hot stone massage in Asheville. Book online or call 828.555.0110.',
    name: 'Serenity Massage Therapy',
    industry: 'beauty',
    phone: '828.555.0110',
  },
  {
    prompt: 'La Petite Boulangerie, boulangerie française à Montréal: pains, croissants et viennoiseries.',
    name: 'La Petite Boulangerie',
    industry: 'restaurant',
  },
  {
    prompt:
      'JB Landscaping & Tree Service - tree removal, stump grinding, lawn mowing. Serving Dallas-Fort Worth. jb@jblandscaping.com',
    name: 'JB Landscaping & Tree Service',
    industry: 'construction',
    email: 'jb@jblandscaping.com',
    services: ['tree removal', 'stump grinding', 'lawn mowing'],
  },
  {
    prompt: 'The Learning Tree Montessori School offers Montessori education for ages 3-12 in Raleigh, NC.',
    name: 'The Learning Tree Montessori School',
    industry: 'education',
  },
];
