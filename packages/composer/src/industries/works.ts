import type { IndustryProfile } from './profile';

export const automotive: IndustryProfile = {
  noun: 'garage',
  headlines: [
    'Keep your car running right',
    'Honest car care[ in {location}]',
    'Back on the road with confidence',
    'Car trouble? We have got you covered',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}] — honest advice and careful work on every vehicle.',
    '{name} looks after vehicles[ in {location}] — tell us what yours needs.',
    'At {name}, tell us what your car is doing and we will take a look.',
  ],
  buttons: [
    'Book a service',
    '{Get a quote|Ask for a quote|Quote for your job|Get a quote from {name}}',
    '{Contact us|Write to us|Send us a message|Message {name}}',
  ],
  aboutTitles: ['About {name}', 'Our garage'],
  about: [
    '{name} is a[ {location}] garage[ for {audience}]. Tell us what your vehicle needs and ask us anything about the work.[ We have been looking after vehicles since {year}.]',
    'At {name}, questions about your car are welcome: ask what is being done and why.',
  ],
  servicesTitles: ['Our services', 'What we do'],
  servicesSubtitles: ['What we can look at for you.'],
  services: [
    { name: 'Servicing', description: 'Regular care that keeps your car reliable.' },
    { name: 'Repairs', description: 'Diagnosis and repair for your vehicle.' },
    {
      name: 'Brakes & tyres',
      description: 'Checks and replacements for safe stopping and grip.',
      when: /brake|tyre|tire/i,
    },
    { name: 'Diagnostics', description: 'Finding the cause of warning lights and strange noises.' },
    {
      name: 'Valeting & detailing',
      description: 'Inside and out, your car looking its best.',
      when: /valet|detail|wash/i,
    },
    {
      name: 'Bodywork',
      description: 'Dents, scratches and panels put right.',
      when: /body|dent|paint|collision/i,
    },
  ],
  serviceLines: ['{service}, done carefully and explained clearly.', '{service} — ask us about it.'],
  featuresTitle: 'Why drivers trust us',
  features: [
    {
      name: '{Honest advice|Straight answers|Plain talking|Straight talking{ in {location}|}|Advice first}',
      description: 'We tell you what needs doing now and what can wait[, for {services}].',
    },
    {
      name: '{Questions welcome|Ask first|Ask anything|No question too small|Ask {name}}',
      description: 'Ask what a job involves before you book it in{ with {name}|}.',
    },
    {
      name: 'Book your car in',
      description: 'Tell {us|{name}} the make, the model and what you need{ — {services} or anything else|}.',
    },
  ],
  faq: [
    {
      question: 'How do I book my car in{ at {name}|}?',
      answer:
        'Contact {us|{name}} with your vehicle details and what you need{, whether {services} or something else|}, and we will arrange a time.',
    },
    {
      question: 'What should I tell you when I get in touch?',
      answer: 'Your vehicle’s make and model and what it is doing, and we will take it from there.',
    },
    {
      question: 'Can you tell me what is wrong with my car?',
      answer:
        'Describe the problem when you get in touch{ with {name}|} and we will arrange to take a look{ at our {location} garage|}.',
    },
  ],
  ctaTitles: ['Need your car looked at{ in {location}|}?', 'Book your vehicle in{ at {name}|}'],
  ctaSubtitles: ['Get in touch{ with {name}|} and we will find a time that suits you{ for {services}|}.'],
  ctaButtons: ['Book a service', '{Get a quote|Ask for a quote|Quote for your job|Get a quote from {name}}'],
  plans: [],
  aboutExpandedTitle: 'How we work',
  aboutExpanded: [
    'Tell us what your vehicle is doing and when it suits you to bring it in{ to {name}|}. Ask us anything about the work along the way{ — {services} included|}.',
  ],
  contactTitle: 'Contact the garage',
  footers: [
    '{name} — honest car care[ in {location}].',
    'Careful work and straight talking[ in {location}].',
  ],
};

export const construction: IndustryProfile = {
  noun: 'building company',
  headlines: [
    'Built right, first time',
    'Quality work[ across {location}]',
    'Your project in safe hands',
    'Skilled work you can rely on',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}]. Tell us about the job and we will talk it through with you.',
    '{name} takes on jobs large and small[ across {location}] — tell us what you need.',
    'From first visit to final clean-up, {name} keeps your project on track and you in the loop.',
  ],
  buttons: ['{Request a quote|Ask us for a quote|Quote request}', 'Tell us about your project', 'Talk to us'],
  aboutTitles: ['About {name}', 'Who we are'],
  about: [
    'At {name}[ in {location}], the work starts with what you need. Tell us what the job is, where it is and when suits you, and we will take it from there[ — for {audience}].[ We have been building since {year}.]',
    'At {name}, every job starts with a conversation: tell us what you need and we will explain the options[, for {audience} and homeowners alike].',
  ],
  servicesTitles: ['Our services', 'What we do'],
  servicesSubtitles: ['The work we take on.'],
  services: [
    {
      name: 'Renovations',
      description: 'Transform your space with careful, quality workmanship.',
      when: /renovat|remodel|refurb/i,
    },
    {
      name: 'Extensions',
      description: 'More space, planned and built to last.',
      when: /extension|loft|conversion/i,
    },
    {
      name: 'Kitchens & bathrooms',
      description: 'Fitted with care, finished to a high standard.',
      when: /kitchen|bathroom/i,
    },
    {
      name: 'Plumbing',
      description: 'Reliable fixes and installations, done properly.',
      when: /plumb|leak|boiler|heating/i,
    },
    {
      name: 'Electrical work',
      description: 'Safe, tidy electrical installations and repairs.',
      when: /electric/i,
    },
    { name: 'Roofing', description: 'Repairs and replacements that keep the weather out.', when: /roof/i },
    { name: 'Repairs & maintenance', description: 'The smaller jobs as well as the big ones.' },
    {
      name: 'Landscaping',
      description: 'Outdoor spaces designed and built to enjoy.',
      when: /landscap|garden|patio|paving|fenc/i,
    },
    {
      name: 'Ask about your job',
      description: 'Describe the job and where it is, and we will get back to you.',
    },
    { name: 'Project management', description: 'One team coordinating your job from start to finish.' },
  ],
  serviceLines: [
    '{service} — tell us about the job.',
    '{service} — planned carefully, finished to a high standard.',
  ],
  featuresTitle: 'Why homeowners choose us',
  features: [
    {
      name: '{Ask us anything|Ask before you book|Questions answered|Ask {name} first}',
      description: 'Questions about a job are welcome[ at {name}] before you decide.',
    },
    {
      name: '{Talk it through|Talk to us first|Start with a chat|Plans talked through|Talk to {name}}',
      description: 'Go over the job with {us|{name}} before anything starts.',
    },
    {
      name: 'Kept in the loop',
      description:
        'You always know what is happening next{ on your {services}| with your job in {location}|}.',
    },
  ],
  faq: [
    {
      question: 'How do I get a quote?',
      answer:
        'Get in touch with a description of the job and where it is{ in {location}|}, and {we|{name}} will tell you what happens next.',
    },
    {
      question:
        '{How long will my project take?|How long will the work take?|How soon can you start{ on {services}|}?}',
      answer:
        'It depends on the work. We give you a realistic timeline with your quote and keep you updated.',
    },
    {
      question: 'Do I need to be home while you work{ on {services}|}?',
      answer: 'Not always — {we|{name}} will agree access arrangements with you before the job starts.',
    },
  ],
  ctaTitles: ['Planning a project{ in {location}|}?', 'Let’s get your job started'],
  ctaSubtitles: [
    'Tell {us|{name}} what you need{ — {services} or anything else —|} and we will arrange a visit.',
  ],
  ctaButtons: [
    '{Request a quote|Ask us for a quote|Quote request}',
    '{Get in touch|Say hello|Send a message|Contact us in {location}}',
  ],
  plans: [],
  aboutExpandedTitle: 'How we work',
  aboutExpanded: [
    'Tell {us|{name}} what the job is, where it is{ in {location}|} and when suits you. We will talk it through with you and explain what happens next.',
  ],
  contactTitle: 'Get a quote',
  footers: ['{name}[ — working across {location}].', 'Quality workmanship[ in {location}].'],
};

export const manufacturing: IndustryProfile = {
  noun: 'manufacturer',
  headlines: [
    'Precision you can build on',
    'Made with care, planned with you',
    'Quality manufacturing[ in {location}]',
    'From drawing to delivery',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], making dependable products to specification.',
    '{name} manufactures dependable parts and products[ in {location}] — made to specification and checked with care.',
    'At {name}, we turn your requirements into quality products, on schedule.',
  ],
  buttons: ['{Request a quote|Ask us for a quote|Quote request}', 'Talk to our team', 'Send an enquiry'],
  aboutTitles: ['About {name}', 'Our capabilities'],
  about: [
    '{name} is a[ {location}] manufacturer focused on quality, consistency and clear communication. We work closely with customers to understand the specification and deliver parts that are right first time[ — for {audience}].[ We have been manufacturing since {year}.]',
    'At {name}, every order matters. We check our work carefully, keep you informed of progress and deliver what we promised[, for {audience} and industrial customers alike].',
  ],
  servicesTitles: ['Capabilities', 'What we make'],
  servicesSubtitles: ['Made to specification, checked with care.'],
  services: [
    {
      name: 'Custom fabrication',
      description: 'Parts and assemblies made to your drawings.',
      when: /fabricat|weld|metal/i,
    },
    { name: 'CNC machining', description: 'Accurate, repeatable machined components.', when: /cnc|machin/i },
    {
      name: 'Prototyping',
      description: 'Turn a design into a working sample quickly.',
      when: /prototyp|3d/i,
    },
    { name: 'Production runs', description: 'Consistent quality from small batches to larger runs.' },
    { name: 'Assembly', description: 'Components brought together and checked before dispatch.' },
    { name: 'Quality inspection', description: 'Careful checks at every stage of production.' },
  ],
  serviceLines: [
    '{service}, made to specification and checked before it leaves us.',
    '{service} with consistent quality and clear communication.',
  ],
  featuresTitle: 'Why customers choose us',
  features: [
    { name: 'Made to spec', description: 'We work to your specification and check every stage.' },
    {
      name: '{Clear communication|Kept in the loop|Always updated|No surprises}',
      description: 'Progress updates and straight answers.',
    },
    { name: 'Dependable delivery', description: 'Realistic lead times that we work hard to meet.' },
  ],
  faq: [
    {
      question: 'How do I request a quote?',
      answer:
        'Send us your drawings or requirements and quantities, and we will come back to you with a quote.',
    },
    {
      question: 'Do you handle small orders?',
      answer: 'Tell us what you need — we will let you know honestly what we can do.',
    },
    {
      question: 'How do you check quality?',
      answer:
        'We inspect work throughout production and before dispatch, and we are happy to talk through our checks.',
    },
  ],
  ctaTitles: ['Have a part or product in mind?', 'Let’s talk about your project'],
  ctaSubtitles: ['Send us your requirements and we will get back to you.'],
  ctaButtons: ['{Request a quote|Ask us for a quote|Quote request}', 'Send an enquiry'],
  plans: [],
  aboutExpandedTitle: 'From enquiry to delivery',
  aboutExpanded: [
    'We review every enquiry carefully, confirm the specification with you and plan production around your timeline. Work is checked at each stage, and you hear from us before you need to ask.',
  ],
  contactTitle: 'Send an enquiry',
  footers: ['{name} — quality manufacturing[ in {location}].', 'Made to specification, delivered with care.'],
};
