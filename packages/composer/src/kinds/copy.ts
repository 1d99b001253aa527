import type { KindCopy } from './types';

/** Copy written for kinds whose industry's phrase bank does not fit them. */
export const BAKERY: KindCopy = {
  headlines: [
    'Baked with care[ in {location}]',
    'Good bakes, good company',
    'Your local bakery[ in {location}]',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], baking {services} with care.',
    '{name} is {kind}[ in {location}] — good bakes, made with care and shared with our neighbours.',
  ],
  buttons: [
    '{Visit us|Visit us in {location}|Come and see us|Come and visit}',
    '{Find us|Find us in {location}|How to find us}',
    'Visit the bakery',
  ],
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
    {
      name: '{Baked with care|Baked properly|Made by hand|Baked in {location}}',
      description:
        'We take our time over everything we bake{, from {services} to the smallest roll| at {name}|}.',
    },
    {
      name: '{A friendly counter|Friendly faces|A chat at the counter|Welcome to {name}}',
      description:
        'A warm welcome{ at {name}|}, whether you are a regular{ in {location}|} or popping in for the first time.',
    },
    {
      name: 'Part of the neighbourhood',
      description: 'A local bakery{ in {location}|} that knows its regulars.',
    },
  ],
  faq: [
    {
      question: 'Can I order something for a special occasion?',
      answer: 'Get in touch and tell us what you have in mind — we will let you know what we can do.',
    },
    {
      question: 'Can I ask what goes into a bake?',
      answer:
        'Of course. Ask us at the counter or get in touch and we will tell you what goes into each one{ — {services} included|}.',
    },
    {
      question: 'How do I get in touch{ with {name}|}?',
      answer:
        '{Use the contact details on this page{ or drop in when you are in {location}|}|Call, email or drop in{ when you are in {location}|}} and we will get back to you as soon as we can.',
    },
  ],
  ctaTitles: [
    '{Pop in and say hello|Drop in and say hello|Come in and say hello}',
    'Come and see what is on the counter{ at {name}|}',
  ],
  ctaSubtitles: [
    'Find our details below and come and visit{ us in {location}|}.',
    'Ask us about an order{ of {services}|} or simply drop by.',
  ],
  ctaButtons: [
    '{Plan your visit|Plan a trip to {name}|Come and see us}',
    '{Get in touch|Say hello|Send a message|Contact us in {location}}',
  ],
  aboutExpandedTitle: 'How we bake',
  aboutExpanded: [
    'Good baking takes time. {At {name}, we|We} mix, shape and bake with care, taste as we go and only put out what we are proud of. The result is simple, generous baking{ — {services} included —|} made for sharing.',
  ],
  contactTitle: 'Visit the bakery',
  footers: ['{name} — baked with care[ in {location}].', 'Good bakes and a warm welcome[ in {location}].'],
};

export const CAFE: KindCopy = {
  headlines: [
    'Good coffee, good company[ in {location}]',
    'Come in, sit down, stay a while',
    'Your local {noun}[ in {location}]',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], serving {services}.',
    '{name} is {kind}[ in {location}] — somewhere to slow down and stay a while.',
  ],
  buttons: [
    '{Visit us|Visit us in {location}|Come and see us|Come and visit}',
    '{Find us|Find us in {location}|How to find us}',
  ],
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
    {
      name: '{A warm welcome|A friendly welcome|Glad to see you|Made welcome|Welcome to {name}}',
      description: 'Friendly faces{ at {name}|}, whether you are a regular or new in {{location}|town}.',
    },
    {
      name: '{Made with care|Made properly|Care in every step|Made in {location}}',
      description: 'We take our time over everything we serve{, {services} included| at {name}|}.',
    },
    { name: 'Stay a while', description: 'Take a seat{ at {name}|} and take your time.' },
  ],
  faq: [
    {
      question: 'Can I just drop in?',
      answer: 'Of course — come in whenever we are open{ in {location}|} and we will look after you.',
    },
    {
      question: 'Can I ask what is in something?',
      answer: 'Ask us at the counter — we are happy to tell you what goes into everything we serve.',
    },
    {
      question: 'How do I get in touch{ with {name}|}?',
      answer:
        '{Use the contact details on this page{ or drop in when you are in {location}|}|Call, email or drop in{ when you are in {location}|}} and we will get back to you as soon as we can.',
    },
  ],
  ctaTitles: [
    '{Pop in and say hello|Drop in and say hello|Come in and say hello}',
    'See you soon{ at {name}|}',
  ],
  ctaSubtitles: ['Find our details below and come and visit{ us in {location}|}.'],
  ctaButtons: [
    '{Plan your visit|Plan a trip to {name}|Come and see us}',
    '{Get in touch|Say hello|Send a message|Contact us in {location}}',
  ],
  aboutExpandedTitle: 'What we care about',
  aboutExpanded: [
    '{At {name}, we|We} keep things simple: good drinks, good food and a friendly welcome. We take care over everything we serve{, from {services}|} and always have time for a chat — the kind of place you are glad to have nearby.',
  ],
  contactTitle: '{Visit us|Come and see us|Where to find us}',
  footers: ['{name} — good coffee and a warm welcome[ in {location}].', 'Your local {noun}[ in {location}].'],
};

export const FOOD_TRUCK: KindCopy = {
  headlines: ['Street food, made with care[ in {location}]', 'Good food on the move', 'Follow the queue'],
  subtitles: [
    '{name} is {kind}[ in {location}], serving {services}.',
    '{name} is {kind}[ in {location}] — street food made with care.',
  ],
  buttons: [
    '{Find us|Find us in {location}|How to find us}',
    '{Get in touch|Say hello|Send a message|Contact us in {location}}',
  ],
  about: [
    '{name} is {kind}[ in {location}][, on the road since {year}]. We keep the menu short, cook everything with care and love a chat at the hatch[ — especially with {audience}].',
    'We started {name} to bring good street food to more people[ in {location}]. Look out for us, come hungry and tell us what you think.',
  ],
  ctaTitles: ['Come and find us', 'Catch us soon'],
  ctaSubtitles: ['Get in touch to find out where we will be next.'],
  ctaButtons: [
    '{Get in touch|Say hello|Send a message|Contact us in {location}}',
    '{Find us|Find us in {location}|How to find us}',
  ],
  contactTitle: '{Find us|Where to find us|Come and find us}',
  footers: ['{name} — street food made with care[ in {location}].'],
};

export const CATERING: KindCopy = {
  headlines: [
    'Food for your occasion[ in {location}]',
    'Catering made easy',
    'Good food for every gathering',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], offering {services}.',
    '{name} is {kind}[ in {location}] — good food for your gathering, planned with you.',
  ],
  buttons: ['Enquire now', '{Get a quote|Ask for a quote|Quote for your job|Get a quote from {name}}'],
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
  ctaButtons: ['Enquire now', '{Get in touch|Say hello|Send a message|Contact us in {location}}'],
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
      question:
        '{Can you cater for allergies and dietary needs?|What if I have an allergy?|Can you cook around dietary needs{ at {name}|}?}',
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

export const BARBER: KindCopy = {
  headlines: ['Sharp cuts[ in {location}]', 'Look sharp, feel sharp', 'A proper cut, done with care'],
  subtitles: [
    '{name} is {kind}[ in {location}], offering {services}.',
    '{name} is {kind}[ in {location}], where every cut gets time and care.',
  ],
  buttons: ['Book a cut', '{Find us|Find us in {location}|How to find us}'],
  about: [
    '{name} is {kind}[ in {location}]. Take a seat, tell us what you want and we will take care over every detail[ — for {audience}].[ Cutting hair since {year}.]',
    'At {name}, a good cut starts with listening. We talk through what you want, cut with care and never rush the finish.',
  ],
  servicesTitles: ['What we do', 'In the chair'],
  servicesSubtitles: ['Every cut starts with a quick chat about what you want.'],
  serviceLines: ['{service}, done with care and a sharp finish.', '{service} — no rush, just a proper job.'],
  featuresTitle: 'Why people come back',
  features: [
    {
      name: '{Time to listen|We listen first|{name} listens first|Listening comes first|Time for your questions}',
      description:
        'Every visit{ to {name}| to our {location} {noun}|} starts with a chat about what you want.',
    },
    {
      name: '{Attention to detail|The details matter|Care in the details|Finished properly|Detail by detail}',
      description: 'We take the time to get the finish right{ on {services}| at {name}|}.',
    },
    { name: 'A relaxed chair', description: 'Easy conversation and no rush{ at {name}| in {location}|}.' },
  ],
  ctaTitles: ['Due a trim?', 'Time for a fresh cut?'],
  ctaSubtitles: ['Find our details below and book your next cut{ at {name}| in {location}|}.'],
  ctaButtons: [
    '{Book now|Book a place|Reserve a place}',
    '{Get in touch|Say hello|Send a message|Contact us in {location}}',
  ],
  aboutExpandedTitle: 'How we work',
  aboutExpanded: [
    '{At {name}, we|We} keep it simple: listen first, cut with care and never rush the finish. Tell us how you like it and we will remember next time.',
  ],
  contactTitle: 'Visit the shop',
  footers: ['{name} — sharp cuts[ in {location}].'],
  plans: [
    { name: 'Cut', features: ['A cut and finish'] },
    { name: 'Cut & beard', features: ['Cut plus beard tidy'] },
    { name: 'The works', features: ['The full visit'] },
  ],
};

export const DOG_GROOMING: KindCopy = {
  headlines: ['Grooming your dog will love', 'Clean, comfy and looking great', 'Happy dogs[ in {location}]'],
  subtitles: [
    '{name} is {kind}[ in {location}], offering {services}.',
    '{name} is {kind}[ in {location}] — calm, careful grooming for your dog.',
  ],
  buttons: [
    'Book a groom',
    '{Get in touch|Say hello|Send a message|Contact us in {location}}',
    'Ask about a groom',
  ],
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
    {
      name: '{Gentle handling|Handled gently|Calm and gentle|Patience first}',
      description: 'Calm, patient care for nervous and bouncy dogs alike{ at {name}| in {location}|}.',
    },
    {
      name: '{Time to listen|We listen first|{name} listens first|Listening comes first|Time for your questions}',
      description: 'Tell us about your dog and how you like them groomed[ — {services}].',
    },
    {
      name: '{Attention to detail|The details matter|Care in the details|Finished properly|Detail by detail}',
      description: 'We take our time to get the finish right{ on every groom at {name}|}.',
    },
  ],
  faq: [
    {
      question: 'How do I book a groom?',
      answer:
        '{Get in touch|Contact {name}} using the details on this page and we will find a time that suits you{ for {services}|}.',
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
  ctaButtons: [
    'Book a groom',
    '{Get in touch|Say hello|Send a message|Contact us in {location}}',
    'Ask us about your dog',
  ],
  aboutExpandedTitle: 'How we groom',
  aboutExpanded: [
    'Every dog is different. {At {name}, we|We} start with a gentle hello, check the coat and work at a pace your dog is comfortable with — with breaks when they need them.',
  ],
  contactTitle: 'Book a groom',
  footers: ['{name} — gentle dog grooming[ in {location}].'],
  plans: [
    { name: 'Bath & brush', features: ['A quick freshen-up'] },
    { name: 'Full groom', features: ['Bath, cut and finish'] },
    { name: 'Puppy groom', features: ['A gentle first visit'] },
  ],
};

export const YOGA: KindCopy = {
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

export const TRAINER: KindCopy = {
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

export const VET: KindCopy = {
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
