import type { IndustryProfile } from './profile';

export const legal: IndustryProfile = {
  noun: 'law firm',
  headlines: [
    'Clear legal advice you can trust',
    'On your side[ in {location}]',
    'Legal help, in plain language',
    'Protecting what matters to you',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], giving clear, practical advice you can act on.',
    '{name} gives practical, straightforward legal advice[ in {location}] — so you can make decisions with confidence.',
    'At {name}, we explain your options clearly and stand with you at every step.',
  ],
  buttons: ['Book a consultation', 'Get advice', '{Contact us|Write to us|Send us a message|Message {name}}'],
  aboutTitles: ['About {name}', 'Our firm'],
  about: [
    '{name} is a[ {location}] firm that believes legal advice should be clear, practical and personal. We take time to understand your situation and explain your options in plain language[ — for {audience}].[ We have been advising clients since {year}.]',
    'Legal matters can be stressful. At {name}, we make them clearer: we listen, explain what the law means for you and agree a plan you understand[, for {audience} and every client who walks through our door].',
  ],
  servicesTitles: ['Areas of practice', 'How we can help'],
  servicesSubtitles: ['Straightforward advice on the matters that affect you most.'],
  services: [
    {
      name: 'Family law',
      description: 'Sensitive, practical advice on family matters.',
      when: /family|divorce|custody/i,
    },
    {
      name: 'Wills & estates',
      description: 'Plan ahead and protect the people who matter.',
      when: /will|estate|probate/i,
    },
    {
      name: 'Property law',
      description: 'Clear guidance through buying, selling and leasing.',
      when: /property|conveyanc|real estate/i,
    },
    { name: 'Employment law', description: 'Advice for employees and employers alike.', when: /employ/i },
    {
      name: 'Business law',
      description: 'Contracts and advice that help your business run smoothly.',
      when: /business|contract|commercial/i,
    },
    { name: 'Disputes', description: 'Practical help to resolve disagreements.' },
    {
      name: 'Initial consultations',
      description: 'A first conversation to understand your situation and your options.',
    },
    { name: 'Document review', description: 'Careful review of contracts and paperwork before you sign.' },
  ],
  serviceLines: [
    '{service}, explained in plain language with a clear plan.',
    'Practical advice on {service}, focused on the outcome you need.',
  ],
  featuresTitle: 'Why clients choose us',
  features: [
    { name: 'Plain language', description: 'We explain the law without the jargon.' },
    { name: 'Clear next steps', description: 'You always know what happens next.' },
    { name: 'Personal attention', description: 'Your matter is handled by people who know it.' },
  ],
  faq: [
    {
      question: 'How do I arrange a consultation?',
      answer: 'Contact us with a short outline of your matter and we will arrange a time to talk.',
    },
    {
      question: 'What should I bring to our first meeting?',
      answer: 'Any documents related to your matter and a list of the questions you would like answered.',
    },
    {
      question: 'How will I know what it will cost?',
      answer: 'We explain how fees work for your matter before any work begins.',
    },
  ],
  ctaTitles: ['Need legal advice?', 'Talk to us today'],
  ctaSubtitles: ['Get in touch for a clear, confidential conversation.'],
  ctaButtons: ['Book a consultation', '{Contact us|Write to us|Send us a message|Message {name}}'],
  plans: [],
  aboutExpandedTitle: 'Our approach',
  aboutExpanded: [
    'We listen first, then explain. Every client receives clear advice, an honest view of their options and regular updates — so there are no surprises along the way.',
  ],
  contactTitle: 'Contact the firm',
  footers: ['{name} — clear, practical legal advice[ in {location}].', 'Legal advice in plain language.'],
};

export const finance: IndustryProfile = {
  noun: 'firm',
  headlines: [
    'Numbers made clear',
    'Financial confidence starts here',
    'Smart money decisions[ in {location}]',
    'Take control of your finances',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], helping you understand your money and plan with confidence.',
    '{name} helps individuals and businesses[ in {location}] understand their money and plan with confidence.',
    'At {name}, we keep your finances organised and explain what the numbers mean.',
  ],
  buttons: [
    'Book a consultation',
    '{Get in touch|Say hello|Send a message|Contact us in {location}}',
    'Talk to an adviser',
  ],
  aboutTitles: ['About {name}', 'Who we are'],
  about: [
    '{name} provides clear, dependable financial services[ in {location}]. We keep things organised, explain what the numbers mean and help you plan ahead[ — for {audience}].[ We have been working with clients since {year}.]',
    'At {name}, good financial advice is straightforward. We take time to understand your situation, answer your questions in plain language and keep you on top of what matters[, especially for {audience}].',
  ],
  servicesTitles: ['Our services', 'How we help'],
  servicesSubtitles: ['Your numbers, explained clearly.'],
  services: [
    { name: 'Bookkeeping', description: 'Tidy, up-to-date records without the hassle.', when: /book/i },
    { name: 'Tax returns', description: 'Your tax return, prepared and filed.', when: /tax/i },
    { name: 'Accounts', description: 'Year-end accounts explained in plain language.', when: /account/i },
    { name: 'Payroll', description: 'Reliable, accurate payroll every pay day.', when: /payroll/i },
    {
      name: 'Financial planning',
      description: 'A clear plan for the goals that matter to you.',
      when: /plan|advis|wealth|retire|invest/i,
    },
    {
      name: 'Insurance advice',
      description: 'Straightforward help choosing the right cover.',
      when: /insur/i,
    },
    { name: 'Consultations', description: 'A clear conversation about where you are and what you need.' },
    { name: 'Ongoing support', description: 'Help through the year, not just at deadlines.' },
    { name: 'Plain-English advice', description: 'Straight answers about your numbers, without the jargon.' },
  ],
  serviceLines: [
    '{service}, handled accurately and explained clearly.',
    '{service} — ask us how it works for you.',
  ],
  featuresTitle: 'Why clients trust us',
  features: [
    {
      name: '{Clear explanations|Explained plainly|Plain answers|No jargon|Everything explained}',
      description: 'We tell you what the numbers mean, not just what they are.',
    },
    { name: 'Deadlines in view', description: 'Ask us about the dates that matter for your business.' },
    { name: 'Personal service', description: 'A team that knows you and your situation.' },
  ],
  faq: [
    {
      question: 'How do we get started?',
      answer:
        'Get in touch and tell us about your situation. We will explain how we can help and what we need from you.',
    },
    {
      question: 'What information will you need?',
      answer: 'It depends on the service — we will give you a clear checklist before we begin.',
    },
    {
      question: 'How do your fees work?',
      answer: 'We explain our fees for your situation up front, before any work starts.',
    },
  ],
  ctaTitles: ['Let’s get your finances in order', 'Ready for clarity?'],
  ctaSubtitles: ['Book a conversation with {name} today.'],
  ctaButtons: ['Book a consultation', '{Get in touch|Say hello|Send a message|Contact us in {location}}'],
  plans: [
    { name: 'Essentials', features: ['For individuals and sole traders'] },
    { name: 'Business', features: ['For growing businesses'] },
    { name: 'Complete', features: ['Everything handled for you'] },
  ],
  aboutExpandedTitle: 'How we work',
  aboutExpanded: [
    'We begin by understanding where you are and where you want to be. Then we take care of the detail, keep you informed of deadlines and explain every number that matters.',
  ],
  contactTitle: '{Contact us|How to reach us|Contact details}',
  footers: [
    '{name} — clear, dependable financial services[ in {location}].',
    'Numbers made clear[ in {location}].',
  ],
};
