import type { IndustryProfile } from './profile';

export const healthcare: IndustryProfile = {
  noun: 'practice',
  headlines: [
    'Care you can trust[ in {location}]',
    'Your health, in good hands',
    'Caring for you and your family',
    'Feel better, live better',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], offering attentive care with time to listen.',
    '{name} offers attentive, professional care[ in {location}] — with time to listen.',
    'At {name}, we take the time to understand you and explain every step of your care.',
  ],
  buttons: [
    '{Book an appointment|Make an appointment|Book a visit|Book with {name}}',
    '{Make an appointment|Arrange a visit|Book in}',
    '{Contact us|Write to us|Send us a message|Message {name}}',
  ],
  aboutTitles: ['About {name}', 'Our practice'],
  about: [
    '{name} is a[ {location}] practice that puts people first. We take time to listen, explain your options clearly and plan care around your needs[ — for {audience}].[ We have been caring for patients since {year}.]',
    'At {name}, good care starts with a conversation. We want you to feel comfortable asking questions, understand what is happening at each step and leave with a clear plan[, whether you are one of {audience} or visiting for the first time].',
  ],
  servicesTitles: ['Our services', 'How we can help', 'Care we offer'],
  servicesSubtitles: ['Clear explanations and attentive care at every visit.'],
  services: [
    { name: 'Check-ups', description: 'Regular visits that keep small issues from becoming big ones.' },
    { name: 'Consultations', description: 'Time to talk through your concerns and your options.' },
    { name: 'Treatment plans', description: 'Care planned around you, explained step by step.' },
    { name: 'Preventive care', description: 'Practical advice to help you stay well.' },
    { name: 'Follow-up care', description: 'Support after treatment to make sure you are on track.' },
    {
      name: 'Family care',
      description: 'Care for every member of the family, whatever their age.',
      when: /famil|child|kid|pediatric|paediatric/i,
    },
  ],
  serviceLines: [
    '{service}, explained clearly and planned around you.',
    '{service} with attentive, professional care at every step.',
  ],
  featuresTitle: 'What to expect',
  features: [
    {
      name: '{Time to listen|We listen first|{name} listens first|Listening comes first|Time for your questions}',
      description: 'Appointments{ at {name}| at our {location} {noun}|} that leave room for your questions.',
    },
    {
      name: '{Clear explanations|Explained plainly|Plain answers|No jargon|Everything explained}',
      description: 'We explain your options[ for {services}] in plain language.',
    },
    {
      name: 'A calm environment',
      description: 'A welcoming {noun}{ in {location}| at {name}|} designed to put you at ease.',
    },
  ],
  faq: [
    {
      question: 'How do I book an appointment{ at {name}|}?',
      answer:
        '{Contact us|Contact {name}|Get in touch} using the details on this page and we will find a time that works for you{ — for {services} or anything else|}.',
    },
    {
      question: 'What should I bring to my first visit{ to {name}|}?',
      answer:
        'Bring any relevant records, a list of medicines you take and any questions you would like to ask{ about {services}|}.',
    },
    {
      question: 'What if I need to cancel{ an appointment at {name}|}?',
      answer:
        'Please let {us|{name}} know as early as you can so we can offer the time to another patient{ in {location}|}.',
    },
  ],
  ctaTitles: ['Ready to book{ with {name}|}?', 'We are here to help{ in {location}|}'],
  ctaSubtitles: ['Get in touch to arrange your appointment{ at {name}| for {services}|}.'],
  ctaButtons: [
    '{Book an appointment|Make an appointment|Book a visit|Book with {name}}',
    '{Contact us|Write to us|Send us a message|Message {name}}',
  ],
  plans: [],
  aboutExpandedTitle: 'Our approach to care',
  aboutExpanded: [
    '{At {name}, we|We} believe good care is unhurried and clear. Every visit{ to our {location} {noun}|} starts with listening, every recommendation comes with an explanation, and every plan is made with you — not for you.',
  ],
  contactTitle: 'Contact the practice',
  footers: [
    '{name} — attentive, professional care[ in {location}].',
    'Caring for our community[ in {location}].',
  ],
};

export const education: IndustryProfile = {
  noun: 'school',
  headlines: [
    'Learning that sticks',
    'Grow your skills[ in {location}]',
    'Confidence starts with great teaching',
    'Learn something new',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], helping every learner make real progress.',
    '{name} offers patient, engaging teaching[ in {location}] that helps every learner make real progress.',
    'At {name}, we meet learners where they are and help them get where they want to go.',
  ],
  buttons: ['Book a lesson', 'Enrol now', 'Find a class'],
  aboutTitles: ['About {name}', 'Why learn with us'],
  about: [
    '{name} helps learners[ — {audience} —] build real skills and the confidence to use them. Our lessons are structured, encouraging and adapted to each learner’s pace[, right here in {location}].[ We have been teaching since {year}.]',
    'At {name}, we believe everyone can learn with the right support. We keep groups focused, explain things clearly and celebrate progress along the way[ for {audience}].',
  ],
  servicesTitles: ['Lessons & courses', 'What we teach', 'Our programmes'],
  servicesSubtitles: ['Structured, encouraging lessons for every level.'],
  services: [
    { name: 'One-to-one lessons', description: 'Focused teaching built around one learner’s goals.' },
    {
      name: 'Small-group classes',
      description: 'Learn alongside others with plenty of individual attention.',
    },
    {
      name: 'Exam preparation',
      description: 'Practice, technique and calm confidence before the big day.',
      when: /exam|test|gcse|sat|a-level/i,
    },
    { name: 'Beginner courses', description: 'A friendly start for anyone new to the subject.' },
    { name: 'Holiday workshops', description: 'Short, engaging sessions that keep learning going.' },
    {
      name: 'Online lessons',
      description: 'Lessons from home with the same care and structure.',
      when: /online|zoom|remote/i,
    },
  ],
  serviceLines: [
    '{service} taught with patience, structure and plenty of encouragement.',
    '{service} for every level, adapted to each learner’s pace.',
  ],
  featuresTitle: 'How we teach',
  features: [
    {
      name: '{Every learner counts|Each learner seen|Learners first|Taught as individuals|Every learner at {name}}',
      description: 'Lessons[ in {services}] adapted to each learner’s pace and goals.',
    },
    {
      name: '{Clear progress|Progress you can see|Steady progress|Know how you are doing|Step by step}',
      description:
        'Regular feedback{ from {name}| on {services}|} so everyone can see how far they have come.',
    },
    {
      name: 'Encouraging atmosphere',
      description: 'A supportive space{ in {location}| at {name}|} where questions are always welcome.',
    },
  ],
  faq: [
    {
      question: 'How do I know which level{ of {services}|} is right?',
      answer:
        '{Get in touch|Contact {name}} and tell us about your experience — we will help you find the right starting point.',
    },
    {
      question: 'Can I try a lesson{ at {name}|} first?',
      answer:
        'Contact us to talk about your goals and we will explain the options for getting started{ with {services}| in {location}|}.',
    },
    {
      question: 'How do you track progress{ at {name}|}?',
      answer:
        'We share regular feedback so learners (and parents, where relevant) know what is going well and what is next.',
    },
  ],
  ctaTitles: ['Ready to start learning{ with {name}|}?', 'Take the first step{ with {services}|}'],
  ctaSubtitles: ['Get in touch to find the right lesson or course{ at {name}| in {location}|}.'],
  ctaButtons: ['Enquire now', 'Book a lesson', 'Ask {name}'],
  plans: [
    { name: 'Single lesson', features: ['Try it out'] },
    { name: 'Lesson pack', features: ['For steady progress'] },
    { name: 'Full course', features: ['The complete programme'] },
  ],
  aboutExpandedTitle: 'Our teaching approach',
  aboutExpanded: [
    'We break every subject{ — {services} included —|} into clear steps, practise until each one feels natural and build from there. Learners{ at {name}|} always know what they are working on, why it matters and how far they have come.',
  ],
  contactTitle: '{Get in touch|How to reach us|Contact details}',
  footers: [
    '{name} — learning that builds confidence[ in {location}].',
    'Patient, engaging teaching[ in {location}].',
  ],
};
