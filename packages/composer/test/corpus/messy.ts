import { entry } from './types';

const e = entry('en', 'messy');

/** Descriptions as owners in a hurry write them: lower case, emoji, bullet lists, run-on sentences. */
export const MESSY = [
  e(
    'bakery in leeds!! 🍞🥐 sourdough, croissants and birthday cakes. open tue-sat 8am-4pm',
    null,
    'restaurant',
    { hours: 'tue-sat 8am-4pm', schemaType: 'Bakery' },
  ),
  e('hi im a dog groomer in hull 🐶 full grooms, nail clips and baths. text 07700 900456', null, 'beauty', {
    phone: '07700 900456',
  }),
  e(
    '🌸 Petal Pushers Florist 🌸 fresh flowers for weddings and funerals, call 01632 960 111',
    'Petal Pushers Florist',
    'retail',
    { phone: '01632 960 111' },
  ),
  e('nail salon in croydon - gels, acrylics, pedicures 💅 walk ins welcome mon-sat 10-7', null, 'beauty', {
    hours: 'mon-sat 10-7',
    schemaType: 'NailSalon',
  }),
  e(
    "joe's plumbing is a family plumber in leeds. we fix leaks, boilers and bathrooms. ring 0113 496 0123",
    "joe's plumbing",
    'construction',
    { phone: '0113 496 0123' },
  ),
  e(
    'shine window cleaning - windows gutters conservatories, norwich and around. 07700 900 321',
    'shine window cleaning',
    'professional',
    { phone: '07700 900 321' },
  ),
  e(
    'taco truck in austin 🌮🌮 tacos, quesadillas, horchata. follow @tacotrucktx for where we are',
    null,
    'restaurant',
    { facts: ['@tacotrucktx'] },
  ),
  e(
    'Services:\n- haircuts\n- beard trims\n- hot towel shaves\nbarber in hackney, open tues-sat',
    null,
    'beauty',
    { hours: 'tues-sat' },
  ),
  e(
    'used car dealer in bradford, over 100 cars in stock, finance available, call 01274 555 090',
    null,
    'automotive',
    { phone: '01274 555 090', facts: ['over 100 cars'] },
  ),
  e(
    'live music venue in sheffield!!! gigs every friday and saturday, open mic on wednesdays 🎸',
    null,
    'entertainment',
  ),
  e('pottery studio in leeds, mugs, bowls and vases', null, 'creative'),
  e('b&b in whitby with 3 rooms and sea views, from £85 a night, breakfast included 🍳', null, 'travel', {
    facts: ['£85 a night'],
  }),
  e(
    'personal trainer in manchester, 1-2-1 sessions and small groups £30 per session. email sam@fitwithsam.co.uk',
    null,
    'fitness',
    { email: 'sam@fitwithsam.co.uk', facts: ['£30 per session'] },
  ),
  e(
    'mobile vet in cornwall 🐾 home visits for cats and dogs, vaccinations, check ups. call 01872 555 432',
    null,
    'healthcare',
    { phone: '01872 555 432' },
  ),
  e('karate club for kids and adults in slough. classes mon & wed 6-8pm', null, 'fitness', {
    hours: 'mon & wed 6-8pm',
  }),
  e(
    'language school in brighton english courses for adults, ielts prep. from £200 a week',
    null,
    'education',
    { facts: ['£200 a week'] },
  ),
  e(
    'community choir in stroud, we sing everything from folk to pop, rehearsals thursday evenings, all welcome!!',
    null,
    'entertainment',
  ),
  e(
    'bike repair in cambridge 🚲 punctures gears brakes, same price for every bike, 07700 900 876',
    null,
    'retail',
    { phone: '07700 900 876' },
  ),
  e('food truck. burgers and fries. leeds and around. instagram @burgerbus', null, 'restaurant', {
    facts: ['@burgerbus'],
  }),
  e(
    'HAIR SALON IN BOLTON - CUTS, COLOURS, BALAYAGE. OPEN TUE-SAT 9AM-5PM. CALL 01204 555 010',
    null,
    'beauty',
    { hours: 'TUE-SAT 9AM-5PM', phone: '01204 555 010' },
  ),
  e(
    'we are a small cafe near the station in york with homemade cakes and good coffee and we do breakfast too and lunch and its dog friendly',
    null,
    'restaurant',
  ),
  e('sparkle nails 💅 gel polish, nail art, pedicures. open daily 10-8', 'sparkle nails', 'beauty', {
    hours: 'daily 10-8',
  }),
  e(
    'electrician in reading - rewires, sockets, ev chargers. no job too small. 0118 496 0777',
    null,
    'construction',
    { phone: '0118 496 0777' },
  ),
  e('• yoga\n• pilates\n• meditation\nclasses in totnes, drop in £9', null, 'fitness', { facts: ['£9'] }),
  e(
    'accountant for freelancers and landlords in bristol, tax returns from £150, email hello@taxhelp.co.uk',
    null,
    'finance',
    { email: 'hello@taxhelp.co.uk', facts: ['£150'] },
  ),
  e(
    'vintage clothing boutique in brighton, 70s and 80s pieces, denim, jackets 👗 @retro_rails',
    null,
    'retail',
    { facts: ['@retro_rails'] },
  ),
  e(
    'roofer in leicester. flat roofs, tiles, gutters, chimneys. free quotes. 0116 496 0333',
    null,
    'construction',
    { phone: '0116 496 0333' },
  ),
  e('dance school in wigan ballet tap and street dance for kids 3+ classes saturdays', null, 'education'),
  e('childminder in harrogate 👶 ofsted registered, 3 spaces, mon-fri 7:30-6', null, 'education', {
    hours: 'mon-fri 7:30-6',
  }),
  e('ice cream shop in whitstable!!! 24 flavours, vegan options, open daily 11-7 🍦', null, 'restaurant', {
    hours: 'daily 11-7',
  }),
  e('mechanic in hull, servicing, mots, brakes, clutches. mon-fri 8-5:30', null, 'automotive', {
    hours: 'mon-fri 8-5:30',
  }),
  e('photographer in leeds 📸 weddings, newborns, family shoots. packages from £350', null, 'creative', {
    facts: ['£350'],
  }),
  e(
    'dog walker in clapham, group walks £14, solo walks £20, insured. whatsapp 07700 900 654',
    null,
    'professional',
    { phone: '07700 900 654', facts: ['£14', '£20'] },
  ),
  e('escape room in nottingham, 2 rooms, 60 minutes, groups of 2-6, £18pp', null, 'entertainment', {
    facts: ['£18pp'],
  }),
  e('car wash and valeting in slough 🚗 mini valet £25 full valet £60', null, 'automotive', {
    facts: ['£25', '£60'],
  }),
  e(
    'tutor in croydon for gcse maths and science £35 an hour email tutor.jane@example.com',
    null,
    'education',
    { email: 'tutor.jane@example.com', facts: ['£35 an hour'] },
  ),
  e('little pub in the dales with real ales and a log fire, food served wed-sun 12-8', null, 'restaurant', {
    hours: 'wed-sun 12-8',
  }),
  e('physio in york - sports injuries, back pain, massage. book on 01904 555 222', null, 'healthcare', {
    phone: '01904 555 222',
  }),
  e(
    'campsite in the lakes 🏕️ tent pitches, glamping pods, hot showers. open march to october',
    null,
    'travel',
  ),
  e('gym in leicester open 24/7!! free weights, classes, sauna. £25 a month', null, 'fitness', {
    hours: '24/7',
    facts: ['£25 a month'],
  }),
  e('record shop in liverpool, over 5,000 records, new and used vinyl, open tues-sat', null, 'retail', {
    facts: ['over 5,000 records'],
    hours: 'tues-sat',
  }),
  e(
    'pizza place in bristol 🍕 sourdough pizza, takeaway and delivery. call 0117 496 0999',
    null,
    'restaurant',
    { phone: '0117 496 0999' },
  ),
];
