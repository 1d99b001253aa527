import type { IndustryProfile } from './profile';

export const retail: IndustryProfile = {
  noun: 'shop',
  headlines: [
    'Find something you will love',
    'Thoughtfully chosen, happily shared',
    'Your local favourite[ in {location}]',
    'Good things, carefully chosen',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], full of things chosen with care.',
    '{name} is an independent shop[ in {location}] full of things chosen with care.',
    'Browse, discover and find something special at {name}.',
  ],
  buttons: [
    '{Shop now|Browse the shop|See what is in}',
    '{Visit the shop|Visit the {location} shop|Come into the shop}',
    'Browse our range',
  ],
  aboutTitles: ['About {name}', 'Our shop'],
  about: [
    '{name} is an independent shop[ in {location}] where every product earns its place on the shelf. We choose what we stock with care, know our range well and are always happy to help you find the right thing[ — for {audience}].[ We have been trading since {year}.]',
    'We opened {name} to bring together things we love and believe in. Come in to browse, ask questions and get honest advice[, whether you are shopping for yourself or for {audience}].',
  ],
  servicesTitles: ['What we sell', 'Our range', 'In the shop'],
  servicesSubtitles: ['A carefully chosen range, with friendly advice when you need it.'],
  services: [
    { name: 'New arrivals', description: 'Fresh finds that have just landed on our shelves.' },
    {
      name: 'Gifts',
      description: 'Thoughtful presents for every occasion and budget.',
      when: /gift|present/i,
    },
    {
      name: 'Local makers',
      description: 'Products from independent makers we know and trust.',
      when: /local|handmade|maker/i,
    },
    { name: 'Everyday essentials', description: 'The things you come back for, always in stock.' },
    { name: 'Personal advice', description: 'Friendly, honest help to find exactly what you need.' },
    { name: 'Orders & reservations', description: 'Ask us to order in or set aside something special.' },
  ],
  serviceLines: [
    '{service}, chosen with care and ready to take home.',
    'Our range of {service}, with friendly advice to help you choose.',
  ],
  featuresTitle: 'Why shop with us',
  features: [
    {
      name: '{Carefully chosen|Chosen with care|Picked for {location}|Only what we believe in|Chosen by {name}}',
      description:
        'Every product{ at {name}| on our {location} shelves|} is picked because we believe in it.',
    },
    {
      name: '{Friendly advice|Advice when you want it|Help to choose|Ask {name} anything|Help in {location}}',
      description:
        'Ask us anything{ about {services}| when you visit {name}|} — we know our range inside out.',
    },
    {
      name: 'Independent at heart',
      description: 'Shopping{ at {name}| with us} supports a local, independent business{ in {location}|}.',
    },
  ],
  faq: [
    {
      question: 'Can {{name}|you} order something in for me?',
      answer:
        'Ask us — tell us what you are looking for{, whether it is {services} or something else|} and we will let you know what we can do.',
    },
    {
      question: 'Can I reserve an item{ at {name}|}?',
      answer:
        '{Get in touch|Message {name}|Call or message the {location} shop} with the details and we will let you know how long we can hold it.',
    },
    {
      question: 'Do you help with gift ideas{ at {name}|}?',
      answer:
        'Always. Tell us a little about who it is for and we will suggest a few ideas{ from our {services}| from around the shop}.',
    },
  ],
  ctaTitles: [
    '{Come and browse{ at {name}|}|Come in and have a look{ in {location}|}}',
    'Pop in and say hello{ in {location}|}',
  ],
  ctaSubtitles: ['Visit {name} and discover something new.', 'Come and see our {services} for yourself.'],
  ctaButtons: [
    '{Plan your visit|Plan a trip to {name}|Come and see us}',
    '{Get in touch|Say hello|Send a message|Contact us in {location}}',
    'Visit {name}',
  ],
  plans: [],
  aboutExpandedTitle: 'How we choose what we sell',
  aboutExpanded: [
    '{At {name}, we|We} only stock things we would happily buy ourselves{ — {services} included|}. That means looking closely at how things are made, what they are made from and whether they will last — so you can shop with confidence.',
  ],
  contactTitle: 'Visit the shop',
  footers: ['{name} — thoughtfully chosen[ in {location}].', 'An independent shop[ in {location}].'],
};

export const professional: IndustryProfile = {
  noun: 'firm',
  headlines: [
    'Expert help, when you need it',
    'Work with people who care',
    'Get it done right',
    'Reliable service, real results',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}] — dependable, professional and easy to work with.',
    '{name} provides dependable, professional services[ in {location}] — with clear communication from start to finish.',
    'At {name}, we take the time to understand what you need and deliver it properly.',
  ],
  buttons: [
    '{Get in touch|Say hello|Send a message|Contact us in {location}}',
    '{Request a quote|Ask us for a quote|Quote request}',
    'Book a call',
  ],
  aboutTitles: ['About {name}', 'Who we are'],
  about: [
    '{name} helps clients[ — {audience} —] get things done properly and without fuss. We listen carefully, agree a clear plan and keep you updated at every step[, working across {location}].[ We have been in business since {year}.]',
    'At {name}, we start by listening: tell us what you need and we will tell you plainly how we can help[, especially for {audience}].',
  ],
  servicesTitles: ['Our services', 'How we help', 'What we do'],
  servicesSubtitles: ['Clear scope, honest advice and careful delivery.'],
  services: [
    {
      name: 'Consultation',
      description: 'A conversation to understand your needs and agree the next steps.',
    },
    {
      name: 'Planning & strategy',
      description: 'A clear plan with priorities, timelines and responsibilities.',
    },
    { name: 'Delivery', description: 'Careful, dependable work to the standard we agreed.' },
    { name: 'Ongoing support', description: 'Help whenever you need it, from people who know your work.' },
    { name: 'Reviews & reporting', description: 'Regular updates so you always know where things stand.' },
    { name: 'One-off projects', description: 'Focused help for a specific job, start to finish.' },
  ],
  serviceLines: [
    '{service}, delivered with care and clear communication.',
    '{service} — planned with you and done properly.',
  ],
  featuresTitle: 'Why clients work with us',
  features: [
    {
      name: '{Clear communication|Kept in the loop|Always updated|No surprises}',
      description:
        'You always know what is happening{ with your {services}| at {name}|} and what comes next.',
    },
    {
      name: '{Straightforward|Simple to work with|Easy to deal with|Plain dealing}',
      description: 'Ask {us|{name}} anything{ about {services}|} before you decide.',
    },
    {
      name: 'Personal service',
      description: 'You work with people{ at {name}| here in {location}|} who know you and your needs.',
    },
  ],
  faq: [
    {
      question: 'How do we get started{ with {name}|}?',
      answer:
        'Get in touch with a short description of what you need{ — {services} or anything else|} and we will arrange a conversation.',
    },
    {
      question: 'Can you give me a quote{ for {services}|}?',
      answer:
        'Yes — once we understand the scope of the work, {we|{name}} will give you a clear quote before anything starts.',
    },
    {
      question: 'Do you work with small clients{ in {location}|}?',
      answer: 'Tell us what you need. We will be honest about whether {we are|{name} is} the right fit.',
    },
  ],
  ctaTitles: ['Let’s talk', 'Ready to get started{ with {name}|}?'],
  ctaSubtitles: [
    'Tell us what you need{ — {services} or anything else —| in {location}|} and we will get back to you.',
  ],
  ctaButtons: [
    '{Get in touch|Say hello|Send a message|Contact us in {location}}',
    '{Request a quote|Ask us for a quote|Quote request}',
    'Ask {name}',
  ],
  plans: [
    { name: 'Starter', features: ['For small, one-off needs'] },
    { name: 'Standard', features: ['Our most requested service'] },
    { name: 'Ongoing', features: ['Regular, continuing support'] },
  ],
  aboutExpandedTitle: 'How we work',
  aboutExpanded: [
    'Every {engagement|job at {name}} starts with listening. We agree what success looks like, set out a clear plan and keep you informed along the way. When the work is done, we check it with you — and we are still here{ in {location}|} if you need us afterwards.',
  ],
  contactTitle: '{Contact us|How to reach us|Contact details}',
  footers: [
    '{name} — dependable, professional service[ in {location}].',
    'Professional services done properly[ in {location}].',
  ],
};

export const technology: IndustryProfile = {
  noun: 'technology company',
  headlines: [
    'Technology that works for you',
    'Smarter tools, simpler days',
    'Build, run and grow with confidence',
    'Tech made simple[ in {location}]',
  ],
  subtitles: [
    '{name} is {kind} that makes technology simple, reliable and useful.',
    '{name} builds and supports technology that makes work simpler[ — for {audience}].',
    'At {name}, we turn complicated technology into something you can rely on.',
  ],
  buttons: ['Get started', 'Book a demo', 'Talk to us'],
  aboutTitles: ['About {name}', 'What drives us'],
  about: [
    '{name} helps[ {audience} and other] teams use technology with confidence. We explain things in plain language, build for reliability and support what we deliver[ from our base in {location}].[ We have been building since {year}.]',
    'We started {name} because technology should remove work, not add it. We focus on practical solutions, clear communication and support you can reach when it matters[ for {audience}].',
  ],
  servicesTitles: ['What we do', 'Services', 'Solutions'],
  servicesSubtitles: ['Practical technology, clearly explained and properly supported.'],
  services: [
    {
      name: 'Software development',
      description: 'Reliable software designed around how you actually work.',
      when: /software|app|develop/i,
    },
    {
      name: 'IT support',
      description: 'Help when something breaks and advice before it does.',
      when: /support|it\b|repair|helpdesk/i,
    },
    {
      name: 'Cloud & hosting',
      description: 'Secure, dependable infrastructure that grows with you.',
      when: /cloud|host|server/i,
    },
    {
      name: 'Security',
      description: 'Practical steps to keep your systems and data safe.',
      when: /secur|cyber/i,
    },
    { name: 'Automation', description: 'Let software handle the repetitive work.' },
    {
      name: 'Consulting',
      description: 'Straight answers about what technology you need — and what you don’t.',
    },
    { name: 'Ongoing support', description: 'Help from people who know your setup.' },
  ],
  serviceLines: [
    '{service}, built for reliability and explained in plain language.',
    '{service}, shaped around the way you work.',
  ],
  featuresTitle: 'Why work with us',
  features: [
    {
      name: 'Plain language',
      description: 'No jargon — just clear explanations{ of {services}|} and honest advice.',
    },
    { name: 'Built to last', description: 'We design for reliability, security and easy maintenance.' },
    {
      name: 'Support you can reach',
      description: 'Real people{ at {name}| in {location}|} who know your setup.',
    },
  ],
  faq: [
    {
      question: 'How do we start{ with {name}|}?',
      answer: 'Tell us what you are trying to achieve and we will suggest practical next steps.',
    },
    {
      question: 'Do you support what you build?',
      answer: 'Yes — we explain the support options{ for {services}|} before any work begins.',
    },
    {
      question: 'Can you work with our existing systems?',
      answer: 'Usually, yes. Share what you use today and we will tell you honestly what is possible.',
    },
  ],
  ctaTitles: ['Let’s build something that works', 'Ready when you are'],
  ctaSubtitles: ['Tell {us|{name}} about your project and we will get back to you.'],
  ctaButtons: [
    '{Get in touch|Say hello|Send a message|Contact us in {location}}',
    'Book a call',
    'Talk to {name}',
  ],
  plans: [
    { name: 'Starter', features: ['For small teams getting started'] },
    { name: 'Growth', features: ['For growing businesses'] },
    { name: 'Enterprise', features: ['For complex needs'] },
  ],
  aboutExpandedTitle: 'How we work',
  aboutExpanded: [
    '{At {name}, we|We} start with the problem, not the technology. Once we understand how you work, we recommend the simplest thing that will do the job well, build it carefully and stay on hand{ in {location}|} to support it.',
  ],
  contactTitle: 'Talk to us',
  footers: ['{name} — technology that works for you.', 'Practical technology, properly supported.'],
};
