import type { Industry } from '@mainstreet/site';
import type { IndustryProfile, Item } from './industries';

/** Copy a kind of business may set over its industry's phrase bank. */
export type KindCopy = Partial<Omit<IndustryProfile, 'noun' | 'services'>>;

/**
 * One kind of small business: the words owners use for it, its industry, what the copy calls it
 * ("our bakery"), the offerings it usually has, and the copy that differs from its industry's.
 */
export type Kind = {
  id: string;
  /** Lower-case words and phrases; "word=label" names the business when the word is an activity ("hairdressing=hairdresser"). */
  words: string[];
  industry: Industry;
  noun: string;
  /** Usual offerings: `when` lends a description to a listed one; the rest fill a row. Empty: the industry's. */
  services: Array<Item & { when?: RegExp }>;
  copy?: KindCopy;
};

const BAKERY: KindCopy = {
  headlines: [
    'Baked with care[ in {location}]',
    'Good bakes, good company',
    'Your local bakery[ in {location}]',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], baking {services} with care.',
    '{name} is {kind}[ in {location}] — good bakes, made with care and shared with our neighbours.',
  ],
  buttons: ['Visit us', 'Find us', 'Visit the bakery'],
  aboutTitles: ['About {name}', 'Welcome to {name}'],
  about: [
    '{name} is {kind}[ in {location}][, baking since {year}]. We take our time over everything we bake and love seeing familiar faces at the counter[ — especially {audience}].',
    '{name} bakes for our neighbours[ in {location}]. Come in for a chat and something good to take home[ — {services} included].',
  ],
  servicesTitles: ['From our ovens', 'What we bake', 'Fresh from the bakery'],
  servicesSubtitles: ['A few favourites from the counter.', 'Baked with care, ready to take home.'],
  serviceLines: [
    '{service}, baked with care and ready to take home.',
    'Our {service}, baked the way we like it: simple and generous.',
  ],
  featuresTitle: 'Why people come back',
  features: [
    { name: 'Baked with care', description: 'We take our time over everything we bake.' },
    {
      name: 'A friendly counter',
      description: 'A warm welcome, whether you are a regular or popping in for the first time.',
    },
    { name: 'Part of the neighbourhood', description: 'A local bakery that knows its regulars.' },
  ],
  faq: [
    {
      question: 'Can I order something for a special occasion?',
      answer: 'Get in touch and tell us what you have in mind — we will let you know what we can do.',
    },
    {
      question: 'Can I ask what goes into a bake?',
      answer:
        'Of course. Ask us at the counter or get in touch and we will tell you what goes into each one.',
    },
    {
      question: 'How do I get in touch?',
      answer: 'Use the contact details on this page and we will get back to you as soon as we can.',
    },
  ],
  ctaTitles: ['Pop in and say hello', 'Come and see what is on the counter'],
  ctaSubtitles: ['Find our details below and come and visit.', 'Ask us about an order or simply drop by.'],
  ctaButtons: ['Plan your visit', 'Get in touch'],
  aboutExpandedTitle: 'How we bake',
  aboutExpanded: [
    'Good baking takes time. We mix, shape and bake with care, taste as we go and only put out what we are proud of. The result is simple, generous baking made for sharing.',
  ],
  contactTitle: 'Visit the bakery',
  footers: ['{name} — baked with care[ in {location}].', 'Good bakes and a warm welcome[ in {location}].'],
};

const CAFE: KindCopy = {
  headlines: [
    'Good coffee, good company[ in {location}]',
    'Come in, sit down, stay a while',
    'Your local {noun}[ in {location}]',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], serving {services}.',
    '{name} is {kind}[ in {location}] — somewhere to slow down and stay a while.',
  ],
  buttons: ['Visit us', 'Find us'],
  aboutTitles: ['About {name}', 'Welcome to {name}'],
  about: [
    '{name} is {kind}[ in {location}][, open since {year}] — a place to meet friends, catch up or simply sit with something good[, for {audience}]. We keep things simple and the welcome warm.',
    '[Since {year}, ]{name} has been a place to slow down[ in {location}]. Come in for [{services}, ]a chat and a seat by the window — we will look after the rest.',
  ],
  servicesTitles: ['What we serve', 'On the counter'],
  servicesSubtitles: ['A few of our favourites.', 'Made with care, every cup and every plate.'],
  serviceLines: ['{service}, made with care.', 'Our {service} — a good reason to stop by.'],
  featuresTitle: 'Why people come back',
  features: [
    { name: 'A warm welcome', description: 'Friendly faces, whether you are a regular or new in town.' },
    { name: 'Made with care', description: 'We take our time over everything we serve.' },
    { name: 'Stay a while', description: 'Take a seat and take your time.' },
  ],
  faq: [
    {
      question: 'Can I just drop in?',
      answer: 'Of course — come in whenever we are open and we will look after you.',
    },
    {
      question: 'Can I ask what is in something?',
      answer: 'Ask us at the counter — we are happy to tell you what goes into everything we serve.',
    },
    {
      question: 'How do I get in touch?',
      answer: 'Use the contact details on this page and we will get back to you as soon as we can.',
    },
  ],
  ctaTitles: ['Pop in and say hello', 'See you soon'],
  ctaSubtitles: ['Find our details below and come and visit.'],
  ctaButtons: ['Plan your visit', 'Get in touch'],
  aboutExpandedTitle: 'What we care about',
  aboutExpanded: [
    'We keep things simple: good drinks, good food and a friendly welcome. We take care over everything we serve and always have time for a chat — the kind of place you are glad to have nearby.',
  ],
  contactTitle: 'Visit us',
  footers: ['{name} — good coffee and a warm welcome[ in {location}].', 'Your local {noun}[ in {location}].'],
};

const FOOD_TRUCK: KindCopy = {
  headlines: ['Street food, made with care[ in {location}]', 'Good food on the move', 'Follow the queue'],
  subtitles: [
    '{name} is {kind}[ in {location}], serving {services}.',
    '{name} is {kind}[ in {location}] — street food made with care.',
  ],
  buttons: ['Find us', 'Get in touch'],
  about: [
    '{name} is {kind}[ in {location}][, on the road since {year}]. We keep the menu short, cook everything with care and love a chat at the hatch[ — especially with {audience}].',
    'We started {name} to bring good street food to more people[ in {location}]. Look out for us, come hungry and tell us what you think.',
  ],
  ctaTitles: ['Come and find us', 'Catch us soon'],
  ctaSubtitles: ['Get in touch to find out where we will be next.'],
  ctaButtons: ['Get in touch', 'Find us'],
  contactTitle: 'Find us',
  footers: ['{name} — street food made with care[ in {location}].'],
};

const CATERING: KindCopy = {
  headlines: [
    'Food for your occasion[ in {location}]',
    'Catering made easy',
    'Good food for every gathering',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], offering {services}.',
    '{name} is {kind}[ in {location}] — good food for your gathering, planned with you.',
  ],
  buttons: ['Enquire now', 'Get a quote'],
  about: [
    '{name} is {kind}[ in {location}][, catering since {year}]. We plan the food with you, prepare it with care and serve it so you can enjoy the day[ — for {audience}].',
    'At {name}, every event starts with a conversation about your guests, your occasion and what you would love to eat. We take care of the food so you can take care of everything else.',
  ],
  servicesTitles: ['What we cater', 'Catering options'],
  servicesSubtitles: ['Food planned around your occasion.'],
  serviceLines: [
    '{service}, planned with you and served with care.',
    '{service} for your occasion, made with care.',
  ],
  ctaTitles: ['Planning an event?', 'Let’s talk about your event'],
  ctaSubtitles: ['Tell us your date and numbers and we will get back to you.'],
  ctaButtons: ['Enquire now', 'Get in touch'],
  aboutExpandedTitle: 'How we plan your food',
  aboutExpanded: [
    'We start with your occasion: who is coming, what you would like to eat and how you want it served. Then we plan the food, prepare it with care and arrive ready, so all you need to do is enjoy it.',
  ],
  faq: [
    {
      question: 'How far ahead should I book?',
      answer: 'As early as you can — get in touch with your date and we will check availability.',
    },
    {
      question: 'Can you cater for allergies and dietary needs?',
      answer:
        'Tell us about any allergies or dietary needs when you enquire and we will talk you through the options.',
    },
    {
      question: 'What do you need from me to give a quote?',
      answer: 'Your date, rough numbers and the kind of food you have in mind are enough to get started.',
    },
  ],
  contactTitle: 'Enquire',
  footers: ['{name} — food for your occasion[ in {location}].'],
};

const BARBER: KindCopy = {
  headlines: ['Sharp cuts[ in {location}]', 'Look sharp, feel sharp', 'A proper cut, done with care'],
  subtitles: [
    '{name} is {kind}[ in {location}], offering {services}.',
    '{name} is {kind}[ in {location}], where every cut gets time and care.',
  ],
  buttons: ['Book a cut', 'Find us'],
  about: [
    '{name} is {kind}[ in {location}]. Take a seat, tell us what you want and we will take care over every detail[ — for {audience}].[ Cutting hair since {year}.]',
    'At {name}, a good cut starts with listening. We talk through what you want, cut with care and never rush the finish.',
  ],
  servicesTitles: ['What we do', 'In the chair'],
  servicesSubtitles: ['Every cut starts with a quick chat about what you want.'],
  serviceLines: ['{service}, done with care and a sharp finish.', '{service} — no rush, just a proper job.'],
  featuresTitle: 'Why people come back',
  features: [
    { name: 'Time to listen', description: 'Every visit starts with a chat about what you want.' },
    { name: 'Attention to detail', description: 'We take the time to get the finish right.' },
    { name: 'A relaxed chair', description: 'Easy conversation and no rush.' },
  ],
  ctaTitles: ['Due a trim?', 'Time for a fresh cut?'],
  ctaSubtitles: ['Find our details below and book your next cut.'],
  ctaButtons: ['Book now', 'Get in touch'],
  aboutExpandedTitle: 'How we work',
  aboutExpanded: [
    'We keep it simple: listen first, cut with care and never rush the finish. Tell us how you like it and we will remember next time.',
  ],
  contactTitle: 'Visit the shop',
  footers: ['{name} — sharp cuts[ in {location}].'],
  plans: [
    { name: 'Cut', features: ['A cut and finish'] },
    { name: 'Cut & beard', features: ['Cut plus beard tidy'] },
    { name: 'The works', features: ['The full visit'] },
  ],
};

const DOG_GROOMING: KindCopy = {
  headlines: ['Grooming your dog will love', 'Clean, comfy and looking great', 'Happy dogs[ in {location}]'],
  subtitles: [
    '{name} is {kind}[ in {location}], offering {services}.',
    '{name} is {kind}[ in {location}] — calm, careful grooming for your dog.',
  ],
  buttons: ['Book a groom', 'Get in touch'],
  aboutTitles: ['About {name}', 'Meet the groomer'],
  about: [
    '{name} is {kind}[ in {location}]. We take time to get to know every dog, handle them gently and keep each groom calm and unhurried[ — for {audience}].',
    'At {name}, every groom starts with a chat about your dog: their coat, their quirks and how you like them to look. Then we take our time, so they leave clean, comfy and happy.',
  ],
  servicesTitles: ['Grooming', 'What we offer'],
  servicesSubtitles: ['Every groom starts with a chat about your dog.'],
  serviceLines: ['{service}, done gently and with patience.', '{service} — calm, careful and unhurried.'],
  featuresTitle: 'Why owners trust us',
  features: [
    { name: 'Gentle handling', description: 'Calm, patient care for nervous and bouncy dogs alike.' },
    { name: 'Time to listen', description: 'Tell us about your dog and how you like them groomed.' },
    { name: 'Attention to detail', description: 'We take our time to get the finish right.' },
  ],
  faq: [
    {
      question: 'How do I book a groom?',
      answer: 'Get in touch using the details on this page and we will find a time that suits you.',
    },
    {
      question: 'My dog is nervous — can you help?',
      answer: 'Tell us about your dog before the appointment and we will go at their pace.',
    },
    {
      question: 'How often should my dog be groomed?',
      answer: 'It depends on the breed and the coat. Ask us and we will suggest what suits your dog.',
    },
  ],
  ctaTitles: ['Time for a groom?', 'Book your dog in'],
  ctaSubtitles: ['Get in touch to book your dog’s next groom.'],
  ctaButtons: ['Book a groom', 'Get in touch'],
  aboutExpandedTitle: 'How we groom',
  aboutExpanded: [
    'Every dog is different. We start with a gentle hello, check the coat and work at a pace your dog is comfortable with — with breaks when they need them.',
  ],
  contactTitle: 'Book a groom',
  footers: ['{name} — gentle dog grooming[ in {location}].'],
  plans: [
    { name: 'Bath & brush', features: ['A quick freshen-up'] },
    { name: 'Full groom', features: ['Bath, cut and finish'] },
    { name: 'Puppy groom', features: ['A gentle first visit'] },
  ],
};

const YOGA: KindCopy = {
  headlines: ['Breathe, move, feel better[ in {location}]', 'Yoga for every body', 'Make time for you'],
  subtitles: [
    '{name} is {kind}[ in {location}], offering {services}.',
    '{name} is {kind}[ in {location}] — a calm space to move, breathe and slow down.',
  ],
  buttons: ['Book a class', 'See classes'],
  about: [
    '{name} is {kind}[ in {location}], a calm and welcoming space for every level[ — {audience} included]. Classes are unhurried, clearly taught and adapted to how your body feels on the day.',
    'We opened {name} to make yoga feel welcoming to everyone. Whether you are brand new or have practised for years, you will find clear guidance and room to go at your own pace.',
  ],
  aboutTitles: ['About {name}', 'Why practise with us'],
  servicesTitles: ['Classes', 'Ways to practise'],
  servicesSubtitles: ['Classes for every level, taught with care.'],
  serviceLines: [
    '{service}, taught with care at a pace that suits you.',
    '{service} classes for every level.',
  ],
  featuresTitle: 'Why people practise here',
  aboutExpandedTitle: 'How we teach',
  aboutExpanded: [
    'Good yoga meets you where you are. We teach the basics clearly, offer options in every pose and keep classes calm, so you leave feeling better than when you arrived.',
  ],
  ctaTitles: ['Ready to roll out your mat?', 'Your first class is waiting'],
  footers: ['{name} — yoga for every body[ in {location}].'],
  plans: [
    { name: 'Drop-in class', features: ['Come when it suits you'] },
    { name: 'Class pass', features: ['For regular practice'] },
    { name: 'Private session', features: ['One-to-one teaching'] },
  ],
};

const TRAINER: KindCopy = {
  subtitles: [
    '{name} is {kind}[ in {location}], offering {services}.',
    '{name} is {kind}[ in {location}] — coaching planned around your goals.',
  ],
  about: [
    '{name} is {kind}[ in {location}], helping people get fitter, stronger and more confident[ — {audience} included]. Every session is planned around you, your goals and your starting point.',
    'Training works best when it fits your life. We start with where you are, set goals with you and keep every session focused, so you can see the progress you make.',
  ],
  footers: ['{name} — coaching planned around you[ in {location}].'],
};

const VET: KindCopy = {
  headlines: [
    'Caring for your pets[ in {location}]',
    'Gentle care for the animals you love',
    'Your pet, in good hands',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], offering {services}.',
    '{name} is {kind}[ in {location}], caring for pets with time to listen.',
  ],
  about: [
    '{name} is {kind}[ in {location}] that puts pets and their owners first. We take time to listen, explain your options clearly and plan care around your pet[ — for {audience}].',
    'At {name}, good care starts with a conversation. We want you to feel comfortable asking questions, understand what is happening at each step and leave with a clear plan for your pet.',
  ],
  faq: [
    {
      question: 'How do I book an appointment?',
      answer: 'Contact us using the details on this page and we will find a time that works for you.',
    },
    {
      question: 'What should I bring to my pet’s first visit?',
      answer: 'Bring any previous records and a list of any medicines your pet takes.',
    },
    {
      question: 'What if I need to cancel?',
      answer: 'Please let us know as early as you can so we can offer the time to another pet.',
    },
  ],
  footers: ['{name} — caring for pets[ in {location}].'],
};

/** Offerings a kind usually has; `when` matches the words an owner uses for the same thing. */
const item = (name: string, description: string, when?: RegExp) => ({ name, description, when });

export const KINDS: Kind[] = [
  {
    id: 'bakery',
    words: ['bakery', 'bakehouse', 'bake shop', 'baker', 'bakers', 'boulangerie', 'patisserie', 'cake shop'],
    industry: 'restaurant',
    noun: 'bakery',
    services: [
      item('Bread', 'Loaves baked with care, ready to take home.', /bread|sourdough|loa(?:f|ves)|rolls?\b/i),
      item('Cakes', 'Cakes for birthdays, celebrations and everyday treats.', /cake/i),
      item('Pastries', 'Sweet and savoury pastries from our ovens.', /pastr|croissant|danish|bun/i),
      item('Orders', 'Ask us about larger orders for your gathering.'),
    ],
    copy: BAKERY,
  },
  {
    id: 'coffee-shop',
    words: ['coffee shop', 'coffee house', 'coffeehouse', 'coffee bar', 'coffee roaster', 'espresso bar'],
    industry: 'restaurant',
    noun: 'coffee shop',
    services: [
      item(
        'Coffee',
        'Carefully made coffee, just how you like it.',
        /coffee|espresso|latte|flat white|cappuccino/i,
      ),
      item('Cakes & bakes', 'Something sweet to go with your cup.', /cake|bake|pastr|cookie|brownie/i),
      item(
        'Light bites',
        'Simple, satisfying food to go with your drink.',
        /sandwich|toastie|brunch|breakfast|lunch/i,
      ),
    ],
    copy: CAFE,
  },
  {
    id: 'cafe',
    words: ['cafe', 'café', 'tea room', 'tearoom', 'tea shop', 'brunch spot'],
    industry: 'restaurant',
    noun: 'café',
    services: [
      item('Breakfast & brunch', 'Slow mornings and plates to start the day right.', /breakfast|brunch/i),
      item('Lunch', 'Simple, satisfying lunches.', /lunch|sandwich|soup|toastie/i),
      item('Coffee & drinks', 'Carefully made coffee, tea and drinks.', /coffee|tea\b|drinks?/i),
      item('Cakes & bakes', 'Something sweet to go with your cup.', /cake|bake|pastr|scone/i),
    ],
    copy: CAFE,
  },
  {
    id: 'pizzeria',
    words: ['pizzeria', 'pizza place', 'pizza restaurant', 'pizza shop', 'pizza takeaway'],
    industry: 'restaurant',
    noun: 'pizzeria',
    services: [
      item('Pizza', 'Our pizzas, made with care.', /pizza/i),
      item('Sides', 'Something to share alongside.', /side|garlic bread|wings|salad/i),
      item(
        'Takeaway',
        'Your favourites packed up to enjoy at home.',
        /takeaway|take-away|collection|delivery/i,
      ),
      item('Desserts', 'Something sweet to finish.', /dessert|tiramisu|gelato|ice cream/i),
    ],
  },
  {
    id: 'food-truck',
    words: ['food truck', 'food van', 'street food stall', 'street food van', 'food trailer', 'food cart'],
    industry: 'restaurant',
    noun: 'food truck',
    services: [
      item('Street food', 'Food made fresh at the hatch.'),
      item(
        'Events & private hire',
        'Ask us about bringing the truck to your event.',
        /event|wedding|party|hire/i,
      ),
      item('Specials', 'Something new to try when we have it.'),
    ],
    copy: FOOD_TRUCK,
  },
  {
    id: 'caterer',
    words: [
      'caterer',
      'caterers',
      'catering company',
      'catering business',
      'catering service',
      'catering=caterer',
    ],
    industry: 'restaurant',
    noun: 'catering business',
    services: [
      item('Weddings', 'Food for your day, planned with you.', /wedding/i),
      item(
        'Private parties',
        'Food for birthdays and celebrations at home or away.',
        /party|parties|birthday/i,
      ),
      item('Corporate events', 'Catering for meetings and company events.', /corporate|office|business/i),
      item('Event catering', 'Food for your gathering, planned with you from the first call.'),
    ],
    copy: CATERING,
  },
  {
    id: 'florist',
    words: ['florist', 'florists', 'flower shop', 'flower studio', 'floral designer', 'floral studio'],
    industry: 'retail',
    noun: 'flower shop',
    services: [
      item('Bouquets', 'Hand-tied bouquets for every occasion.', /bouquet|arrangement|posy/i),
      item('Wedding flowers', 'Flowers for your day, planned with you.', /wedding|bridal/i),
      item('Sympathy flowers', 'Thoughtful tributes, made with care.', /funeral|sympathy|tribute/i),
      item('Plants & gifts', 'Something green or a small gift to go with your flowers.', /plant|gift/i),
    ],
    copy: {
      subtitles: [
        '{name} is {kind}[ in {location}], making {services}.',
        '{name} is {kind}[ in {location}] — flowers arranged with care for every occasion.',
      ],
      about: [
        '{name} is {kind}[ in {location}]. We choose our flowers with care and are always happy to help you find the right thing for the occasion[ — for {audience}].[ We have been arranging flowers since {year}.]',
        'At {name}, every arrangement starts with a conversation: who it is for, what the occasion is and what you would like it to say. Then we arrange it with care.',
      ],
      servicesTitles: ['Our flowers', 'What we make'],
      serviceLines: ['{service}, arranged with care.', 'Our {service}, made with care for your occasion.'],
      headlines: ['Flowers for every occasion[ in {location}]', 'Fresh flowers, arranged with care'],
    },
  },
  {
    id: 'barber',
    words: ['barber', 'barbers', 'barbershop', 'barber shop', "barber's"],
    industry: 'beauty',
    noun: 'barbershop',
    services: [
      item('Haircuts', 'A cut that suits you, finished properly.', /cut|fade|trim(?!.*beard)|crop/i),
      item('Beard trims', 'Shape and tidy, finished with care.', /beard/i),
      item('Shaves', 'A proper shave, taken slowly.', /shave/i),
      item('Kids’ cuts', 'Patient, friendly cuts for younger customers.', /kid|child|boys/i),
    ],
    copy: BARBER,
  },
  {
    id: 'hair-salon',
    words: [
      'hair salon',
      'hairdresser',
      'hairdressers',
      'hair studio',
      'hairstylist',
      'hair stylist',
      'hairdressing=hairdresser',
      'hair and beauty salon',
    ],
    industry: 'beauty',
    noun: 'salon',
    services: [
      item(
        'Cut & style',
        'A cut that suits you, finished with a style you can recreate at home.',
        /cut|style|blow/i,
      ),
      item(
        'Colour',
        'From subtle refreshes to a whole new look, matched to you.',
        /colou?r|highlight|balayage/i,
      ),
      item('Treatments', 'Care for your hair between cuts.', /treatment|conditioning/i),
    ],
  },
  {
    id: 'nail-salon',
    words: ['nail salon', 'nail bar', 'nail studio', 'nail technician', 'nail tech'],
    industry: 'beauty',
    noun: 'nail salon',
    services: [
      item('Manicures', 'Neat, long-lasting nails, finished with care.', /manicure|gel|acrylic|nails?\b/i),
      item('Pedicures', 'Time to sit back while we look after your feet.', /pedicure|feet|toe/i),
      item('Nail art', 'Designs from simple to bold.', /art|design/i),
    ],
  },
  {
    id: 'beauty-salon',
    words: [
      'beauty salon',
      'beauty studio',
      'beauty clinic',
      'beautician',
      'beauty therapist',
      'day spa',
      'spa',
    ],
    industry: 'beauty',
    noun: 'salon',
    services: [],
  },
  {
    id: 'massage',
    words: [
      'massage therapist',
      'massage therapy=massage therapist',
      'massage clinic',
      'massage studio',
      'masseuse',
    ],
    industry: 'beauty',
    noun: 'massage practice',
    services: [
      item('Relaxing massage', 'Time to switch off and let the tension go.', /relax|swedish|aromatherapy/i),
      item('Deep tissue massage', 'Firm pressure for stubborn tension.', /deep tissue/i),
      item('Sports massage', 'Massage for active bodies.', /sport/i),
    ],
  },
  {
    id: 'dog-groomer',
    words: [
      'dog groomer',
      'dog groomers',
      'dog grooming=dog groomer',
      'pet groomer',
      'pet grooming=pet groomer',
      'groomer',
    ],
    industry: 'beauty',
    noun: 'dog grooming business',
    services: [
      item('Full grooms', 'Bath, cut and finish, done gently.', /full groom|groom/i),
      item('Bath & brush', 'A freshen-up between full grooms.', /bath|brush|wash/i),
      item('Nail trims', 'Quick, careful nail trims.', /nail|claw/i),
      item('Puppy grooms', 'A gentle first visit for young dogs.', /pupp/i),
    ],
    copy: DOG_GROOMING,
  },
  {
    id: 'tattoo',
    words: ['tattoo studio', 'tattoo parlour', 'tattoo parlor', 'tattoo shop', 'tattoo artist', 'tattooist'],
    industry: 'creative',
    noun: 'tattoo studio',
    services: [
      item('Custom tattoos', 'Designs drawn with you, from first idea to finished piece.', /custom|design/i),
      item('Flash', 'Ready-made designs from our own books.', /flash/i),
      item('Cover-ups', 'Fresh work over old ink, planned carefully.', /cover/i),
    ],
  },
  {
    id: 'plumber',
    words: [
      'plumber',
      'plumbers',
      'plumer=plumber',
      'plumbing and heating',
      'plumbing company',
      'plumbing=plumber',
    ],
    industry: 'construction',
    noun: 'plumbing business',
    services: [
      item('Repairs', 'Leaks, drips and breakdowns put right.', /repair|leak|fix/i),
      item('Boilers & heating', 'Boiler and heating work, done properly.', /boiler|heating|radiator/i),
      item('Bathrooms', 'Bathroom plumbing, fitted with care.', /bathroom|shower|toilet/i),
      item('Drains', 'Blocked drains and pipes cleared.', /drain|block/i),
    ],
  },
  {
    id: 'electrician',
    words: ['electrician', 'electricians', 'electrical contractor', 'electrical services', 'sparky'],
    industry: 'construction',
    noun: 'electrical business',
    services: [
      item('Rewiring', 'Safe, tidy wiring for your home or business.', /rewir|wiring/i),
      item('Fuse boards', 'Fuse board upgrades and replacements.', /fuse|consumer unit|panel/i),
      item('Lighting', 'Lighting fitted where you need it.', /light/i),
      item('Fault finding', 'Tracking down what is wrong and putting it right.', /fault|repair|fix/i),
    ],
  },
  {
    id: 'builder',
    words: [
      'builder',
      'builders',
      'building company',
      'building contractor',
      'general contractor',
      'construction company',
    ],
    industry: 'construction',
    noun: 'building company',
    services: [
      item('Extensions', 'More space, planned and built with care.', /extension/i),
      item('Renovations', 'Tired rooms brought back to life.', /renovat|refurb/i),
      item('Loft conversions', 'Making the most of the space above you.', /loft/i),
      item('Repairs', 'Building repairs, big and small.', /repair/i),
    ],
  },
  {
    id: 'roofer',
    words: ['roofer', 'roofers', 'roofing contractor', 'roofing company', 'roofing=roofer'],
    industry: 'construction',
    noun: 'roofing business',
    services: [
      item('Roof repairs', 'Leaks and damage found and fixed.', /repair|leak|slate|tile/i),
      item('New roofs', 'Replacement roofs, built to last.', /new roof|replace/i),
      item('Gutters', 'Gutters cleared, repaired and replaced.', /gutter/i),
      item('Flat roofs', 'Flat roofing, laid with care.', /flat/i),
    ],
  },
  {
    id: 'decorator',
    words: [
      'painter and decorator',
      'painter & decorator',
      'painters and decorators',
      'decorator',
      'decorators',
      'house painter',
      'painting and decorating=painter and decorator',
    ],
    industry: 'construction',
    noun: 'decorating business',
    services: [
      item('Interior painting', 'Walls, ceilings and woodwork, finished neatly.', /interior|inside|walls?/i),
      item('Exterior painting', 'Outside walls, windows and doors, prepared properly.', /exterior|outside/i),
      item('Wallpapering', 'Paper hung straight and neat.', /wallpaper/i),
    ],
  },
  {
    id: 'landscaper',
    words: [
      'landscape gardener',
      'landscaper',
      'landscapers',
      'landscaping=landscaper',
      'gardener',
      'gardeners',
      'gardening service',
      'garden maintenance=gardener',
    ],
    industry: 'construction',
    noun: 'gardening business',
    services: [
      item('Garden maintenance', 'Regular care to keep your garden tidy.', /mainten|lawn|mow|hedge|weed/i),
      item('Landscaping', 'New gardens planned and built with you.', /landscap|design|patio|paving|fenc/i),
      item('Planting', 'Borders and beds planted with care.', /plant|border/i),
    ],
  },
  {
    id: 'cleaner',
    words: [
      'cleaner',
      'cleaners',
      'cleaning company',
      'cleaning service',
      'cleaning business',
      'window cleaner',
      'cleaning=cleaning service',
    ],
    industry: 'professional',
    noun: 'cleaning business',
    services: [
      item(
        'Regular cleans',
        'A tidy home or office, on a schedule that suits you.',
        /regular|weekly|domestic/i,
      ),
      item('Deep cleans', 'A thorough top-to-bottom clean.', /deep/i),
      item('End of tenancy cleans', 'Ready for the next people to move in.', /tenancy|move/i),
    ],
  },
  {
    id: 'wedding-planner',
    words: [
      'wedding planner',
      'wedding planners',
      'wedding planning=wedding planner',
      'event planner',
      'event planners',
      'wedding coordinator',
    ],
    industry: 'professional',
    noun: 'wedding planning business',
    services: [
      item('Full planning', 'Every detail planned with you, from first idea to last dance.', /full/i),
      item(
        'On-the-day coordination',
        'Someone to keep the day running so you can enjoy it.',
        /day|coordinat/i,
      ),
      item('Styling', 'A look for your day that feels like you.', /styl|decor/i),
    ],
  },
  {
    id: 'dentist',
    words: ['dentist', 'dentists', 'dental practice', 'dental surgery', 'dental clinic', 'orthodontist'],
    industry: 'healthcare',
    noun: 'dental practice',
    services: [
      item('Check-ups', 'Regular visits that keep small problems small.', /check/i),
      item('Hygiene', 'Cleaning and advice for healthy teeth and gums.', /hygien|clean/i),
      item('Fillings', 'Repairs to keep your teeth strong.', /filling/i),
      item(
        'Cosmetic dentistry',
        'Treatments to help you feel good about your smile.',
        /cosmetic|whiten|veneer/i,
      ),
    ],
  },
  {
    id: 'physio',
    words: [
      'physiotherapist',
      'physiotherapists',
      'physiotherapy=physiotherapist',
      'physio',
      'physical therapist',
      'physical therapy=physical therapist',
      'sports therapist',
    ],
    industry: 'healthcare',
    noun: 'physiotherapy practice',
    services: [
      item('Assessment', 'A clear look at what is going on and what will help.', /assess/i),
      item('Injury rehab', 'A plan to get you moving well again.', /injur|rehab/i),
      item('Sports massage', 'Hands-on work for tight, tired muscles.', /massage/i),
    ],
  },
  {
    id: 'vet',
    words: [
      'vet',
      'vets',
      'vet practice',
      'veterinary practice',
      'veterinary surgery',
      'veterinary clinic',
      'veterinarian',
      'animal hospital',
    ],
    industry: 'healthcare',
    noun: 'veterinary practice',
    services: [
      item('Check-ups', 'Regular health checks for your pet.', /check/i),
      item('Vaccinations', 'Keeping your pet protected.', /vaccin/i),
      item('Neutering', 'Routine procedures, explained clearly.', /neuter|spay/i),
      item('Dental care', 'Looking after your pet’s teeth and gums.', /dental|teeth/i),
    ],
    copy: VET,
  },
  {
    id: 'optician',
    words: ['optician', 'opticians', 'optometrist', 'optometrists', 'eye care centre', 'eyewear shop'],
    industry: 'healthcare',
    noun: 'opticians',
    services: [
      item('Eye tests', 'Thorough eye examinations, explained clearly.', /eye test|exam/i),
      item('Glasses', 'Frames and lenses chosen with you.', /glasses|frames|spectacles/i),
      item('Contact lenses', 'Fitting and advice for contact lenses.', /contact/i),
    ],
  },
  {
    id: 'pharmacy',
    words: ['pharmacy', 'pharmacist', 'chemist', 'chemists'],
    industry: 'healthcare',
    noun: 'pharmacy',
    services: [
      item('Prescriptions', 'Your prescriptions, dispensed with care.', /prescri/i),
      item('Health advice', 'Friendly advice from people who know medicines.', /advice/i),
      item('Vaccinations', 'Ask us about vaccinations.', /vaccin|jab/i),
    ],
  },
  {
    id: 'yoga',
    words: [
      'yoga studio',
      'yoga teacher',
      'yoga instructor',
      'yoga school',
      'yoga classes=yoga teacher',
      'yoga=yoga teacher',
    ],
    industry: 'fitness',
    noun: 'yoga studio',
    services: [
      item('Beginners’ classes', 'A gentle start, with every pose explained.', /beginner/i),
      item('Yoga classes', 'Classes for every level, taught with care.', /class|vinyasa|hatha|yin/i),
      item('Private sessions', 'One-to-one teaching around your needs.', /private|1-to-1|one-to-one/i),
    ],
    copy: YOGA,
  },
  {
    id: 'pilates',
    words: ['pilates studio', 'pilates teacher', 'pilates instructor', 'pilates=pilates teacher'],
    industry: 'fitness',
    noun: 'pilates studio',
    services: [
      item('Mat classes', 'Controlled movement for a strong core.', /mat/i),
      item('Reformer classes', 'Classes on the reformer.', /reformer/i),
      item('Private sessions', 'One-to-one teaching around your needs.', /private|1-to-1|one-to-one/i),
    ],
  },
  {
    id: 'gym',
    words: [
      'gym',
      'gyms',
      'fitness centre',
      'fitness center',
      'health club',
      'fitness studio',
      'crossfit box',
    ],
    industry: 'fitness',
    noun: 'gym',
    services: [],
  },
  {
    id: 'personal-trainer',
    words: [
      'personal trainer',
      'personal trainers',
      'personal training=personal trainer',
      'fitness coach',
      'online coach',
    ],
    industry: 'fitness',
    noun: 'personal training',
    services: [
      item(
        'One-to-one sessions',
        'Coaching with a plan built around your goals.',
        /1-to-1|one-to-one|session/i,
      ),
      item('Strength training', 'Get stronger with coached lifting.', /strength/i),
      item('Nutrition guidance', 'Practical advice on eating to match your goals.', /nutrition|diet|eating/i),
    ],
    copy: TRAINER,
  },
  {
    id: 'photographer',
    words: [
      'photographer',
      'photographers',
      'photography studio',
      'photography business',
      'photography=photographer',
    ],
    industry: 'creative',
    noun: 'photography business',
    services: [
      item('Weddings', 'Your day, photographed with care.', /wedding|elope/i),
      item('Portraits', 'Relaxed portraits that look like you.', /portrait|headshot|family/i),
      item('Events', 'The moments that matter, captured as they happen.', /event|party/i),
    ],
  },
  {
    id: 'web-designer',
    words: [
      'web designer',
      'web designers',
      'website designer',
      'web design studio',
      'web design agency',
      'web developer',
      'web design=web designer',
    ],
    industry: 'creative',
    noun: 'web design business',
    services: [
      item(
        'Website design',
        'Websites that look good and work well on every screen.',
        /website|site|wordpress/i,
      ),
      item('Online shops', 'Shops that make buying simple.', /shop|store|e-?commerce/i),
      item('SEO', 'Helping the right people find you.', /seo|search/i),
    ],
  },
  {
    id: 'accountant',
    words: [
      'accountant',
      'accountants',
      'accountancy firm',
      'accountancy practice',
      'accounting firm',
      'bookkeeper',
      'bookkeeping=bookkeeper',
      'tax advisor',
      'tax adviser',
    ],
    industry: 'finance',
    noun: 'accountancy practice',
    services: [
      item('Tax returns', 'Your return prepared and filed properly.', /tax/i),
      item('Bookkeeping', 'Tidy books, kept up to date.', /bookkeep|books/i),
      item('Payroll', 'Staff paid correctly and on time.', /payroll/i),
      item('Year-end accounts', 'Accounts prepared clearly and on time.', /accounts|year.end/i),
    ],
  },
  {
    id: 'lawyer',
    words: [
      'lawyer',
      'lawyers',
      'solicitor',
      'solicitors',
      'attorney',
      'attorneys',
      'law firm',
      'law practice',
      'barrister',
    ],
    industry: 'legal',
    noun: 'law firm',
    services: [],
  },
  {
    id: 'mechanic',
    words: [
      'mechanic',
      'mechanics',
      'garage',
      'auto repair shop',
      'auto repair=mechanic',
      'car repair=mechanic',
      'car garage',
      'motor repairs=mechanic',
      'mot centre',
    ],
    industry: 'automotive',
    noun: 'garage',
    services: [
      item('Servicing', 'Regular servicing to keep your car running well.', /servic/i),
      item('Repairs', 'Faults found and fixed, explained first.', /repair|brake|clutch|exhaust/i),
      item('MOT', 'MOT testing and the work to get you through it.', /\bmot\b/i),
      item('Diagnostics', 'Finding out what is wrong before anything is fixed.', /diagnos/i),
    ],
  },
  {
    id: 'tutor',
    words: [
      'tutor',
      'tutors',
      'tutoring=tutor',
      'tuition=tutor',
      'private tutor',
      'maths tutor',
      'english tutor',
    ],
    industry: 'education',
    noun: 'tutoring',
    services: [
      item('One-to-one tutoring', 'Lessons planned around one learner.', /1-to-1|one-to-one|private/i),
      item(
        'Exam preparation',
        'Focused preparation for the exams that matter.',
        /exam|gcse|a-level|sats|11\+/i,
      ),
      item('Online lessons', 'Lessons from home, just as personal.', /online/i),
    ],
  },
  {
    id: 'driving-instructor',
    words: ['driving instructor', 'driving school', 'driving lessons=driving instructor'],
    industry: 'education',
    noun: 'driving school',
    services: [
      item('Driving lessons', 'Patient lessons at your pace.', /lesson/i),
      item('Test preparation', 'Getting you ready for test day.', /test/i),
      item('Refresher lessons', 'Confidence back behind the wheel.', /refresh/i),
    ],
  },
  {
    id: 'bookshop',
    words: ['bookshop', 'bookshops', 'bookstore', 'book shop', 'bookseller'],
    industry: 'retail',
    noun: 'bookshop',
    services: [
      item('New books', 'Fresh titles, chosen with care.', /new/i),
      item('Secondhand books', 'Pre-loved books at good prices.', /second|used|rare|antiquarian/i),
      item('Orders', 'Ask us to order in the book you are looking for.'),
    ],
  },
  {
    id: 'boutique',
    words: ['boutique', 'clothing boutique', 'clothes shop', 'clothing store', 'fashion boutique'],
    industry: 'retail',
    noun: 'boutique',
    services: [
      item('New arrivals', 'Fresh pieces that have just come in.'),
      item('Accessories', 'The finishing touches.', /accessor|jewel|bag/i),
      item('Styling advice', 'Friendly help to find what suits you.', /styl/i),
    ],
  },
  {
    id: 'estate-agent',
    words: [
      'estate agent',
      'estate agents',
      'estate agency',
      'letting agent',
      'letting agents',
      'realtor',
      'real estate agent',
      'real estate agency',
    ],
    industry: 'real-estate',
    noun: 'estate agency',
    services: [
      item('Sales', 'Selling your home with honest advice.', /sale|sell/i),
      item('Lettings', 'Finding good tenants and looking after them.', /letting|rent/i),
      item('Valuations', 'A realistic figure for your property.', /valu/i),
    ],
  },
  {
    id: 'dj',
    words: ['dj=DJ', 'djs=DJ', 'disc jockey', 'mobile disco'],
    industry: 'entertainment',
    noun: 'DJ service',
    services: [
      item('Weddings', 'Music for your day, planned with you.', /wedding/i),
      item('Parties', 'Birthdays and celebrations with a full dance floor.', /part(?:y|ies)|birthday/i),
      item('Corporate events', 'Music for company nights and events.', /corporate|company/i),
    ],
  },
  {
    id: 'travel-agent',
    words: ['travel agent', 'travel agents', 'travel agency', 'travel consultant', 'tour operator'],
    industry: 'travel',
    noun: 'travel agency',
    services: [],
  },
  {
    id: 'restaurant',
    words: ['restaurant', 'bistro', 'brasserie', 'trattoria', 'diner', 'eatery', 'steakhouse', 'curry house'],
    industry: 'restaurant',
    noun: 'restaurant',
    services: [],
  },
  {
    id: 'pub',
    words: ['pub', 'gastropub', 'inn and pub', 'wine bar', 'cocktail bar', 'taproom', 'tap room', 'micropub'],
    industry: 'restaurant',
    noun: 'pub',
    services: [
      item('Drinks', 'Something good to sip, poured with care.', /beer|ale|wine|cocktail|drink/i),
      item('Food', 'Hearty plates to go with your drink.', /food|meal|roast|lunch|dinner/i),
      item('Events', 'Ask us about hosting your get-together.', /event|quiz|music|party/i),
    ],
  },
  {
    id: 'butcher',
    words: ['butcher', 'butchers', 'butcher shop', "butcher's"],
    industry: 'retail',
    noun: 'butcher’s shop',
    services: [
      item('Fresh meat', 'Cuts prepared for you at the counter.', /meat|beef|lamb|pork|chicken|steak/i),
      item('Sausages & burgers', 'Made with care, ready for the pan.', /sausage|burger/i),
      item('Orders', 'Ask us to prepare something special for you.'),
    ],
  },
  {
    id: 'deli',
    words: ['deli', 'delicatessen', 'farm shop', 'cheese shop', 'cheesemonger'],
    industry: 'retail',
    noun: 'deli',
    services: [
      item('Cheese & charcuterie', 'Chosen with care, cut to order.', /chees|charcut|meat/i),
      item('Local produce', 'Good things from producers we know.', /local|produce|veg/i),
      item('Hampers & gifts', 'Put together for the people you love.', /hamper|gift/i),
    ],
  },
  {
    id: 'hotel',
    words: [
      'hotel',
      'b&b',
      'bed and breakfast',
      'guesthouse',
      'guest house',
      'holiday cottage',
      'holiday let',
      'hostel',
      'campsite',
      'glamping site',
    ],
    industry: 'travel',
    noun: 'place to stay',
    services: [
      item('Rooms', 'Comfortable rooms and a good night’s rest.', /room|suite|stay/i),
      item('Breakfast', 'A good start to the day.', /breakfast/i),
      item('Local tips', 'Ask us what to see and do nearby.'),
    ],
  },
  {
    id: 'locksmith',
    words: ['locksmith', 'locksmiths'],
    industry: 'construction',
    noun: 'locksmith business',
    services: [
      item('Lockouts', 'Getting you back in, carefully.', /lock ?out|locked out|emergency/i),
      item('Lock changes', 'New locks fitted properly.', /lock change|new lock|upgrade/i),
      item('Security advice', 'Practical steps to keep your home secure.', /secur/i),
    ],
  },
  {
    id: 'carpenter',
    words: ['carpenter', 'joiner', 'joinery', 'carpentry', 'cabinet maker', 'kitchen fitter'],
    industry: 'construction',
    noun: 'joinery business',
    services: [
      item('Fitted furniture', 'Made to fit your space.', /fitted|wardrobe|shelv|cabinet/i),
      item('Doors & windows', 'Hung and fitted with care.', /door|window/i),
      item('Kitchens', 'Kitchens fitted neatly and properly.', /kitchen/i),
    ],
  },
  {
    id: 'removals',
    words: ['removals company', 'removal company', 'removals', 'man and van', 'moving company', 'movers'],
    industry: 'professional',
    noun: 'removals business',
    services: [
      item('House moves', 'Your home moved with care.', /house|home/i),
      item('Office moves', 'Moves planned around your working day.', /office/i),
      item('Packing', 'Careful packing, if you would like it.', /pack/i),
    ],
  },
  {
    id: 'dog-walker',
    words: [
      'dog walker',
      'dog walking',
      'pet sitter',
      'pet sitting',
      'dog sitter',
      'doggy day care',
      'dog daycare',
    ],
    industry: 'professional',
    noun: 'dog walking business',
    services: [
      item('Dog walks', 'Regular walks, fitted around your day.', /walk/i),
      item('Pet sitting', 'Care for your pets while you are away.', /sit|board/i),
      item('Puppy visits', 'Short visits for young dogs.', /pupp/i),
    ],
  },
  {
    id: 'chiropractor',
    words: ['chiropractor', 'chiropractic clinic', 'osteopath', 'osteopathy', 'podiatrist', 'chiropodist'],
    industry: 'healthcare',
    noun: 'clinic',
    services: [],
  },
  {
    id: 'music-teacher',
    words: [
      'music teacher',
      'piano teacher',
      'guitar teacher',
      'singing teacher',
      'music school',
      'dance school',
      'dance studio',
      'dance teacher',
    ],
    industry: 'education',
    noun: 'school',
    services: [
      item('Lessons for beginners', 'A friendly first step.', /beginner/i),
      item('Private lessons', 'One-to-one lessons at your pace.', /private|1-to-1|one-to-one/i),
      item('Group classes', 'Learning together.', /group|class/i),
    ],
  },
  {
    id: 'martial-arts',
    words: ['martial arts school', 'martial arts club', 'boxing gym', 'karate club', 'judo club', 'dojo'],
    industry: 'fitness',
    noun: 'club',
    services: [],
  },
  {
    id: 'bike-shop',
    words: ['bike shop', 'cycle shop', 'bicycle shop', 'bike repair'],
    industry: 'retail',
    noun: 'bike shop',
    services: [
      item('Repairs & servicing', 'Your bike looked after properly.', /repair|servic|fix/i),
      item('Bikes', 'Bikes chosen with care, with honest advice.', /bike|bicycle|e-bike/i),
      item('Parts & accessories', 'The bits you need to keep riding.', /part|accessor/i),
    ],
  },
  {
    id: 'gift-shop',
    words: ['gift shop', 'gift shops', 'homeware shop', 'homeware store', 'card shop'],
    industry: 'retail',
    noun: 'gift shop',
    services: [],
  },
];

type Word = { kind: Kind; label: string };

const WORDS = new Map<string, Word>();
for (const kind of KINDS) {
  for (const spec of kind.words) {
    const [word, label = word] = spec.split('=');
    // "barbers" is matched as "barber" plus its plural, so the copy says "a barber".
    const singular = kind.words.find((w) => w !== spec && (word === `${w}s` || word === `${w}es`));
    WORDS.set(word, { kind, label: singular ? (singular.split('=')[1] ?? singular) : label });
  }
}
const escapeWord = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Longest first, so "hair salon" wins over "salon" where both match.
const KIND_WORD = new RegExp(
  `(?<![\\p{L}\\d])(${[...WORDS.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeWord)
    .join('|')})(?:e?s)?(?![\\p{L}\\d])`,
  'giu',
);

/** A kind found in a description: the kind, how the owner put it ("a family bakery") and where its word ends. */
export type KindMatch = { kind: Kind; phrase: string; end: number };

// Slips of the keyboard in the words the copy repeats ("famly bakery").
const TYPOS: Record<string, string> = {
  famly: 'family',
  familly: 'family',
  fmaily: 'family',
  independant: 'independent',
  indepedent: 'independent',
  freindly: 'friendly',
  frendly: 'friendly',
  profesional: 'professional',
  proffesional: 'professional',
  qualifed: 'qualified',
  experianced: 'experienced',
  experinced: 'experienced',
  neighbourhod: 'neighbourhood',
  neigbourhood: 'neighbourhood',
  neighborhod: 'neighborhood',
  resturant: 'restaurant',
  emergancy: 'emergency',
};

/** The owner's words for the kind, with common slips put right for the copy ("an independant shop"). */
export function tidyKind(phrase: string): string {
  return phrase.replace(/\p{L}+/gu, (w) => {
    const fixed = TYPOS[w.toLowerCase()];
    return fixed ? (/^\p{Lu}/u.test(w) ? fixed[0].toUpperCase() + fixed.slice(1) : fixed) : w;
  });
}

const MODIFIER_STOP =
  /^(?:a|an|the|our|my|your|we|we're|i|i'm|am|is|are|was|be|run|runs|own|owns|do|does|offer|offers|in|at|on|of|for|with|from|by|to|and|or|&|called|named|based|located|near|this|that|just|hi|hello|welcome)$/i;
// Where the words naming the business stop and the rest of the clause begins.
const CLAUSE_CUT =
  /\s+(?:in|at|near|for|with|based|located|serving|covering|offering|specialising|specializing|selling|that|who|which|since|across|around|from)\s|\s+[-–—]\s|[,;:.!?()|\n]/iu;

function phraseFor(region: string, start: number, label: string, name?: string): string {
  const nameWords = new Set((name ?? '').toLowerCase().split(/\s+/));
  const before = region.slice(0, start).split(/\s+/).filter(Boolean);
  const modifiers: string[] = [];
  for (let i = before.length - 1; i >= 0 && modifiers.length < 3; i--) {
    const word = before[i];
    if (MODIFIER_STOP.test(word) || nameWords.has(word.toLowerCase())) break;
    // "24 hour gym": a chain that began with a number or a symbol is left out whole.
    if (!/^[\p{L}][\p{L}'’-]*$/u.test(word)) {
      modifiers.length = 0;
      break;
    }
    modifiers.unshift(word);
  }
  // "Family bakery…" at the start of a sentence: the capital belongs to the sentence, not the word.
  if (modifiers.length > 0 && /^\p{Lu}\p{Ll}*$/u.test(modifiers[0]) && before.length === modifiers.length)
    modifiers[0] = modifiers[0].toLowerCase();
  const words = [...modifiers, label].join(' ');
  return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
}

// Words that may follow the kind without changing it ("a dog grooming service", "a roofing company").
const TRAILING_NOUN =
  /^(?:\s+(?:services?|business|company|studio|shop|practice|clinic|firm|agency|specialists?|centre|center|team|contractors?))*[\s\p{P}\p{S}]*$/u;

/** The kind word that heads a phrase: its last, so "boutique hotel" is a hotel and no boutique. */
function lastMatch(region: string): RegExpExecArray | undefined {
  let last: RegExpExecArray | undefined;
  for (const m of region.matchAll(KIND_WORD)) last = m as RegExpExecArray;
  return last && TRAILING_NOUN.test(region.slice(last.index + last[0].length)) ? last : undefined;
}

/**
 * The kind of business a description is about. Only the words that name the business count:
 * the owner's own "X is a …" phrase when there is one, else the opening words of the description
 * ("Family bakery in Leeds, …"), where the last kind word is the head ("wedding photographer").
 */
export function matchKind(text: string, name?: string, ownerKind?: string): KindMatch | undefined {
  if (ownerKind) {
    const m = lastMatch(ownerKind);
    if (!m) return undefined;
    const at = text.indexOf(ownerKind);
    return {
      kind: wordOf(m[1]).kind,
      phrase: ownerKind,
      end: at >= 0 ? at + ownerKind.length : m.index + m[0].length,
    };
  }
  const sentence = /^[^.!?\n]*/.exec(text)?.[0] ?? '';
  const lowerName = name?.toLowerCase();
  let offset = 0;
  let inName: KindMatch | undefined;
  // The name may come first ("Crumbs & Co - family bakery in York"): look at two fragments at most.
  for (const fragment of sentence.split(/(?=\s+[-–—]\s|[,;:(|])/).slice(0, 2)) {
    const lead = /^(?:\s+[-–—]\s|[,;:(|])?\s*/.exec(fragment)?.[0].length ?? 0;
    const body = fragment.slice(lead);
    const cut = CLAUSE_CUT.exec(body);
    const region = cut ? body.slice(0, cut.index) : body;
    const m = lastMatch(region);
    const end = offset + lead + (m ? m.index + m[0].length : 0);
    // "Iron Temple Gym – …": a kind word inside the name tells the kind, not how to describe it.
    const withinName = Boolean(
      m &&
        lowerName?.includes(
          region
            .slice(0, m.index + m[0].length)
            .toLowerCase()
            .trim(),
        ),
    );
    if (m && !withinName) {
      const word = wordOf(m[1]);
      return { kind: word.kind, phrase: phraseFor(region, m.index, word.label, name), end };
    }
    if (m && !inName) inName = { kind: wordOf(m[1]).kind, phrase: '', end };
    // Only a name is passed over; "Bright Minds Tutoring offers maths, …" ends the search here.
    const isName =
      (lowerName && region.trim().toLowerCase() === lowerName) ||
      /^(?:[\p{Lu}\d][\p{L}\d'’.-]*|&|and|of|the|co)(?:\s+(?:[\p{Lu}\d][\p{L}\d'’.-]*|&|and|of|the|co))*\s*$/u.test(
        region,
      );
    if (!isName) break;
    offset += fragment.length;
  }
  return inName;
}

function wordOf(matched: string): Word {
  const lower = matched.toLowerCase();
  return (WORDS.get(lower) ?? WORDS.get(lower.replace(/e?s$/, ''))) as Word;
}

const OPENING_STOP =
  /^(?:we|we're|i|i'm|im|our|my|your|the|a|an|this|looking|need|want|please|hi|hello|hey|welcome|just|new|help|website|site|make|build|create)$/i;

/**
 * How the owner put a kind the table does not know, from the opening words of an all-lower-case
 * description ("pottery studio in leeds, …" → "a pottery studio"); undefined when they are not plainly one.
 */
export function openingKind(text: string): string | undefined {
  const first = /^[^,;:.!?()\n]*/.exec(text)?.[0] ?? '';
  const cut = CLAUSE_CUT.exec(first);
  const words = (cut ? first.slice(0, cut.index) : first).trim().split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > 4 || OPENING_STOP.test(words[0])) return undefined;
  // "sourdough and custom cakes in leeds" lists things; a kind is one noun with its modifiers.
  if (!words.every((w) => /^\p{Ll}[\p{Ll}'’-]*$/u.test(w) && !/^(?:and|or|n|&)$/.test(w))) return undefined;
  if (/(?<!s)s$/.test(words[words.length - 1])) return undefined;
  const phrase = tidyKind(words.join(' '));
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

/** Whether words name a kind of business ("hair salon in croydon"), rather than a business. */
export function namesKind(text: string): boolean {
  // "yoga with priya" is a name; "hair salon in croydon" is a kind and a place.
  const region = text.split(/\s+(?:in|at|near)\s/i)[0];
  return Boolean(lastMatch(region));
}

export const KIND_BY_ID = new Map(KINDS.map((k) => [k.id, k]));
