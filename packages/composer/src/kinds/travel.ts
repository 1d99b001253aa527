import type { Kind, KindCopy } from './types';
import { item } from './types';

/** Copy for places to stay (hotel, B&B, hostel, campsite): a guest books a stay, not a trip. */
const STAY: KindCopy = {
  headlines: [
    '{A good night’s rest|A comfortable stay|Somewhere to rest}[ in {location}]',
    '{Stay a while|Come and stay|Rest, explore, unwind}',
    '{Your base|A base|A comfortable base} for exploring[ {location}]',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}] — {a comfortable base for exploring|somewhere to rest after a day out|a friendly place to stay}.',
    '{Stay with {name}|Stay with us}[ in {location}] and {make the most of your time away|ask us anything about the area|let us help you plan your days}.',
    '{name} offers {services}[ in {location}]{, with a warm welcome| and a friendly hello|}.',
  ],
  buttons: [
    '{Check availability|Ask about dates|Ask about a stay|Check your dates|Ask about a room|Stay with {name}}',
    '{Message {name}|Ask about your stay|Send us your dates}',
    '{Find {name}|How to get here|Getting here|Find us in {location}}',
  ],
  aboutTitles: [
    'About {name}',
    'Welcome to {name}',
    '{Our place|Who we are|About your stay|Staying with us}',
  ],
  about: [
    '{name} is {kind}[ in {location}][, welcoming guests since {year}]. We keep things {simple|relaxed} and the welcome warm[ — especially for {audience}]{, and we are happy to share what we know about the area|. Ask us anything about the area and we will point you in the right direction}.',
    '{name} welcomes guests[ in {location}][, as we have since {year}]. {Come for a night or stay longer|Stay a night or a week} — {we will help you get settled|we will help you find your feet|we will point you to what is worth seeing}.',
    'At {name}, {a comfortable stay|a good night’s rest} {comes first|is what matters}. {After that|Beyond that}, we are {glad|happy} to {help with ideas for what to see and do|share what we know about the area}[ around {location}].',
  ],
  servicesTitles: [
    '{Your stay|What we offer|What is here for you|For our guests|Where you will stay|What you get}',
  ],
  servicesSubtitles: [
    '{Everything|What you need} for a {comfortable|relaxed|good} stay.',
    '{Ask us|Just ask} if there is something you need{ during your stay| while you are here|}.',
  ],
  serviceLines: [
    '{service}, ready for your stay.',
    'Ask us about {service} when you book.',
    '{service} for our guests.',
    '{service} — ask us for the details.',
  ],
  featuresTitle:
    '{Why guests come back|Why stay with us|What guests can expect|Staying with us|What we offer guests|Why book a stay|Your stay with us}',
  features: [
    {
      name: '{Welcome to {name}|Glad you are here|Guests welcome|Made to feel at home|A home from home|Settle in}',
      description:
        '{We are glad to see you|Expect a friendly hello}{ at {name}|}, {whether you are here for one night or longer|whether you are passing through or staying a while|on your first stay or your fifth}.',
    },
    {
      name: '{Ask us about the area|Know the area|Around and about|Ideas for your days|What to see nearby|Tips from us|Make the most of the area|Explore nearby}',
      description:
        '{Ask us|Just ask} {where to eat|what to see|where to walk}[ in {location}] and we will {point you in the right direction|share what we know|tell you what we like}.',
    },
    {
      name: '{Rest easy|Somewhere to unwind|Time to unwind|Rest and recharge|Sleep well|Switch off}',
      description:
        '{A comfortable place|Somewhere comfortable|A place} to {rest|unwind|recharge} {after a day out|between days out|at the end of the day}.',
    },
  ],
  faq: [
    {
      question:
        '{How do I|How can I} {book{ a stay| a room|}|check availability|ask about dates}{ with {name}|}?',
      answer:
        '{Send us|Get in touch with} your dates and {the number of guests|how many of you are coming} and we will {let you know what is available|check availability and get back to you|come back to you with what we have}.',
    },
    {
      question:
        '{What time can I {arrive|check in}|When {can I|do I} check in|What about {check-in|arrival} times|Can I arrive {late|early}}?',
      answer:
        '{Tell us|Let us know} roughly when you expect to arrive and we will {let you know what works|tell you about check-in|make sure we are ready for you}.',
    },
    {
      question:
        '{Can you {recommend|suggest} {things to do|places to eat|walks} nearby?|What is there to do {nearby|in the area}?}',
      answer:
        '{Ask us|Just ask} {before you arrive or during your stay|when you arrive|any time during your stay} and we will {share what we know|point you in the right direction|tell you what we like}.',
    },
    {
      question:
        '{What if my plans {change|fall through}|Can I change my {dates|booking}|What if I need to change {my booking|my dates}}?',
      answer:
        '{Get in touch|Let us know|Message us} as soon as you {know|can} and we will {talk you through your options|see what we can do|tell you what we can do}.',
    },
    {
      question:
        '{Is there somewhere to park{ nearby|}?|Can I park {nearby|on site}?|What about parking?|Where can I park?}',
      answer:
        'Ask us {when you book|before you travel|when you get in touch} and we will {tell you about parking|let you know the options|tell you what is nearby}.',
    },
    {
      question:
        '{Can I ask {a question|something} before {I book|booking}?|Who do I ask about {my stay|my booking}?}',
      answer:
        '{{Get in touch|Send us a message} {with your question|before you book|whenever suits you}|Use the details on this page} and we will {get back to you as soon as we can|reply as soon as we can}.',
    },
  ],
  ctaTitles: [
    '{Planning a stay|Need somewhere to stay|Coming to stay}[ in {location}]?',
    '{Come and stay|Stay with us}{ at {name}|}',
    '{Check your dates|Got dates in mind?|Time for a break?|Need a few days away?}',
  ],
  ctaSubtitles: [
    '{Send us|Tell us} your dates and we will {let you know what is available|check availability for you|come back to you}.',
    '{Ask us anything|Get in touch} about your stay{ at {name}|} — we {look forward to welcoming you|hope to see you soon}.',
  ],
  ctaButtons: [
    '{Check availability|Ask about dates|Check your dates|Ask about a room}',
    '{Message {name}|Ask us about a stay|Send your dates}',
  ],
  aboutExpandedTitle: '{Your stay|During your stay|When you arrive|What your stay looks like|A stay with us}',
  aboutExpanded: [
    '{Your stay begins|It all starts} with {a warm welcome|a friendly hello}{ at {name}|}. We {show you where everything is|show you around}, {answer your questions|tell you what is nearby} and let you settle in. {If you need anything during your stay, just ask|Need anything while you are here? Just ask}.',
    '{We keep it simple|Staying with us is simple}: {a comfortable place to sleep|a good night’s rest}, {a friendly welcome|a warm welcome} and {ideas for your days out|tips on what to see nearby}{ from people who know the area|}. {Tell us what you enjoy|Ask us anything} and we will {help you plan your days|point you in the right direction}.',
  ],
  contactTitle: '{Plan your stay|Ask about a stay|Find {name}|Book your stay|Getting here}',
  footers: [
    '{name} — {a comfortable stay|a warm welcome and a good night’s rest}[ in {location}].',
    '{Rest, explore, unwind|Somewhere to stay}[ in {location}].',
  ],
};

/** Kinds of business in the travel industry; within the file, earlier kinds win ties. */
export const TRAVEL_KINDS: Kind[] = [
  {
    id: 'travel-agent',
    words: [
      'agencia de viajes',
      'agence de voyages',
      'reisebüro',
      'travel agent',
      'travel agents',
      'travel agency',
      'travel consultant',
      'tour operator',
    ],
    industry: 'travel',
    noun: 'travel agency',
    services: [],
    schemaType: 'TravelAgency',
  },
  {
    id: 'hotel',
    words: ['hotel rural', 'hôtel', 'pensión', 'hotel', 'holiday cottage', 'holiday let'],
    industry: 'travel',
    noun: 'place to stay',
    services: [
      item(
        'Rooms',
        '{Comfortable rooms|Rooms to settle into} and {a good night’s rest|a good night’s sleep}{ after a day out|}.',
        /room|suite|stay/i,
      ),
      item(
        'Breakfast',
        '{A good start to the day|Something good to start the day|Breakfast before you head out}.',
        /breakfast/i,
      ),
      item(
        'Local tips',
        '{Ideas for|Tips on} {where to eat|what to see|days out} {nearby|in the area}{, from people who know it|}.',
      ),
    ],
    copy: STAY,
    schemaType: 'Hotel',
  },
  {
    id: 'bed-and-breakfast',
    words: [
      'b&b',
      'b & b',
      'bed and breakfast',
      'bed & breakfast',
      'guesthouse',
      'guest house',
      'casa rural',
      "chambre d'hôtes",
      "chambres d'hôtes",
      'gîte',

      'gästehaus',
      'ferienwohnung',
    ],
    industry: 'travel',
    noun: 'bed and breakfast',
    services: [
      item(
        'Rooms',
        '{Comfortable rooms|Rooms|Rooms made up for you|Rooms of your own} to {rest in|settle into|come back to}{ after a day out| at the end of the day|}.',
        /room|bed|suite/i,
      ),
      item(
        'Breakfast',
        '{A good breakfast|Breakfast|A proper breakfast|Something good in the morning} to {start the day|start your day|set you up for the day}{ before you head out|}.',
        /breakfast|desayuno|petit[- ]déjeuner|frühstück/i,
      ),
      item(
        'Local tips',
        '{Ideas for|Tips on} {where to eat|what to see|days out} {nearby|in the area}{, from people who know it|}.',
      ),
    ],
    copy: STAY,
    schemaType: 'BedAndBreakfast',
  },
  {
    id: 'hostel',
    words: [
      'hostel',
      'hostels',
      'youth hostel',
      'backpackers',
      'albergue',
      'auberge de jeunesse',
      'jugendherberge',
      'hostal',
    ],
    industry: 'travel',
    noun: 'hostel',
    services: [
      item(
        'Dorms',
        '{Beds in shared rooms|A bed in a shared room|Dorm beds} for {travellers|anyone on the move|groups and solo travellers}{ — ask us what is free|}.',
        /dorm/i,
      ),
      item(
        'Private rooms',
        '{Rooms of your own|A room to yourself}{ when you want some quiet| for a bit more space|}.',
        /private|room/i,
      ),
      item(
        'Common areas',
        '{A place|Somewhere} to {cook, meet and relax|meet other travellers and relax|cook and unwind}.',
        /kitchen|lounge|common/i,
      ),
    ],
    copy: STAY,
    schemaType: 'Hostel',
  },
  {
    id: 'campsite',
    words: [
      'campsite',
      'campground',
      'camping',
      'caravan park',
      'glamping site',
      'glamping',
      'camping municipal',
      'campingplatz',
    ],
    industry: 'travel',
    noun: 'campsite',
    services: [
      item(
        'Pitches',
        '{Space|Room} for your {tent, van or caravan|tent, campervan or caravan}{ — ask us what suits you|}.',
        /pitch|tent|caravan|van/i,
      ),
      item(
        'Glamping',
        '{Comfortable stays|A comfortable night|Camping with comforts} under canvas{ — ask us what is available|}.',
        /glamp|yurt|pod|bell tent/i,
      ),
      item(
        'Facilities',
        '{Showers, toilets and|Washing facilities and} {what you need|the basics} for your stay.',
        /shower|toilet|facilit/i,
      ),
    ],
    copy: STAY,
    schemaType: 'Campground',
  },
];
