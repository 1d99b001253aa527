import type { IndustryProfile } from './profile';

export const nonProfit: IndustryProfile = {
  noun: 'charity',
  headlines: [
    'Together, we make a difference',
    'Help us do more[ in {location}]',
    'Small acts, big change',
    'Stronger together',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], and every volunteer and donation helps us do more.',
    '{name} works[ in {location}] to support people and causes that need it most.',
    'Every volunteer, donation and kind word helps {name} do more.',
  ],
  buttons: ['Get involved', 'Support our work', 'Volunteer with us'],
  aboutTitles: ['About {name}', 'Our mission'],
  about: [
    '{name} exists to make a real difference[ in {location}][ for {audience}]. We rely on the generosity of supporters and volunteers, and we make every contribution count.[ We have been working in our community since {year}.]',
    'At {name}, we believe everyone deserves support when they need it. With the help of people like you, we work every day to make our community a better place[ for {audience}].',
  ],
  servicesTitles: ['What we do', 'Our work'],
  servicesSubtitles: ['Practical support, made possible by people like you.'],
  services: [
    { name: 'Community support', description: 'Practical help for the people who need it most.' },
    { name: 'Volunteering', description: 'Give your time and skills where they count.' },
    { name: 'Fundraising', description: 'Events and appeals that keep our work going.' },
    { name: 'Advice & information', description: 'Clear guidance to help people find the right support.' },
    { name: 'Partnerships', description: 'Working with local organisations to do more together.' },
  ],
  serviceLines: [
    '{service}, made possible by our supporters and volunteers.',
    '{service} — practical help where it is needed most.',
  ],
  featuresTitle: 'Ways to help',
  features: [
    { name: 'Donate', description: 'Every gift helps us do more.' },
    { name: 'Volunteer', description: 'Give your time and meet great people.' },
    { name: 'Spread the word', description: 'Tell friends and family about our work.' },
  ],
  faq: [
    {
      question: 'How can I volunteer?',
      answer:
        'Get in touch and tell us a little about yourself — we will let you know about current opportunities.',
    },
    {
      question: 'How is my donation used?',
      answer: 'Donations support our work in the community. Contact us if you would like to know more.',
    },
    {
      question: 'Can my business support you?',
      answer: 'We would love to hear from you. Get in touch and we can talk about ways to work together.',
    },
  ],
  ctaTitles: ['Join us', 'Be part of the change'],
  ctaSubtitles: ['Volunteer, donate or simply spread the word.'],
  ctaButtons: ['Get involved', 'Support us'],
  plans: [],
  aboutExpandedTitle: 'Why our work matters',
  aboutExpanded: [
    'Behind every number is a person. We listen to the people we support, work alongside our community and use every contribution carefully — so your help goes where it is needed most.',
  ],
  contactTitle: '{Get in touch|How to reach us|Contact details}',
  footers: ['{name} — working together for our community[ in {location}].', 'Making a difference, together.'],
};

export const government: IndustryProfile = {
  noun: 'office',
  headlines: [
    'Services for our community[ in {location}]',
    'Here to serve[ {location}]',
    'Find the help you need',
    'Working for residents',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], providing public services and clear information for residents.',
    '{name} provides public services and information for residents[ of {location}].',
    'Find information, services and the right people to contact at {name}.',
  ],
  buttons: ['Find a service', '{Contact us|Write to us|Send us a message|Message {name}}', 'Learn more'],
  aboutTitles: ['About {name}', 'Who we are'],
  about: [
    '{name} serves residents[ of {location}][ and {audience}] with public services and clear information. We aim to make it easy to find what you need and to get answers quickly.',
    'At {name}, we work for the community. This site brings together our services, news and contact information in one place[ for {audience}].',
  ],
  servicesTitles: ['Services', 'How we can help'],
  servicesSubtitles: ['Information and services for residents.'],
  services: [
    { name: 'Resident services', description: 'Information and help for everyday needs.' },
    { name: 'Permits & applications', description: 'Guidance on applications and what you need to apply.' },
    { name: 'Community programmes', description: 'Activities and support for residents.' },
    { name: 'Public meetings', description: 'Find out how decisions are made and how to take part.' },
    { name: 'Report an issue', description: 'Tell us about a problem so we can look into it.' },
  ],
  serviceLines: [
    '{service} — information and help for residents.',
    'Find out about {service} and how to get in touch.',
  ],
  featuresTitle: 'Our commitments',
  features: [
    { name: 'Clear information', description: 'Plain-language guidance on our services.' },
    { name: 'Open to everyone', description: 'We aim to make every service accessible.' },
    { name: 'Listening to residents', description: 'Your feedback helps us improve.' },
  ],
  faq: [
    {
      question: 'How do I contact the right department?',
      answer: 'Use the contact details on this page and we will direct your enquiry to the right team.',
    },
    {
      question: 'Where can I find public meeting information?',
      answer: 'Contact us and we will let you know about upcoming meetings and how to take part.',
    },
    {
      question: 'How do I report a problem?',
      answer: 'Get in touch with the details and location of the issue, and we will look into it.',
    },
  ],
  ctaTitles: ['Need help with a service?', 'Get in touch'],
  ctaSubtitles: ['Contact us and we will point you in the right direction.'],
  ctaButtons: ['{Contact us|Write to us|Send us a message|Message {name}}', 'Find a service'],
  plans: [],
  aboutExpandedTitle: 'Serving our community',
  aboutExpanded: [
    'We are committed to open, accessible public services. We publish clear information, listen to residents and work to make every interaction straightforward.',
  ],
  contactTitle: '{Contact us|How to reach us|Contact details}',
  footers: [
    '{name} — serving our community[ in {location}].',
    'Public services and information for residents.',
  ],
};

export const other: IndustryProfile = {
  noun: 'business',
  headlines: [
    'Welcome to {name}',
    'Quality you can count on[ in {location}]',
    'Here to help[ in {location}]',
    'Done with care, every time',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}] that takes pride in doing things properly.',
    '{name} is a local business[ in {location}] that takes pride in doing things properly.',
    'Friendly, reliable service from people who care about getting it right.',
  ],
  buttons: [
    '{Get in touch|Say hello|Send a message|Contact us in {location}}',
    'Learn more',
    '{Contact us|Write to us|Send us a message|Message {name}}',
  ],
  aboutTitles: ['About {name}', 'Who we are'],
  about: [
    '{name} is a[ {location}] business built on care, honesty and good service[ for {audience}]. We take the time to understand what you need and we are proud of the work we do.[ We have been in business since {year}.]',
    'At {name}, we believe good service is personal. We listen first and are happy to answer your questions[ — for {audience} and everyone we work with].',
  ],
  servicesTitles: ['What we offer', 'Our services'],
  servicesSubtitles: ['Ask us anything — we are happy to help.'],
  services: [
    { name: 'Personal service', description: 'Friendly help from people who know what they are doing.' },
    { name: 'Advice', description: 'Honest answers to help you choose what is right.' },
    { name: 'Questions', description: 'Ask us anything about what we do.' },
    { name: 'Custom requests', description: 'Tell us what you need and we will see what we can do.' },
  ],
  serviceLines: [
    '{service}, done with care and attention to detail.',
    '{service} — friendly, reliable and done properly.',
  ],
  featuresTitle: 'Why choose us',
  features: [
    { name: 'Personal service', description: 'You deal with people who care about getting it right.' },
    {
      name: '{Honest advice|Straight answers|Plain talking|Straight talking{ in {location}|}|Advice first}',
      description: 'We tell you what you need — and what you don’t.',
    },
    { name: 'Just ask', description: 'Tell us what you need and we will tell you if we can help.' },
  ],
  faq: [
    {
      question: 'How do I get in touch?',
      answer:
        '{Use the contact details on this page|Call or email using the details on this page|Send us a message{ from anywhere in {location}|}} and we will get back to you as soon as we can.',
    },
    {
      question: 'Can you help with something specific?',
      answer: 'Tell us what you need — if we can help, we will explain how.',
    },
    {
      question: 'What happens after I contact you?',
      answer: 'We will reply to talk through your request and agree the next steps with you.',
    },
  ],
  ctaTitles: ['Let’s talk', 'Ready when you are'],
  ctaSubtitles: ['Get in touch and we will be happy to help.'],
  ctaButtons: [
    '{Contact us|Write to us|Send us a message|Message {name}}',
    '{Get in touch|Say hello|Send a message|Contact us in {location}}',
  ],
  plans: [],
  aboutExpandedTitle: 'Our approach',
  aboutExpanded: ['We keep things simple: tell us what you need, and we will explain how we can help.'],
  contactTitle: '{Contact us|How to reach us|Contact details}',
  footers: ['{name} — friendly, reliable service[ in {location}].', 'Care and good service, every time.'],
};
