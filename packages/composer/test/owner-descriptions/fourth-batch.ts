import type { Fixture } from './fixture';

/** A fourth batch: numbers in names, Australian and Irish formats, imperatives, French. */
export const FOURTH_BATCH: Fixture[] = [
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
    // "… HIIT classes in Melbourne": the list runs on past its items; the sentence stays whole, no cards.
    services: [],
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
