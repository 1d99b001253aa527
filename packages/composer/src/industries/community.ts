import type { IndustryProfile } from './profile';

export const nonProfit: IndustryProfile = {
  noun: 'charity',
  headlines: [
    '{Together, we make a difference|Together, we can do more|Making a difference, together}',
    'Help us do more[ in {location}]',
    '{Small acts, big change|Small acts add up|Every bit of help counts}',
    '{Stronger together|Better together}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], and {every volunteer and donation helps us do more|every hour and every gift helps us do more|we rely on people like you to keep going}.',
    '{name} works[ in {location}] to {support people and causes that need it most|help the people who need it most|make life better for people who need support}.',
    '{Every volunteer, donation and kind word|Every hour given and every gift|Every bit of support} helps {name} do more.',
  ],
  buttons: [
    '{Get involved|Find out how to help|Join in}',
    '{Support our work|Support us|Make a donation}',
    '{Volunteer with us|Give your time|Become a volunteer}',
  ],
  aboutTitles: ['About {name}', '{Our mission|Why we exist|Who we are}'],
  about: [
    '{name} exists to make a real difference[ in {location}][ for {audience}]. We {rely on|depend on} the generosity of supporters and volunteers, and we {make every contribution count|put every contribution to good use}.[ We have been working in our community since {year}.]',
    'At {name}, we believe everyone deserves support when they need it. With the help of people like you, we work {every day|week in, week out|all year round} to make our community a better place[ for {audience}].',
  ],
  servicesTitles: ['{What we do|Our work|How we help}'],
  servicesSubtitles: [
    '{Practical support, made possible by people like you|Help where it is needed, thanks to our supporters|Work made possible by volunteers and donors}.',
  ],
  services: [
    {
      name: 'Community support',
      description:
        '{Practical help for the people who need it most|Support for people in our community when they need it|Practical help, offered with care}.',
    },
    {
      name: 'Volunteering',
      description:
        '{Give your time and skills where they count|Share your time and skills where they make a difference|Join our volunteers and help where it matters}.',
    },
    {
      name: 'Fundraising',
      description:
        '{Events and appeals that keep our work going|Appeals and events that fund what we do|Ways to raise money for our work}.',
    },
    {
      name: 'Advice & information',
      description:
        '{Clear guidance to help people find the right support|Information and advice to point people the right way|Help finding the right support}.',
    },
    {
      name: 'Partnerships',
      description:
        '{Working with local organisations to do more together|Teaming up with others to reach more people|Local organisations and businesses working with us}.',
    },
  ],
  serviceLines: [
    '{service}, made possible by our supporters and volunteers.',
    '{service} — practical help where it is needed most.',
    '{service}, thanks to the people who give their time and money.',
  ],
  featuresTitle: '{Ways to help|How you can help|Get involved}',
  features: [
    {
      name: '{Donate|Give|Make a gift}',
      description:
        '{Every gift helps us do more|Any amount helps our work go further|A donation of any size makes a difference}.',
    },
    {
      name: '{Volunteer|Give your time|Lend a hand}',
      description:
        '{Give your time and meet great people|Share a few hours and meet good people|Help out and be part of a friendly team}.',
    },
    {
      name: '{Spread the word|Tell a friend|Share our work}',
      description:
        '{Tell friends and family about our work|Share what we do with the people you know|Help more people hear about what we do}.',
    },
  ],
  faq: [
    {
      question: '{How can I volunteer|How do I become a volunteer|Can I help out}?',
      answer:
        '{Get in touch and tell us a little about yourself|Send us a few lines about yourself and the time you have} — we will let you know about {current opportunities|the ways you could help}.',
    },
    {
      question: '{How is my donation used|Where does my money go|What happens to my donation}?',
      answer:
        '{Donations support our work in the community|Your gift goes towards our work in the community}. {Contact us if you would like to know more|Ask us and we will tell you more}.',
    },
    {
      question: '{Can my business support you|Can my company help|Do you work with local businesses}?',
      answer:
        '{We would love to hear from you|We are always glad to hear from businesses}. Get in touch and we can talk about ways to work together.',
    },
    {
      question: '{Can I get help from you|Who can ask you for support|How do I ask for help}?',
      answer:
        '{Get in touch and tell us what you need|Contact us in confidence and tell us a little about your situation}, and we will {let you know how we can help|point you to the right support}.',
    },
    {
      question: '{Can I fundraise for you|Can I run an event for you|How can I raise money for you}?',
      answer:
        '{Yes, please|We would love that}. {Tell us your idea|Get in touch with your plans} and we will {help you get started|talk it through with you}.',
    },
  ],
  ctaTitles: [
    '{Join us|Get involved|Lend a hand}',
    '{Be part of the change|Help us do more|Make a difference with us}',
  ],
  ctaSubtitles: [
    '{Volunteer, donate or simply spread the word|Give your time, make a gift or tell a friend|Every kind of help counts, big or small}.',
  ],
  ctaButtons: [
    '{Get involved|Find out how to help|Join in}',
    '{Support us|Make a donation|Support our work}',
  ],
  plans: [],
  aboutExpandedTitle: '{Why our work matters|Why we do it|What drives us}',
  aboutExpanded: [
    '{Behind every number is a person|Every number is a person|Our work is about people}. We {listen to|start with} the people we support, work alongside our community and use every contribution carefully — so your help goes where it is needed most.',
  ],
  contactTitle: '{Get in touch|How to reach us|Contact details}',
  footers: [
    '{name} — {working together for our community|making a difference together|support for our community}[ in {location}].',
    '{Making a difference, together|Together, we do more|Small acts, big change}.',
  ],
};

export const government: IndustryProfile = {
  noun: 'office',
  headlines: [
    'Services for our community[ in {location}]',
    'Here to serve[ {location}]',
    '{Find the help you need|Find what you need|Find the right service}',
    '{Working for residents|Working for our community}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], providing public services and clear information for residents.',
    '{name} provides public services and information for residents[ of {location}].',
    '{Find information, services and the right people to contact at {name}|Information, services and contacts from {name}, in one place}.',
  ],
  buttons: [
    '{Find a service|See our services}',
    '{Contact us|Write to us|Send us a message|Message {name}}',
    'Learn more',
  ],
  aboutTitles: ['About {name}', '{Who we are|About us}'],
  about: [
    '{name} serves residents[ of {location}][ and {audience}] with public services and clear information. We aim to make it {easy to find what you need|simple to find the right service} and to get answers quickly.',
    'At {name}, we work for the community. This site brings together our services, news and contact information in one place[ for {audience}].',
  ],
  servicesTitles: ['{Services|How we can help|Our services}'],
  servicesSubtitles: ['{Information and services for residents|Services and information in one place}.'],
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
  featuresTitle: '{Our commitments|What we aim for|How we work}',
  features: [
    {
      name: '{Clear information|Plain language|Information you can use}',
      description:
        '{Plain-language guidance on our services|Clear, plain guidance on what we do|Information written so everyone can follow it}.',
    },
    {
      name: '{Open to everyone|Accessible services|For every resident}',
      description:
        '{We aim to make every service accessible|We work to make our services easy for everyone to use}.',
    },
    {
      name: '{Listening to residents|Your views count|We want to hear from you}',
      description:
        '{Your feedback helps us improve|Tell us what works and what does not, and we will listen}.',
    },
  ],
  faq: [
    {
      question: '{How do I contact the right department|Who should I contact|How do I reach the right team}?',
      answer:
        '{Use the contact details on this page|Get in touch using the details on this page} and we will direct your enquiry to the right team.',
    },
    {
      question: '{Where can I find public meeting information|How do I find out about public meetings}?',
      answer:
        '{Contact us|Get in touch} and we will let you know about upcoming meetings and how to take part.',
    },
    {
      question: '{How do I report a problem|How do I report an issue|Where do I report something}?',
      answer: 'Get in touch with the details and location of the issue, and we will look into it.',
    },
    {
      question: '{Can I give feedback on a service|How do I comment on a service}?',
      answer:
        '{Yes, please|Please do}. {Contact us|Get in touch} with your comments and we will pass them to the right team.',
    },
  ],
  ctaTitles: [
    '{Need help with a service|Looking for a service|Not sure who to ask}?',
    '{Get in touch|Contact us}',
  ],
  ctaSubtitles: [
    '{Contact us and we will point you in the right direction|Tell us what you need and we will direct you to the right team}.',
  ],
  ctaButtons: [
    '{Contact us|Write to us|Send us a message|Message {name}}',
    '{Find a service|See our services}',
  ],
  plans: [],
  aboutExpandedTitle: '{Serving our community|Working for residents}',
  aboutExpanded: [
    'We are committed to open, accessible public services. We publish clear information, listen to residents and work to make every interaction straightforward.',
  ],
  contactTitle: '{Contact us|How to reach us|Contact details}',
  footers: [
    '{name} — serving our community[ in {location}].',
    '{Public services and information for residents|Services and information for our community}.',
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
    {
      name: '{Personal service|A personal touch|People who care}',
      description:
        '{You deal with people who care about getting it right|You talk to people who take your request seriously|Real people, happy to help}.',
    },
    {
      name: '{Honest advice|Straight answers|Plain talking|Advice first}',
      description:
        '{We tell you what you need — and what you don’t|Honest answers, even when the answer is no|We tell you straight what will work for you}.',
    },
    {
      name: '{Just ask|Questions welcome|Ask away}',
      description:
        '{Tell us what you need and we will tell you if we can help|No question is too small, so ask away|Send us your question and we will answer it}.',
    },
  ],
  faq: [
    {
      question: '{How do I get in touch|How can I contact you|How should I get in touch}?',
      answer:
        '{Use the contact details on this page|Call or email using the details on this page|Send us a message{ from anywhere in {location}|}} and we will get back to you as soon as we can.',
    },
    {
      question:
        '{Can you help with something specific|Can I ask about something unusual|What if my request is a bit different}?',
      answer:
        '{Tell us what you need|Describe what you are after}{ — if we can help, we will explain how|, and we will tell you honestly whether we can help}.',
    },
    {
      question:
        '{What happens after I contact you|What happens next|What happens once I have sent a message}?',
      answer:
        '{We will reply to talk through your request|We get back to you to talk it through} and {agree the next steps with you|agree what happens next}.',
    },
    {
      question: '{Can I ask a question first|Can I ask before I decide|Is it all right to just ask}?',
      answer:
        '{Of course|Please do}. {Ask us anything|Send us your question} and we will {give you a straight answer|answer as clearly as we can}.',
    },
  ],
  ctaTitles: ['{Let’s talk|Let’s get started|Got a question}', '{Ready when you are|Here to help|Just ask}'],
  ctaSubtitles: [
    '{Get in touch and we will be happy to help|Tell us what you need and we will take it from there|Send us a message and we will get back to you}.',
  ],
  ctaButtons: [
    '{Contact us|Write to us|Send us a message|Message {name}}',
    '{Get in touch|Say hello|Send a message|Contact us in {location}}',
  ],
  plans: [],
  aboutExpandedTitle: '{Our approach|Keeping it simple|How it works}',
  aboutExpanded: [
    '{We keep things simple|We like to keep it simple|Simple is best}: {tell us what you need|let us know what you are after}, and we will {explain how we can help|tell you honestly what we can do}.',
  ],
  contactTitle: '{Contact us|How to reach us|Contact details}',
  footers: ['{name} — friendly, reliable service[ in {location}].', 'Care and good service, every time.'],
};
