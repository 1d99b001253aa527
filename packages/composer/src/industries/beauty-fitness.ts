import type { IndustryProfile } from './profile';

export const beauty: IndustryProfile = {
  noun: 'salon',
  headlines: [
    'Look good, feel even better',
    'Beauty, done beautifully[ in {location}]',
    'Time for you',
    'Leave feeling like yourself, only better',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}] — come in, relax and leave feeling your best.',
    '{name} is a welcoming space[ in {location}] where skilled hands and attention to detail come as standard.',
    'Relax, unwind and let the team at {name} take care of the rest.',
  ],
  buttons: [
    '{Book an appointment|Make an appointment|Book a visit|Book with {name}}',
    '{Book now|Book a place|Reserve a place}',
    'See treatments',
  ],
  aboutTitles: ['About {name}', 'Welcome to {name}'],
  about: [
    '{name} is a[ {location}] salon built around one idea: you should leave feeling better than when you arrived. We take time to understand what you want, give honest advice and take care over every detail[ — for {audience}].[ We have been welcoming clients since {year}.]',
    'At {name} we believe great results start with listening. Every appointment begins with a conversation about what you would like, so the result suits you, your style and your routine[, whether you are one of {audience} or simply treating yourself].',
  ],
  servicesTitles: ['Treatments', 'Our services', 'What we offer'],
  servicesSubtitles: ['Every treatment starts with a conversation about what you want.'],
  services: [
    {
      name: 'Cut & style',
      description: 'A cut that suits you, finished with a style you can recreate at home.',
      when: /hair|cut|style|blow/i,
    },
    {
      name: 'Colour',
      description: 'From subtle refreshes to a whole new look, matched to you.',
      when: /colou?r|highlight|balayage/i,
    },
    {
      name: 'Nails',
      description: 'Neat, long-lasting manicures and pedicures.',
      when: /nail|manicure|pedicure/i,
    },
    {
      name: 'Facials & skincare',
      description: 'Treatments that leave your skin calm, clean and glowing.',
      when: /facial|skin/i,
    },
    {
      name: 'Lashes & brows',
      description: 'Shape and definition that frames your face.',
      when: /lash|brow/i,
    },
    {
      name: 'Beard & grooming',
      description: 'Sharp trims and shaves with a proper finish.',
      when: /barber|beard|shave|groom/i,
    },
    { name: 'Massage', description: 'Time to switch off and let the tension go.', when: /massage|spa/i },
    { name: 'Consultations', description: 'A relaxed chat about what you want before we begin.' },
    { name: 'Special occasions', description: 'Looking and feeling your best for the days that matter.' },
    { name: 'Aftercare advice', description: 'Simple tips to keep your look fresh between visits.' },
  ],
  serviceLines: [
    '{service}, tailored to you after a quick consultation.',
    '{service} with careful attention to detail and a finish you will love.',
    'Our {service} treatments start with listening to what you want.',
  ],
  featuresTitle: 'The {name} experience',
  features: [
    {
      name: '{Time to listen|We listen first|{name} listens first|Listening comes first|Time for your questions}',
      description:
        'Every visit{ to {name}| to our {location} {noun}|} starts with a chat about what you want.',
    },
    {
      name: '{Attention to detail|The details matter|Care in the details|Finished properly|Detail by detail}',
      description: 'We take the time to get the finish right{ on {services}| — it is how {name} works|}.',
    },
    {
      name: 'A space to relax',
      description: 'A calm, welcoming {noun}{ in {location}| at {name}|} where you can switch off.',
    },
  ],
  faq: [
    {
      question: 'How do I book an appointment{ at {name}|}?',
      answer:
        '{Get in touch|Message us|Contact {name}} using the details on this page and we will find a time that suits you{ for {services}|}.',
    },
    {
      question:
        '{I am not sure what I want — can you help?|I do not know what to choose — can you help?|Can you help me decide{ between {services}|}?}',
      answer:
        'Of course. Every appointment{ at {name}| in our {location} {noun}|} starts with a consultation, and we will give you honest advice.',
    },
    {
      question: 'What if I need to change my appointment{ at {name}|}?',
      answer:
        'Just let {us|{name}} know as early as you can so we can offer the time to someone else and rebook you{ for {services}|}.',
    },
  ],
  ctaTitles: ['Ready for some time for you{ at {name}|}?', 'Treat yourself{ in {location}| at {name}|}'],
  ctaSubtitles: [
    'Book your next appointment with {name} today.',
    'Ask us about {services} and book a time that suits you.',
  ],
  ctaButtons: [
    '{Book now|Book a place|Reserve a place}',
    '{Make an appointment|Arrange a visit|Book in}',
    'Book with {name}',
  ],
  plans: [
    { name: 'Express', features: ['A quick refresh'] },
    { name: 'Signature', features: ['Our most popular treatment'] },
    { name: 'Indulgence', features: ['The full experience'] },
  ],
  aboutExpandedTitle: 'Our approach',
  aboutExpanded: [
    '{At {name}, we|We} keep things simple: listen first, advise honestly and take care over every detail. We use products we trust and techniques we know well, and we never rush — so you can relax and enjoy your time with us{ in {location}|}.',
  ],
  contactTitle: 'Book your visit',
  footers: ['{name} — beauty and care[ in {location}].', 'Look good, feel good[ in {location}].'],
};

export const fitness: IndustryProfile = {
  noun: 'gym',
  headlines: [
    'Stronger starts today',
    'Train with purpose[ in {location}]',
    'Move more, feel better',
    'Find your strong',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}] with coaching and a community that keeps you going.',
    '{name} is a supportive place to train[ in {location}] — whatever your starting point.',
    'Coaching, community and a plan that works for you. That is {name}.',
  ],
  buttons: [
    'Start training',
    '{Book a session|Book your first session|Book a session with {name}}',
    'Join us',
  ],
  aboutTitles: ['About {name}', 'Why train with us'],
  about: [
    '{name} is a[ {location}] training space for people who want to feel fitter, stronger and more confident[ — {audience} included]. We keep the atmosphere friendly and the coaching focused, so every session moves you forward.[ We have been helping people train since {year}.]',
    'We built {name} for everyone who has ever felt out of place in a gym. Here you will find clear coaching, sessions that fit your level and people who cheer you on[, with a special welcome for {audience}].',
  ],
  servicesTitles: ['Ways to train', 'Classes & coaching', 'Our programmes'],
  servicesSubtitles: ['Sessions for every level, from first-timers to seasoned athletes.'],
  services: [
    {
      name: 'Personal training',
      description: 'One-to-one coaching with a plan built around your goals.',
      when: /personal|1-to-1|one-to-one/i,
    },
    { name: 'Group classes', description: 'Energetic sessions that are more fun together.' },
    { name: 'Yoga', description: 'Build strength, balance and calm, one breath at a time.', when: /yoga/i },
    {
      name: 'Pilates',
      description: 'Controlled movement for a strong core and better posture.',
      when: /pilates/i,
    },
    {
      name: 'Strength & conditioning',
      description: 'Get stronger with coached lifting and smart programming.',
    },
    { name: 'Beginner sessions', description: 'A friendly introduction for anyone starting out.' },
    {
      name: 'Martial arts',
      description: 'Skills, discipline and fitness in every class.',
      when: /martial|karate|judo|jiu|boxing/i,
    },
  ],
  serviceLines: [
    '{service} coached with care, at a pace that suits you.',
    '{service} sessions for every level — we will help you find your starting point.',
  ],
  featuresTitle: 'Why people train here',
  features: [
    {
      name: '{Coaching that cares|Coached with care|A coach in your corner|Support that fits you|Coaching at {name}}',
      description: 'We watch your form and adjust each session{ of {services}|} to you.',
    },
    {
      name: '{Every level welcome|Start where you are|All abilities welcome|From first session up|Beginners to regulars}',
      description: 'Beginners and regulars train side by side{ in {location}|}.',
    },
    {
      name: 'A real community',
      description: 'Friendly faces{ at {name}| from around {location}|} who keep you coming back.',
    },
  ],
  faq: [
    {
      question:
        '{I am a complete beginner — is that okay?|I have never done this before — is that all right?|Can a beginner join{ at {name}|}?}',
      answer:
        'Absolutely. Tell us where you are starting from and we will help you find the right sessions{ — {services} included| at {name}|}.',
    },
    {
      question: 'What should I bring{ to my first session|}?',
      answer:
        'Comfortable clothes you can move in, a water bottle and a towel{ — we will take care of the rest| for after {services}|}.',
    },
    {
      question: 'How do I get started{ with {name}| with {services}|}?',
      answer:
        '{Get in touch|Message {name}|Contact us} using the details on this page and we will help you book your first session{ in {location}|}.',
    },
  ],
  ctaTitles: ['Ready to start{ at {name}|}?', 'Your first session{ at {name}| in {location}|} is waiting'],
  ctaSubtitles: [
    'Get in touch and we will help you take the first step{ with {services}|}.',
    'Tell {name} your goals and we will help you take the first step.',
  ],
  ctaButtons: [
    'Get started',
    '{Book a session|Book your first session|Book a session with {name}}',
    'Train with {name}',
  ],
  plans: [
    { name: 'Drop-in', features: ['Train when it suits you'] },
    { name: 'Monthly membership', features: ['For regular training'] },
    { name: 'Personal training', features: ['One-to-one coaching'] },
  ],
  aboutExpandedTitle: 'How we coach',
  aboutExpanded: [
    'Good training is about consistency, not extremes. We start from where you are, teach the basics well and build from there. Every session{ of {services}|} has a purpose, and every coach knows your name.',
  ],
  contactTitle: 'Come and train with us',
  footers: ['{name} — training for every body[ in {location}].', 'Coaching and community[ in {location}].'],
};
