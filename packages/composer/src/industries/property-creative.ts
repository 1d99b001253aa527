import type { IndustryProfile } from './profile';

export const realEstate: IndustryProfile = {
  noun: 'agency',
  headlines: [
    'Find the place you will call home',
    'Your move, made simple[ in {location}]',
    'Local property, expert guidance',
    'Buy, sell and rent with confidence',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], guiding every move with honest advice and local knowledge.',
    '{name} guides buyers, sellers and renters[ across {location}] with honest advice and local knowledge.',
    'At {name}, we make every step of your move clear, calm and well organised.',
  ],
  buttons: ['Book a valuation', 'View properties', 'Talk to an agent'],
  aboutTitles: ['About {name}', 'Local property experts'],
  about: [
    '{name} is a[ {location}] property agency that believes moving should feel exciting, not stressful. We know the local market, give straight answers and keep you informed from the first viewing to the final signature[ — for {audience}].[ We have been helping people move since {year}.]',
    'At {name}, every client gets honest advice and a clear plan. Whether you are buying, selling or renting[ in {location}], we take the time to understand what matters to you.',
  ],
  servicesTitles: ['How we can help', 'Our services'],
  servicesSubtitles: ['Clear advice at every step of your move.'],
  services: [
    { name: 'Selling', description: 'A clear plan to present your home well and find the right buyer.' },
    { name: 'Buying', description: 'Help finding a home that fits your life and your budget.' },
    {
      name: 'Lettings & rentals',
      description: 'Finding good tenants and good homes to rent.',
      when: /let|rent|tenant|landlord/i,
    },
    {
      name: 'Property management',
      description: 'Day-to-day care of your property, handled for you.',
      when: /manage/i,
    },
    { name: 'Valuations', description: 'An honest view of what your property is worth today.' },
    { name: 'Local market advice', description: 'Straight answers about prices, streets and timing.' },
  ],
  serviceLines: [
    '{service}, handled with local knowledge and clear advice.',
    '{service} — we keep you informed at every step.',
  ],
  featuresTitle: 'Why move with us',
  features: [
    {
      name: '{Local knowledge|Local know-how|We know {location}|Know the area|At home in {location}}',
      description: 'We know the streets[ of {location}], the market and the details that matter.',
    },
    {
      name: '{Honest advice|Straight answers|Plain talking|Straight talking{ in {location}|}|Advice first}',
      description:
        'Straight answers{ from {name}| about {location}|}, even when they are not what you hoped.',
    },
    {
      name: 'Always informed',
      description: 'Regular updates{ from {name}|} so you never wonder what is happening.',
    },
  ],
  faq: [
    {
      question: 'How do I get a valuation?',
      answer:
        'Get in touch with your address{ in or around {location}|} and we will arrange a time to visit.',
    },
    {
      question: 'Can you help me find a home to rent?',
      answer: 'Tell us what you are looking for and we will let you know what is available.',
    },
    {
      question: 'What happens after I accept an offer?',
      answer: 'We guide you through each step and keep everyone informed until the move is complete.',
    },
  ],
  ctaTitles: ['Thinking of moving?', 'Let’s talk about your move'],
  ctaSubtitles: ['Get in touch for friendly, honest property advice.'],
  ctaButtons: ['Book a valuation', '{Contact us|Write to us|Send us a message|Message {name}}'],
  plans: [],
  aboutExpandedTitle: 'How we work',
  aboutExpanded: [
    '{At {name}, we|We} start by understanding your plans and your timing. Then we set out clear next steps, handle the details and keep you updated until the keys change hands.',
  ],
  contactTitle: 'Contact our team',
  footers: [
    '{name} — honest property advice[ in {location}].',
    'Buying, selling and renting[ in {location}].',
  ],
};

export const creative: IndustryProfile = {
  noun: 'studio',
  headlines: [
    'Ideas, beautifully made',
    'Creative work with character',
    'Let’s make something memorable',
    'Design that tells your story',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], making work people notice and remember.',
    '{name} is a creative studio[ in {location}] making work that people notice and remember.',
    'At {name}, we turn ideas into work you will be proud to share.',
  ],
  buttons: [
    'See our work',
    'Start a project',
    '{Get in touch|Say hello|Send a message|Contact us in {location}}',
  ],
  aboutTitles: ['About {name}', 'The studio'],
  about: [
    '{name} is a[ {location}] studio that cares about craft. We listen closely, explore ideas freely and finish every piece with care[ — for {audience}].[ We have been making work since {year}.]',
    'At {name}, every project starts with your story. We ask questions, share ideas early and work with you until the result feels exactly right[, for {audience} and anyone who values good work].',
  ],
  servicesTitles: ['What we make', 'Services', 'How we can help'],
  servicesSubtitles: ['Thoughtful creative work, made with you.'],
  services: [
    {
      name: 'Photography',
      description: 'Natural, considered images that capture the moment.',
      when: /photo/i,
    },
    {
      name: 'Branding & identity',
      description: 'A look and voice that feel unmistakably yours.',
      when: /brand|logo|identity/i,
    },
    { name: 'Graphic design', description: 'Clear, beautiful design for print and screen.', when: /design/i },
    {
      name: 'Illustration',
      description: 'Original artwork with personality.',
      when: /illustrat|draw|paint|art/i,
    },
    { name: 'Video', description: 'Short films and clips that tell your story.', when: /video|film/i },
    { name: 'Commissions', description: 'One-off pieces made especially for you.' },
    {
      name: 'Creative direction',
      description: 'Ideas and direction that shape your project from the start.',
    },
    {
      name: 'Consultations',
      description: 'A conversation to explore your idea and how we can bring it to life.',
    },
  ],
  serviceLines: [
    '{service}, crafted with care and made to fit your story.',
    '{service} — considered, original and made with you.',
  ],
  featuresTitle: 'Working with us',
  features: [
    {
      name: '{Made with you|Made together|Shaped with you|Your ideas, our craft|Made in {location}}',
      description: 'We share ideas early and shape the work{ — {services} included —| at {name}|} together.',
    },
    {
      name: '{Attention to craft|Crafted with care|Care for the craft|Made properly|Craft first}',
      description: 'Every detail{ of your {services}| at {name}|} is considered, down to the final finish.',
    },
    {
      name: 'Clear process',
      description: 'You always know what comes next{ with {name}|} and when.',
    },
  ],
  faq: [
    {
      question: 'How does a project{ with {name}|} start?',
      answer:
        'Tell us about your idea, your timing and what you want to achieve, and we will suggest next steps.',
    },
    {
      question: 'Can I see examples of your work?',
      answer: 'Yes — get in touch and we will share work{ on {services}|} that is relevant to your project.',
    },
    {
      question: 'How involved will I be?',
      answer: 'As involved as you like. We share progress at key points and welcome your feedback.',
    },
  ],
  ctaTitles: ['Have a project in mind?', 'Let’s create something together'],
  ctaSubtitles: ['Tell us about your idea — we would love to hear it.'],
  ctaButtons: ['Start a project', '{Get in touch|Say hello|Send a message|Contact us in {location}}'],
  plans: [
    { name: 'Mini', features: ['For small projects'] },
    { name: 'Standard', features: ['Our most popular option'] },
    { name: 'Bespoke', features: ['Shaped around your project'] },
  ],
  aboutExpandedTitle: 'Our process',
  aboutExpanded: [
    'We begin with a conversation about what you want people to feel. From there we explore, sketch and refine, sharing progress so the finished work feels like yours as much as ours.',
  ],
  contactTitle: 'Start a conversation',
  footers: [
    '{name} — creative work with character[ from {location}].',
    'Thoughtful creative work, made with care.',
  ],
};
