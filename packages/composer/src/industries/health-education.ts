import type { IndustryProfile } from './profile';

export const healthcare: IndustryProfile = {
  noun: 'practice',
  headlines: [
    'Care you can trust[ in {location}]',
    'Your health, in good hands',
    'Caring for you and your family',
    '{Feel better, live better|Feel better, move better|Unhurried care, clearly explained}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], {offering|giving} {attentive|careful|unhurried} care with {time to listen|time for your questions|room for your questions}.',
    '{name} is {kind}[ in {location}] — we {take|make} the time to {understand what you need|listen properly} and {explain every step|explain your options clearly}.',
    '{name} is {kind}[ in {location}], where {nobody is rushed|appointments are never hurried} and {every question gets a proper answer|every step is explained|your questions are welcome}.',
    '{name} offers attentive, professional care[ in {location}] — with time to listen.',
    'At {name}, we take the time to understand you and explain every step of your care.',
  ],
  buttons: [
    '{Book|Make|Arrange} {an appointment|a visit}',
    '{Book with {name}|Book your visit|Book your first visit}',
    '{Ask a question|Ask us first|Message {name}|Ask the {noun}}',
  ],
  aboutTitles: ['About {name}', '{Our practice|About the {noun}|Who we are}'],
  about: [
    '{name} is a[ {location}] {noun} that puts people first. We take time to listen, explain your options clearly and plan care around your needs[ — for {audience}].[ We have been caring for patients since {year}.]',
    'At {name}, good care starts with a conversation. We want you to feel comfortable asking questions, understand what is happening at each step and leave with a clear plan[, whether you are one of {audience} or visiting for the first time].',
    '{name} is a {friendly|welcoming|calm} {noun}[ in {location}] where {appointments are never rushed|you are given time}. {We explain what we find|We tell you what we see} in plain words, {talk through|go through} your options and {agree the next step with you|let you decide the next step}[ — {audience} very welcome].',
  ],
  servicesTitles: [
    '{Our services|Services}',
    '{How we can help|What we can help with}',
    '{Care we offer|Our care}',
  ],
  servicesSubtitles: [
    '{Clear|Plain} explanations and {attentive|unhurried|patient} care at {every visit|every appointment}.',
    '{Not sure which you need?|Not sure where to start?} {Ask us|Get in touch} and we will {explain the options|point you the right way}.',
  ],
  services: [
    {
      name: 'Check-ups',
      description:
        'Regular visits that {keep small issues from becoming big ones|catch small problems early}.',
    },
    {
      name: 'Consultations',
      description: '{Time|Unhurried time} to talk through your concerns and your options.',
    },
    {
      name: 'Treatment plans',
      description: 'Care planned around you, {explained step by step|with every step explained}.',
    },
    { name: 'Preventive care', description: '{Practical|Straightforward} advice to help you stay well.' },
    {
      name: 'Follow-up care',
      description: 'Support after treatment to {make sure you are on track|check you are on track}.',
    },
    {
      name: 'Family care',
      description: 'Care for every member of the family, {whatever their age|young and old}.',
      when: /famil|child|kid|pediatric|paediatric/i,
    },
  ],
  serviceLines: [
    '{service}, explained clearly and planned around you.',
    '{service} with attentive, professional care at every step.',
    '{service} — we talk you through the options first.',
    '{service}, with time for your questions.',
    '{service}, planned with you and explained in plain words.',
  ],
  featuresTitle: '{How we look after you|What matters to us|What to expect at {name}|How appointments work}',
  features: [
    {
      name: '{{Time|Room} for {your questions|a proper conversation|every question|a proper chat}|{We listen|Listening} {first|before anything else}|{Never|No one is} rushed|Unhurried {appointments|visits}}',
      description:
        '{Appointments|Visits}{ at {name}| at our {location} {noun}|} that leave {room|time} for {your questions|every question|a proper conversation}.',
    },
    {
      name: '{{Clear|Plain|Honest|Straight} {explanations|answers}|{Plain|Everyday} words|{Each step|Every option|Your options} explained|{No jargon|Jargon-free}}',
      description:
        '{We explain|We talk you through} your options[ for {services}] in {plain language|plain English|everyday words}{, and nothing happens until you are happy| before anything is decided|}.',
    },
    {
      name: '{{A calm|A welcoming|A friendly|A relaxed} {environment|place|space|setting}|Somewhere calm|At ease|{Calm|Quiet} surroundings}',
      description:
        '{A welcoming|A calm, friendly|A quiet, friendly} {noun}{ in {location}| at {name}|} {designed to put you at ease|where you can feel at ease|that helps you relax}.',
    },
  ],
  faq: [
    {
      question: '{How do I|How can I} {book|make} an appointment{ at {name}| with {name}|}?',
      answer:
        '{Contact us|Contact {name}|Get in touch} {using|with} the details on this page and we will {find|arrange} a time that {works for you|suits you}{ — for {services} or anything else|}.',
    },
    {
      question: 'What should I {bring|bring with me} to my first {visit|appointment}{ at {name}|}?',
      answer:
        'Bring {any relevant records|any notes or letters you have}, a list of {medicines you take|any medicines you are taking} and {any questions you would like to ask|the questions you want answered}{ about {services}|}.',
    },
    {
      question:
        '{What if I need to {cancel|change my appointment}|What if I cannot make my appointment|Can I {cancel|move} an appointment}{ at {name}|}?',
      answer:
        '{Please|Just} let {us|{name}} know as {early|soon} as you can, so we can offer the time to {another patient|someone else}{ in {location}|}.',
    },
    {
      question: '{Can I {ask a question|talk to someone|get some advice} before {I book|booking}}?',
      answer:
        '{Of course|Yes, of course}. {Get in touch|Send us a message|Call us} {using|with} the details on this page and {we will help where we can|we will answer what we can}{ before you decide|}.',
    },
    {
      question: 'What happens {at|during} my first {appointment|visit}?',
      answer:
        '{We start by listening|First we listen}: {what brings you in|what is worrying you} and {what you hope for|what you want from your care}. Then we {explain your options|talk you through what we suggest} {before anything is decided|and agree a plan with you}.',
    },
    {
      question:
        '{Can I bring {someone|a friend or relative} {with me|along}|Can someone come {with me|to my appointment}}?',
      answer:
        '{Of course|Yes, of course} — {you are welcome to|feel free to} bring {a friend or relative|someone along} {for support|if it helps}.',
    },
  ],
  ctaTitles: [
    '{Ready to book|Ready to make an appointment}{ with {name}|}?',
    '{We are here to help|Here to help|Happy to help}{ in {location}|}',
  ],
  ctaSubtitles: [
    '{Get in touch|Contact us} to {arrange|book} your {appointment|next appointment|first visit}{ at {name}| for {services}|}.',
    '{Questions first?|Not sure yet?} {Send us a message|Get in touch} and we will {talk you through your options|help where we can}.',
  ],
  ctaButtons: [
    '{Request|Arrange|Book} {an appointment|a first appointment|a visit}',
    '{Send|Ask} us a question',
    '{Message the {noun}|Write to {name}|Ask before you book}',
  ],
  plans: [],
  aboutExpandedTitle: '{Our approach to care|How we care for you|Care, step by step}',
  aboutExpanded: [
    '{At {name}, we|We} believe good care is unhurried and clear. Every visit{ to our {location} {noun}|} starts with listening, every recommendation comes with an explanation, and every plan is made with you — not for you.',
    '{Good care|Care that works} {is a conversation|starts with a conversation}. {At {name}, we|We} {ask|listen} first, {explain what we find|tell you what we see} in plain words and {only go ahead|go ahead only} when you are {happy|comfortable} with the plan{ for {services}|}.',
    '{Nobody|No one} should leave an appointment {confused|unsure what happens next}. {At {name}, we|We} {take the time to|make time to} {answer your questions|explain each step}, {agree the next step with you|make sure you know what happens next} and {check in|follow up} {when it helps|where it helps}{ — here in {location}|}.',
  ],
  contactTitle: '{{Contact|Find|Visit|Call|Reach} the {noun}|{Book|Arrange} your {appointment|visit}}',
  footers: [
    '{name} — {attentive, professional care|unhurried, careful care|care with time to listen}[ in {location}].',
    '{Caring for our community|Care, clearly explained|Time to listen}[ in {location}].',
  ],
};

export const education: IndustryProfile = {
  noun: 'school',
  headlines: [
    '{Learning that sticks|Learning that lasts}',
    'Grow your skills[ in {location}]',
    'Confidence starts with {great|good|patient} teaching',
    '{Learn something new|Learn at your own pace}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], helping {every learner|learners of every level|each learner} {make real progress|move forward with confidence|grow in confidence}.',
    '{name} is {kind}[ in {location}] — {patient|clear|friendly}, {engaging|encouraging|well-planned} teaching {that meets you where you are|at a pace that suits you}.',
    '{name} is {kind}[ in {location}]: {clear explanations|lessons with a plan}, {plenty of practice|lots of encouragement} and {progress you can see|feedback you can use}.',
    '{name} offers patient, engaging teaching[ in {location}] that helps every learner make real progress.',
    'At {name}, we meet learners where they are and help them get where they want to go.',
  ],
  buttons: [
    '{Book a lesson|Book your first lesson|Arrange a lesson}',
    '{Enrol now|Ask about places|Find out more}',
    '{Find a class|See lessons|Ask about lessons}',
  ],
  aboutTitles: ['About {name}', '{Why learn with us|Learning with us}'],
  about: [
    '{name} helps learners[ — {audience} —] build real skills and the confidence to use them. Our lessons are structured, encouraging and adapted to each learner’s pace[, right here in {location}].[ We have been teaching since {year}.]',
    'At {name}, we believe everyone can learn with the right support. We keep groups focused, explain things clearly and celebrate progress along the way[ for {audience}].',
    '{Good teaching is|Good lessons are} {patient|unhurried} and {clear|well planned}. {At {name}, every|Every} lesson has {a goal|a purpose}, {plenty of practice|time to practise} and {a moment to look back at what has improved|a quick look at what comes next}[ — for {audience}].',
  ],
  servicesTitles: [
    '{Lessons & courses|Lessons and courses}',
    '{What we teach|What you can learn}',
    '{Our programmes|Ways to learn}',
  ],
  servicesSubtitles: [
    '{Structured|Clear}, {encouraging|friendly} lessons for every level.',
    '{Not sure which level?|New to it?} {Ask us|Tell us about your experience} and we will {help you choose|suggest a starting point}.',
  ],
  services: [
    {
      name: 'One-to-one lessons',
      description:
        '{Focused teaching|Teaching|Lessons} built around one learner’s {goals|goals and pace|needs}.',
    },
    {
      name: 'Small-group classes',
      description:
        '{Learn alongside others|Learn in a small group} with {plenty of|lots of} individual attention.',
    },
    {
      name: 'Exam preparation',
      description:
        '{Practice, technique and calm confidence|Practice papers, technique and a calm head} before the big day.',
      when: /exam|test|gcse|sat|a-level/i,
    },
    {
      name: 'Beginner courses',
      description: 'A {friendly|gentle|patient} start for anyone new to the subject.',
    },
    {
      name: 'Holiday workshops',
      description: 'Short, {engaging|lively} sessions that keep learning going.',
    },
    {
      name: 'Online lessons',
      description: 'Lessons from home with the same {care and structure|care and attention}.',
      when: /online|zoom|remote/i,
    },
  ],
  serviceLines: [
    '{service} taught with patience, structure and plenty of encouragement.',
    '{service} for every level, adapted to each learner’s pace.',
    '{service}, with clear goals and regular feedback.',
    '{service} — ask us which level suits you.',
    '{service}, taught step by step with plenty of practice.',
  ],
  featuresTitle:
    '{How we teach|The way we teach|What lessons are like|What learners can expect|Why learn with {name}}',
  features: [
    {
      name: '{{Every|Each} learner {counts|matters}|Taught as individuals|Your pace, your goals|{Lessons|Teaching} that {fit|suit} {the learner|each learner}|One size does not fit all}',
      description:
        '{Lessons|Teaching}[ in {services}] {adapted|matched|tuned} to each learner’s {pace and goals|pace, goals and confidence|goals and way of learning}.',
    },
    {
      name: '{{Clear|Steady|Visible|Real} progress|Progress you can {see|measure}|{Know|See} how you are doing|{Honest|Regular|Useful} feedback}',
      description:
        '{Regular feedback|Honest feedback|Feedback along the way}{ from {name}| on {services}|} {so progress is easy to see|so everyone knows what comes next|so you can see how far you have come}.',
    },
    {
      name: '{{An encouraging|A friendly|A supportive|A patient} {atmosphere|space|room}|Questions always welcome|{Room|Space} to make mistakes}',
      description:
        '{A supportive|A friendly|An encouraging} {space|place to learn}{ in {location}| at {name}|} where {questions are always welcome|mistakes are part of learning|nobody minds a question}.',
    },
  ],
  faq: [
    {
      question:
        '{How do I know|How can I tell|How will I know|Can you tell me} which level{ of {services}|} is right{ for me|}?',
      answer:
        '{Get in touch|Contact {name}|Send us a message} and {tell us|let us know} {about your experience|what you have done so far} — we will {help you find|suggest} the right starting point.',
    },
    {
      question: 'Can I {try a lesson|have a trial lesson|see what lessons are like}{ at {name}|} first?',
      answer:
        '{Contact us|Get in touch} to {talk about|tell us about} your goals, and we will {explain|go through} the options for getting started{ with {services}| in {location}|}.',
    },
    {
      question:
        '{How do you track progress|How will I know I am improving|How do you keep track of progress}{ at {name}|}?',
      answer:
        '{We share|You get} {regular|honest, regular} feedback{ along the way|}, so {learners (and parents, where relevant)|learners — and parents, where relevant —|everyone involved} {know|can see} {what is going well and what is next|what is improving and what to work on next|where things stand}.',
    },
    {
      question:
        '{How long {are lessons|is each lesson|is a lesson}|How much time should I set aside for a lesson}?',
      answer:
        'It depends on the {course|subject} and the learner. {Get in touch|Ask us} and we will {explain how lessons are arranged|tell you what we suggest}.',
    },
    {
      question: '{What {do I|should I} bring|Do I need to bring anything}{ to my first lesson| to lessons|}?',
      answer:
        '{Just yourself and|Bring yourself and} {any questions you have|anything you are already working on}. {We will tell you before your first lesson if you need anything else|If you need anything else, we will tell you before your first lesson}.',
    },
    {
      question:
        '{What if I {miss|cannot make|need to move} a lesson|What happens if I {miss|cannot make} a lesson}?',
      answer:
        '{Let us know|Tell us} as {early|soon} as you can and we will {talk about|see what we can do about} {rearranging|moving} it.',
    },
  ],
  ctaTitles: [
    '{Ready to start learning|Ready to begin|Ready for your first lesson}{ with {name}|}?',
    '{Take the first step|Make a start}{ with {services}|}',
  ],
  ctaSubtitles: [
    '{Get in touch|Send us a message|Contact us} to find the right {lesson or course|lessons|place to start}{ at {name}| in {location}|}.',
    '{Tell us|Let us know} {what you want to learn|your goals} and we will {suggest where to start|help you take the first step}.',
  ],
  ctaButtons: [
    '{Enquire now|Ask a question|Send an enquiry}',
    '{Book a lesson|Book your first lesson}',
    'Ask {name}',
  ],
  plans: [
    { name: 'Single lesson', features: ['Try it out'] },
    { name: 'Lesson pack', features: ['For steady progress'] },
    { name: 'Full course', features: ['The complete programme'] },
  ],
  aboutExpandedTitle: '{Our teaching approach|How lessons work|How we teach}',
  aboutExpanded: [
    'We break every subject{ — {services} included —|} into clear steps, practise until each one feels natural and build from there. Learners{ at {name}|} always know what they are working on, why it matters and how far they have come.',
    '{Every lesson|Each lesson} {starts|begins} with {what you already know|a quick look back}{ and ends with|, and finishes on} {a clear next step|something to practise}. {At {name}, we|We} {explain|go over} things {more than one way|in more than one way} until they {click|make sense}.',
    '{Confidence|Real progress} comes from {small wins|small steps} {that add up|you can see}. {At {name}, we|We} {set goals with each learner|agree goals with each learner}, {give honest feedback|keep feedback honest} and {celebrate|notice} progress{ along the way| as it comes}{ in {location}|}.',
  ],
  contactTitle:
    '{{Ask|Enquire} about lessons|Talk to us about {lessons|learning}|Book a first lesson|Start learning}',
  footers: [
    '{name} — {learning that builds confidence|patient teaching|lessons with a plan}[ in {location}].',
    '{Patient, engaging teaching|Learning at your own pace|Clear, encouraging lessons}[ in {location}].',
  ],
};
