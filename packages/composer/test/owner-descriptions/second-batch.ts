import type { Fixture } from './fixture';

/** A second batch, written once the composer worked; it was then fixed for the cases this batch exposed. */
export const SECOND_BATCH: Fixture[] = [
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
    textsOnly: true,
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
];
