import type { Kind, KindCopy } from './types';
import { item } from './types';

/** A nursery or childminder looks after children: no lessons, levels or exams. */
const CHILDCARE: KindCopy = {
  headlines: [
    '{Warm, caring|Friendly, caring|Gentle, caring} childcare[ in {location}]',
    '{Where little ones learn through play|Play, learn and grow}',
    '{A home from home|A second home} for your little one',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], {caring for|looking after} {little ones|young children} with {patience and warmth|warmth and patience|plenty of play}.',
    '{name} is {kind}[ in {location}] — a {warm|friendly|calm} place to {play, learn and grow|play, explore and make friends}.',
    '{name} is {kind}[ in {location}] where {children learn through play|every child is known by name} and {parents are kept in the loop|parents hear how the day went}.',
  ],
  buttons: [
    '{Arrange a visit|Come and look round|Book a visit}',
    '{Ask about places|Ask about a place|Enquire about a place}',
  ],
  aboutTitles: ['About {name}', '{Meet us|Welcome to {name}|Who we are}'],
  about: [
    '{name} is {kind}[ in {location}]. We {give|offer} children a {warm|calm}, {caring|friendly} place to play, learn and make friends, and we keep parents in the loop along the way[ — for {audience}].',
    'At {name}, {children learn through play|play comes first}. We {follow|get to know} each child’s interests, {help them try new things|encourage them to try new things} and {celebrate the small steps|notice every small step} with you.',
  ],
  servicesTitles: ['{Our care|Care we offer}', '{A day with us|Days with us}'],
  servicesSubtitles: [
    '{Care|Days} {planned around|that fit around} your family{ and your week|}.',
    '{Not sure what you need?|Looking for a place?} {Ask us|Get in touch} and we will {talk you through the options|explain how it works}.',
  ],
  serviceLines: [
    '{service}, with plenty of play and care.',
    '{service} — ask us how it works.',
    '{service}, planned around your child.',
    '{service}, with warmth and patience.',
  ],
  featuresTitle: '{What a day is like|Why parents choose us|What matters to us|Why families choose {name}}',
  features: [
    {
      name: '{{Learning|Growing} through play|Play comes first|{Busy|Happy}, playful days}',
      description:
        '{Days|Sessions}{ at {name}| in {location}|} {full of|built around} {play, songs and stories|play and discovery|stories, games and play}.',
    },
    {
      name: '{{Every|Each} child known|Known by name|Their pace, their way}',
      description:
        '{We get to know|We take time to know} each child and {plan|shape} {their day|activities} {around them|to suit them}.',
    },
    {
      name: '{{Parents|Families} in the loop|Keeping you posted|{Easy|Open} conversations}',
      description:
        '{We share|We tell you about} {how the day went|what your child has been up to} {at pick-up|when you collect them}{ at {name}|}.',
    },
  ],
  faq: [
    {
      question: '{Can I {visit|look round} before {I decide|choosing}|Can we come and see you first}?',
      answer:
        '{Of course|Yes, please do}. {Get in touch|Contact us} and we will {arrange a time for you to look round|find a time to show you around}.',
    },
    {
      question: '{How do I {ask about|apply for} a place|Do you have places available}?',
      answer:
        '{Get in touch|Contact {name}} with your child’s age and the {days|sessions} you {need|are looking for}, and we will {let you know what we can offer|tell you what is available}.',
    },
    {
      question: '{How will I know how my child’s day went|Will you tell me how my child is getting on}?',
      answer:
        '{We share|We tell you about} {how the day went|what your child has been up to} {at pick-up|when you collect them}, and we are happy to {talk about how they are getting on|answer any questions}.',
    },
    {
      question: '{What should my child bring|What do I need to pack}?',
      answer: 'We will {give you a list|tell you what to bring} {before your child starts|when you visit}.',
    },
    {
      question: '{How do you help new children settle in|What if my child finds it hard to settle}?',
      answer:
        '{Every child is different|Each child settles in their own way}. We {talk with you about|agree with you} {how to start|a settling-in plan} and {go at your child’s pace|take it at your child’s pace}.',
    },
  ],
  ctaTitles: [
    '{Looking for a place|Looking for childcare}{ in {location}|}?',
    '{Come and see us|Come and look round}{ at {name}|}',
  ],
  ctaSubtitles: [
    '{Get in touch|Contact us} to {arrange a visit|ask about a place}{ at {name}| in {location}|}.',
    '{Tell us|Let us know} your child’s age and the {days|sessions} you need, and we will {get back to you|let you know what we can offer}.',
  ],
  ctaButtons: [
    '{Ask about a place|Arrange a visit|Book a visit}',
    '{Send an enquiry|Ask a question|Message us}',
  ],
  plans: [],
  aboutExpandedTitle: '{How we care|Our approach|A day with us}',
  aboutExpanded: [
    '{Children|Little ones} learn best when they feel {settled|at home} and happy. {At {name}, we|We} {get to know each child|take time to know each child}, {plan play around their interests|follow their interests} and {keep you in the loop|share how they are getting on} along the way.',
    'A good day {has|mixes} {play, rest and stories|play, quiet time and stories}. {At {name}, we|We} {follow each child’s pace|go at each child’s pace}, {encourage them to try new things|help them try something new} and {celebrate|notice} {the small steps|every small step}{ in {location}|}.',
  ],
  contactTitle: '{Come and look round|Arrange a visit|Ask about a place|Get in touch about a place}',
  footers: [
    '{name} — {warm, caring childcare|care, play and learning|a happy place to grow}[ in {location}].',
  ],
};

/** Kinds of business in the education industry; within the file, earlier kinds win ties. */
export const EDUCATION_KINDS: Kind[] = [
  {
    id: 'tutor',
    words: [
      'profesor particular',
      'clases particulares',
      'soutien scolaire',
      'cours particuliers',
      'nachhilfe',
      'nachhilfelehrer',
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
      item(
        'One-to-one tutoring',
        'Lessons planned around {one learner|one learner and their goals}.',
        /1-to-1|one-to-one|private/i,
      ),
      item(
        'Exam preparation',
        '{Focused|Steady} preparation for the exams that matter{, with plenty of practice|}.',
        /exam|gcse|a-level|sats|11\+/i,
      ),
      item('Online lessons', 'Lessons from home, {just as personal|just as focused}.', /online/i),
    ],
    schemaType: 'EducationalOrganization',
  },
  {
    id: 'driving-instructor',
    words: [
      'autoescuela',
      'auto-école',
      'fahrschule',
      'driving instructor',
      'driving school',
      'driving lessons=driving instructor',
    ],
    industry: 'education',
    noun: 'driving school',
    services: [
      item('Driving lessons', '{Patient|Calm} lessons at your pace.', /lesson/i),
      item('Test preparation', 'Getting you {ready|calm and ready} for test day.', /test/i),
      item(
        'Refresher lessons',
        '{Confidence back|Getting your confidence back} behind the wheel.',
        /refresh/i,
      ),
    ],
    schemaType: 'EducationalOrganization',
  },
  {
    id: 'music-teacher',
    words: [
      'escuela de música',
      'école de musique',
      'musikschule',
      'profesora de piano',
      'klavierlehrerin',
      'music teacher',
      'piano teacher',
      'guitar teacher',
      'singing teacher',
      'music school',
      'dance teacher',
    ],
    industry: 'education',
    noun: 'school',
    services: [
      item('Lessons for beginners', 'A {friendly|gentle} first step.', /beginner/i),
      item(
        'Private lessons',
        'One-to-one lessons at {your pace|your own pace}.',
        /private|1-to-1|one-to-one/i,
      ),
      item('Group classes', '{Learning together|Learning alongside others}.', /group|class/i),
    ],
    schemaType: 'EducationalOrganization',
  },
  {
    id: 'language-school',
    words: [
      'language school',
      'language centre',
      'language center',
      'language academy',
      'english school',
      'spanish school',
      'academia de idiomas',
      'escuela de idiomas',
      'école de langues',
      'centre de langues',
      'sprachschule',
      'sprachinstitut',
    ],
    industry: 'education',
    noun: 'language school',
    services: [
      item(
        'Group classes',
        'Learn {with others|alongside others} at your level{, with plenty of speaking practice|, with plenty of practice|}.',
        /group|class/i,
      ),
      item(
        'One-to-one lessons',
        '{Lessons|Teaching} planned around {you|you and your goals|what you need the language for}.',
        /one[- ]to[- ]one|private|1:1/i,
      ),
      item(
        'Exam preparation',
        '{Get ready|Prepare} for the exam you need{, with practice papers and feedback|, step by step|}.',
        /exam|ielts|toefl|dele|delf|cambridge/i,
      ),
    ],
    schemaType: 'EducationalOrganization',
  },
  {
    id: 'dance-school',
    words: [
      'dance school',
      'dance studio',
      'dance academy',
      'ballet school',
      'escuela de danza',
      'academia de baile',
      'école de danse',
      'tanzschule',
      'ballettschule',
      'tanzstudio',
    ],
    industry: 'education',
    noun: 'dance school',
    services: [
      item('Classes', 'Classes for {every level|all levels}.', /class/i),
      item('Ballet', '{Technique and grace|Technique, posture and grace}.', /ballet/i),
      item(
        'Contemporary & more',
        '{Styles to explore|More styles to try}.',
        /contemporary|hip[- ]hop|jazz|tap|salsa/i,
      ),
    ],
    schemaType: 'SportsActivityLocation',
  },
  {
    id: 'childcare',
    words: [
      'nursery',
      'day nursery',
      'childminder',
      'daycare',
      'day care',
      'child care centre',
      'preschool',
      'guardería',
      'escuela infantil',
      'crèche',
      'assistante maternelle',
      'kita',
      'kindertagesstätte',
      'tagesmutter',
    ],
    industry: 'education',
    noun: 'nursery',
    services: [
      item('Full days', '{Care and play|Care, play and rest} through the day.', /full[- ]day|day/i),
      item(
        'Sessions',
        '{Mornings or afternoons|Morning or afternoon sessions} to suit you.',
        /session|morning|afternoon/i,
      ),
      item('Learning through play', 'Activities that help children {grow|learn and grow}.', /play|learn/i),
    ],
    copy: CHILDCARE,
    schemaType: 'ChildCare',
  },
];
