import type { Fixture } from './fixture';

/** A third batch: first-person requests, capitals, typos, appositives. */
export const THIRD_BATCH: Fixture[] = [
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
];
