import type { IndustryProfile } from './profile';

export const restaurant: IndustryProfile = {
  noun: 'kitchen',
  headlines: [
    'Good food, made with care[ in {location}]',
    'Fresh from our kitchen to your table',
    'Come hungry, leave happy',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}] — honest cooking, made with care.',
    '{name} serves honest cooking[ in {location}] — the kind of place you come back to.',
    'Pull up a chair at {name}[ in {location}]. We cook everything with care and serve it with a smile.',
    'At {name}, the menu is yours to explore — come in and see what is cooking.',
  ],
  buttons: [
    'See the menu',
    '{Visit us|Visit us in {location}|Come and see us|Come and visit}',
    '{Find us|Find us in {location}|How to find us}',
  ],
  aboutTitles: ['Our story', 'About {name}', 'Welcome to {name}'],
  about: [
    '{name} is a place for good food and good company[ in {location}][, open since {year}]. We keep the menu focused, cook with care and take the time to get the details right[, for {audience}]. Whether you drop in for a quick bite or settle in for a long meal, we want you to leave already planning your next visit.',
    '[Since {year}, ]{name} has been cooking for our neighbours[ in {location}]. Our kitchen is built around simple ideas: good food, good company and a warm welcome for everyone who walks through the door[, especially {audience}].',
  ],
  servicesTitles: ['On the menu', 'What we serve', 'From our kitchen'],
  servicesSubtitles: ['A few favourites from our kitchen.', 'Ask us what is on today.'],
  services: [
    {
      name: 'Breakfast & brunch',
      description: 'Slow mornings and hearty plates to start the day right.',
      when: /breakfast|brunch/i,
    },
    {
      name: 'Coffee & drinks',
      description: 'Carefully made coffee, tea and drinks to go with every meal.',
      when: /coffee|caf|espresso|tea/i,
    },
    {
      name: 'Fresh bakes',
      description: 'Bread, pastries and cakes to enjoy with us or take home.',
      when: /bak|pastr|cake|bread/i,
    },
    {
      name: 'Lunch & dinner',
      description: 'From quick lunches to long dinners.',
      when: /lunch|dinner|restaurant|bistro|diner|eatery|grill/i,
    },
    {
      name: 'Takeaway',
      description: 'Your favourites packed up to enjoy at home.',
      when: /takeaway|take-away|take out|to go|delivery/i,
    },
    {
      name: 'Catering & events',
      description: 'Food for your gathering, planned with you from the first call.',
      when: /cater|event|party|wedding/i,
    },
    {
      name: 'Desserts',
      description: 'Something sweet to finish.',
      when: /dessert|sweet|cake|ice cream|gelato/i,
    },
    { name: 'Our menu', description: 'Dishes we are proud of — ask us what is on today.' },
    { name: 'Seasonal specials', description: 'Dishes that change with what is fresh.' },
    { name: 'Drinks', description: 'Something good to sip with every meal.' },
  ],
  serviceLines: [
    '{service}, served with a warm welcome.',
    'Our {service} — come in and try it.',
    '{service} the way we like to make it: simple, generous and full of flavour.',
  ],
  featuresTitle: 'Why people come back',
  features: [
    {
      name: '{Come as you are|Everyone welcome|Relaxed and easy-going|Just as you are|All welcome in {location}}',
      description:
        'Drop in{ to {name}| on your way through {location}|} for a quick bite or settle in for a long meal.',
    },
    {
      name: '{Good company|Company worth keeping|Time well spent|Good times{ in {location}|}|Friends welcome}',
      description:
        'A quick bite on your own or a long lunch with friends — there is room for both{ at {name}| in our {location} {noun}|}.',
    },
    {
      name: '{A warm welcome|A friendly welcome|Glad to see you|Made welcome|Welcome to {name}}',
      description:
        'Friendly service{ at {name}|}, whether you are a regular{ in {location}|} or here for the first time.',
    },
  ],
  faq: [
    {
      question:
        '{Can you cater for allergies and dietary needs?|What if I have an allergy?|Can you cook around dietary needs{ at {name}|}?}',
      answer:
        'Tell us about any allergies or dietary needs when you order and we will talk you through what is in each dish{ — {services} included|}.',
    },
    {
      question: 'How can I book{ a table at {name}| or ask a question}?',
      answer:
        '{Get in touch|Message {name}|Contact us} using the contact details on this page and we will get back to you as soon as we can.',
    },
    {
      question:
        '{Does the menu change?|Is the menu always the same?|Does the menu change with the seasons{ at {name}|}?}',
      answer:
        'Our favourites stay{ — {services} included —|}, and we add dishes as the seasons change. Ask us what is new when you visit{ {name}|}.',
    },
  ],
  ctaTitles: ['Hungry yet?', 'Join us for a meal{ at {name}| in {location}|}', 'Come and eat with us'],
  ctaSubtitles: [
    'Drop by{ {name}| in {location}|} or get in touch — we would love to cook for you.',
    'Come for the {services} and stay for the company.',
  ],
  ctaButtons: [
    '{Plan your visit|Plan a trip to {name}|Come and see us}',
    '{Get in touch|Say hello|Send a message|Contact us in {location}}',
    'Visit {name}',
  ],
  plans: [],
  aboutExpandedTitle: 'What to expect',
  aboutExpanded: [
    '{At {name}, we|We} love feeding people. Come and see what is on the menu{ — {services} and more|}, ask us anything about a dish and take your time — whether it is a quick bite or a long meal with friends, we want you to leave already planning your next visit.',
  ],
  contactTitle: '{Visit us|Come and see us|Where to find us}',
  footers: [
    '{name} — good food and a warm welcome[ in {location}].',
    'Fresh cooking and friendly service[ in {location}].',
  ],
};

export const travel: IndustryProfile = {
  noun: 'travel company',
  headlines: [
    'Your next adventure starts here',
    'Travel made simple[ from {location}]',
    'Discover more[ in {location}]',
    'Stay, explore, unwind',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], here to make your time away easy and memorable.',
    '{name} plans trips and stays around what you want from your time away.',
    'From the first idea to the journey home, {name} takes care of the details so you can enjoy the trip.',
  ],
  buttons: ['Plan your trip', 'Start planning', 'Check availability'],
  aboutTitles: ['About {name}', 'Why travel with us'],
  about: [
    '{name}[ is based in {location} and] helps travellers[ — {audience} —] spend their time away well. We listen to what you want, suggest what we know works, and take care of the arrangements so nothing gets in the way of a good trip.[ We have been doing this since {year}.]',
    'Travel should feel easy. At {name} we plan around you: your pace, your budget and the experiences you are looking for[, with a special eye for {audience}]. [Since {year}, ]we have made it our job to know the details so you do not have to.',
  ],
  servicesTitles: ['What we offer', 'Ways to travel with us'],
  servicesSubtitles: ['Trips, stays and experiences planned around you.'],
  services: [
    { name: 'Tailor-made trips', description: 'Itineraries built around your dates, interests and pace.' },
    {
      name: 'Guided tours',
      description: 'Small-group and private tours led by people who know the place.',
      when: /tour|guide/i,
    },
    {
      name: 'Places to stay',
      description: 'Comfortable rooms and a good night’s rest after a day out.',
      when: /hotel|b&b|bed and breakfast|guest|room|stay|inn|lodge/i,
    },
    { name: 'Group travel', description: 'Trips for families, friends and groups, organised end to end.' },
    { name: 'Day trips & excursions', description: 'Short adventures that fit into a busy schedule.' },
    { name: 'Travel advice', description: 'Honest answers about where to go, when, and what to expect.' },
  ],
  serviceLines: [
    '{service}, planned around what you want from your trip.',
    '{service} arranged with care, from the first question to the last detail.',
  ],
  featuresTitle: 'Travel with confidence',
  features: [
    {
      name: '{Planned around you|Built around you|Your plans, your pace|Made to fit|Your trip, your way}',
      description: 'Your interests and pace shape every plan{ {name} makes| we make}.',
    },
    {
      name: '{Local knowledge|Local know-how|We know {location}|Know the area|At home in {location}}',
      description: 'We share what we know{ about {location}|} so you spend time on what matters.',
    },
    {
      name: '{One point of contact|One person to ask|A single contact|One name to call}',
      description:
        'Questions before or during the trip go to people{ at {name}|} who know your plans{ — {services} included|}.',
    },
  ],
  faq: [
    {
      question: 'How do I start planning{ with {name}|}?',
      answer:
        'Send us a message with your dates and ideas, and we will come back to you with suggestions{ for {services}|}.',
    },
    {
      question: 'Can {{name}|you} plan a trip for a group?',
      answer:
        'Yes — tell us how many people are travelling and what you have in mind, and we will plan around the group.',
    },
    {
      question: 'What if my plans change?',
      answer: '{Get in touch|Let {name} know} as soon as you know and we will talk you through your options.',
    },
  ],
  ctaTitles: ['Ready to get away?', 'Where to next{ with {name}|}?'],
  ctaSubtitles: ['Tell {us|{name}} where you want to go and we will help you get there.'],
  ctaButtons: ['Start planning', '{Ask us anything|Ask a question}', 'Plan with {name}'],
  plans: [],
  aboutExpandedTitle: 'How we plan your trip',
  aboutExpanded: [
    'Every trip{ with {name}|} starts with a conversation. We ask what you enjoy, how you like to travel and what you want to come home with, then shape a plan around it. You get clear suggestions, the details taken care of, and someone to ask{ in {location}|} when you need it.',
  ],
  contactTitle: 'Plan with us',
  footers: ['{name} — trips and stays planned with care.', 'Travel planned around you[, from {location}].'],
};

export const entertainment: IndustryProfile = {
  noun: 'entertainment company',
  headlines: [
    'Make it a night to remember',
    'Fun for everyone[ in {location}]',
    'Great times start here',
    'Let’s get the party started',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}] — here to make your next occasion one to remember.',
    '{name} brings the energy[ to {location}] — so your event is the one people talk about.',
    'At {name}, we create experiences that bring people together and keep them smiling.',
  ],
  buttons: [
    '{Book now|Book a place|Reserve a place}',
    'Check dates',
    '{Get in touch|Say hello|Send a message|Contact us in {location}}',
  ],
  aboutTitles: ['About {name}', 'Who we are'],
  about: [
    '{name} is all about good times[ in {location}]. We plan every experience so guests can relax and enjoy themselves[ — whether that is {audience} or a crowd of friends]. [Since {year}, ]we have been turning ordinary evenings into stories worth retelling.',
    'We started {name} to give people something to look forward to[ in {location}]. From the first enquiry to the final encore, we care about the little details that make an occasion feel special.',
  ],
  servicesTitles: ['What we do', 'Experiences'],
  servicesSubtitles: ['Something for every crowd and every occasion.'],
  services: [
    { name: 'Private events', description: 'Birthdays, celebrations and get-togethers planned around you.' },
    { name: 'Corporate events', description: 'Team nights and company parties that people actually enjoy.' },
    {
      name: 'Live entertainment',
      description: 'Performances that set the mood and fill the room.',
      when: /live|band|music|dj|perform/i,
    },
    {
      name: 'Weddings',
      description: 'Entertainment for your big day, planned with you in advance.',
      when: /wedding/i,
    },
    { name: 'Group bookings', description: 'Bring your friends — we will make room for everyone.' },
    {
      name: 'Kids’ parties',
      description: 'Fun, age-appropriate entertainment for younger guests.',
      when: /kid|child|famil/i,
    },
  ],
  serviceLines: ['{service}, planned so everyone has a great time.', '{service} — the fun part is on us.'],
  featuresTitle: 'Why book with us',
  features: [
    {
      name: '{Planned with you|Planned together|Your ideas first|Shaped with you|Planned in {location}}',
      description: 'We talk through your event{ with you at {name}|} so it fits the crowd and the occasion.',
    },
    {
      name: '{Great atmosphere|A lively room|Good atmosphere|Somewhere to enjoy|A night out in {location}}',
      description:
        'We read the room and keep the energy right all night{ — {services} included| at {name}|}.',
    },
    {
      name: 'Easy from start to finish',
      description: 'Clear plans and quick answers{ from {name}|}, so you can enjoy the day.',
    },
  ],
  faq: [
    {
      question: 'How far ahead should I book?',
      answer:
        'As early as you can — popular dates go quickly. {Get in touch|Message {name}} and we will check what is available.',
    },
    {
      question: 'Can {{name}|you} tailor the event to our group?',
      answer: 'Yes. Tell us about your guests and the occasion and we will suggest what will work best.',
    },
    {
      question: 'What do you need from me to book?',
      answer: 'Your date, rough numbers and the kind of event you have in mind are enough to get started.',
    },
  ],
  ctaTitles: ['Got a date in mind?', 'Let’s plan something fun{ in {location}|}'],
  ctaSubtitles: ['Tell {us|{name}} about your event and we will take it from there.'],
  ctaButtons: ['Check availability', 'Enquire now', 'Ask {name}'],
  plans: [
    { name: 'Essentials', features: ['For smaller get-togethers'] },
    { name: 'Celebration', features: ['Our most popular choice'] },
    { name: 'The works', features: ['For big occasions'] },
  ],
  aboutExpandedTitle: 'How we plan your event',
  aboutExpanded: [
    '{At {name}, we|We} start by listening: who is coming, what the occasion is and how you want people to feel. Then we plan the running order, prepare everything ahead of the day and arrive ready — so all you need to do is enjoy it.',
  ],
  contactTitle: 'Book your date',
  footers: ['{name} — good times[ in {location}].', 'Entertainment and events people remember.'],
};
