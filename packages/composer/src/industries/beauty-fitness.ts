import type { IndustryProfile } from './profile';

export const beauty: IndustryProfile = {
  noun: 'salon',
  headlines: [
    '{Look good, feel even better|Look good and feel better still|Feel good, look even better}',
    'Beauty, done beautifully[ in {location}]',
    '{Time for you|Some time just for you|An hour that is all yours}',
    'Leave feeling like yourself, only better',
    '{Unhurried|Careful|Thoughtful} treatments[ in {location}]',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}] — {come in|step inside}, {relax|sit back|take a moment for yourself} and {leave feeling your best|go home feeling like yourself again|leave looking and feeling good}.',
    '{name} is {kind}[ in {location}]{, where| —} {skilled hands|a friendly team|careful, skilled hands} and {attention to detail|time for the details|honest advice} come as standard.',
    '{name} is {kind}[ in {location}]: {book a time|choose a time that suits you}, tell us what you {would like|have in mind} and {let us take care of the rest|leave the rest to us}.',
    '{Relax|Sit back|Take a breath} and let {the team at {name}|{name}} {take care of the rest|look after you}.',
  ],
  buttons: [
    '{Book an appointment|Make an appointment|Book a visit|Book with {name}}',
    '{Book now|Book a place|Reserve a place}',
    '{See treatments|View treatments|Browse treatments}',
    '{Find a time|Book your visit|Book a treatment}',
  ],
  aboutTitles: ['About {name}', '{Welcome to|Say hello to|Inside} {name}'],
  about: [
    '{name} is a[ {location}] {noun} built around one idea: you should leave feeling better than when you arrived. We take time to understand what you want, give honest advice and take care over every detail[ — for {audience}].[ We have been welcoming clients since {year}.]',
    'At {name} we believe {great|good} results start with listening. Every appointment begins with a conversation about what you would like, so the result suits you, your style and your routine[, whether you are one of {audience} or simply treating yourself].',
    '{name} is a {calm|friendly|relaxed} {noun}[ in {location}] where nobody is rushed. {Tell us what you would like|Bring your ideas}, ask as many questions as you want and {enjoy the time|let us look after you}[ — {audience} very welcome].',
  ],
  servicesTitles: ['{Treatments|Our treatments}', '{Our services|What we offer|What we do}'],
  servicesSubtitles: [
    '{Every|Each} treatment {starts|begins} with {a conversation|a chat} about what you {want|would like}.',
    '{Ask us about any of them|Not sure which to choose? Ask us} — we {are happy to|will gladly} {advise|help you decide}.',
  ],
  services: [
    {
      name: 'Cut & style',
      description:
        '{A cut that suits you|A cut chosen with you|A cut planned with you}, finished with a style you can {recreate|manage|keep up} at home.',
      when: /hair|cut|style|blow/i,
    },
    {
      name: 'Colour',
      description:
        '{From subtle refreshes to a whole new look|Anything from a gentle refresh to a bold change|A subtle lift or a whole new shade}, {matched to you|chosen to suit you|planned with you}.',
      when: /colou?r|highlight|balayage/i,
    },
    {
      name: 'Nails',
      description: '{Neat, long-lasting|Tidy, lasting} manicures and pedicures{, finished with care|}.',
      when: /nail|manicure|pedicure/i,
    },
    {
      name: 'Facials & skincare',
      description: 'Treatments that leave your skin {calm, clean and glowing|feeling calm and refreshed}.',
      when: /facial|skin/i,
    },
    {
      name: 'Lashes & brows',
      description: '{Shape and definition|Definition and shape} {that frames your face|to frame your face}.',
      when: /lash|brow/i,
    },
    {
      name: 'Beard & grooming',
      description: '{Sharp trims and shaves|Trims and shaves} with a {proper|tidy|careful} finish.',
      when: /barber|beard|shave|groom/i,
    },
    {
      name: 'Massage',
      description: '{Time to switch off|A chance to switch off} and let the tension {go|ease}.',
      when: /massage|spa/i,
    },
    {
      name: 'Consultations',
      description: 'A {relaxed|friendly|quick} chat about what you want before we {begin|start}.',
    },
    {
      name: 'Special occasions',
      description: '{Looking and feeling your best|Feeling ready and looking it} for the days that matter.',
    },
    {
      name: 'Aftercare advice',
      description: '{Simple|Practical} tips to keep your look {fresh|at its best} between visits.',
    },
  ],
  serviceLines: [
    '{service}, tailored to you after a quick consultation.',
    '{service} with careful attention to detail and a finish you will love.',
    'Our {service} treatments start with listening to what you want.',
    '{service}, talked through with you first and never rushed.',
    '{service} — ask us what would suit you.',
    '{service}, done carefully and finished properly.',
  ],
  featuresTitle:
    '{The {name} experience|Why clients come back|What you can count on|What makes a visit here}',
  features: [
    {
      name: '{{We listen|We ask|We talk} {first|before we start|before we begin}|{A chat|A consultation|A proper chat|A conversation} {first|before we begin|to start}|Your ideas count|{Tell us|Show us} what you {want|like}}',
      description:
        '{Every visit|Each appointment|Every treatment}{ at {name}| here in {location}|} {starts|begins} with {a chat|a conversation|a quick talk} about {what you want|what you have in mind|what you would like}.',
    },
    {
      name: '{{Attention to|Care over|Time for|An eye for} {detail|the details}|{Finished|Done} {properly|with care|carefully}|Detail by detail|Never rushed}',
      description:
        '{We take the time|We make time|We take care} to get the {finish|result|last details} right{ on {services}| — it is how {name} works|}.',
    },
    {
      name: '{{A calm|A quiet|A relaxed|A peaceful} {space|place to unwind|place to relax}|{Room|Time} to {relax|unwind|switch off|breathe}}',
      description:
        '{A calm, welcoming|A relaxed, friendly|A quiet, welcoming} {noun}{ in {location}| at {name}|} where you can {switch off|unwind|forget the day for a while}.',
    },
  ],
  faq: [
    {
      question: '{How do I|How can I|Can I} book{ an appointment| a treatment|}{ at {name}|}?',
      answer:
        '{Get in touch|Message us|Send us a message|Call us} {using|with} the details on this page and we will {find|suggest} a time that {suits you|works for you}{ for {services}|}.',
    },
    {
      question:
        '{I am not sure what I want — can you help?|I do not know what to choose — can you help?|Can you help me decide{ between {services}|}?|What if I am not sure what to ask for?}',
      answer:
        '{Of course|Yes, of course|Happily}. {Every appointment|Each visit}{ at {name}| to our {location} {noun}|} {starts|begins} with a {consultation|chat about what you want}, and {we will give you honest advice|we will tell you honestly what would suit you|we will help you choose}.',
    },
    {
      question:
        '{What if I need to|Can I|How do I} {change|move|rearrange} my {appointment|booking}{ at {name}|}?',
      answer:
        '{Just|Please|Simply} let {us|{name}} know as {early|soon} as you can, so we can offer the time to someone else and {rebook you|find you another time}{ for {services}|}.',
    },
    {
      question:
        '{How long {will|does} {my appointment|a treatment|a visit} take|How long should I allow{ for my appointment|}}?',
      answer:
        'It depends on the {treatment|appointment}. {Ask us|Tell us what you would like} when you book and we will {give you an idea|let you know roughly how long to allow}.',
    },
    {
      question:
        '{Should I tell you about {allergies|any allergies|allergies or sensitivities}|What {should|do} you {need to know|want to know} before my {appointment|treatment}}?',
      answer:
        '{Yes, please|Please do} — {tell us|let us know} about {any allergies or sensitivities|anything that could affect your treatment} when you book{ or when you arrive|}, and we will {plan around them|take it into account}.',
    },
    {
      question:
        '{Can {two of us|a friend and I} book {together|at the same time}|Can I {book|come} with a friend}?',
      answer:
        '{Ask us|Tell us} when you get in touch and we will {let you know what we can do|see which times would work for you both}.',
    },
  ],
  ctaTitles: [
    '{Ready for|Time for} some time {for you|for yourself}{ at {name}|}?',
    '{Treat yourself|Go on, treat yourself|Make time for yourself}{ in {location}| at {name}|}',
  ],
  ctaSubtitles: [
    '{Book|Arrange} your next {appointment|visit} with {name}{ today| whenever suits you|}.',
    '{Ask us about|Get in touch about} {services} and we will find a time that {suits you|works for you}.',
    '{Send us a message|Get in touch} and we will {find you a time|book you in}.',
  ],
  ctaButtons: [
    '{Book now|Book a place|Reserve a place}',
    '{Make|Arrange|Book} {an appointment|your next appointment}',
    '{Book with {name}|Find a time|Book your visit|Choose a time}',
  ],
  plans: [
    { name: 'Express', features: ['A quick refresh'] },
    { name: 'Signature', features: ['Our most popular treatment'] },
    { name: 'Indulgence', features: ['The full experience'] },
  ],
  aboutExpandedTitle: '{Our approach|Our way of doing things|How we look after you}',
  aboutExpanded: [
    '{At {name}, we|We} keep things simple: listen first, advise honestly and take care over every detail. We use products we trust and techniques we know well, and we never rush — so you can {relax|switch off} and enjoy your time with us{ in {location}|}.',
    '{A good appointment|Every good result} starts with {a conversation|a proper conversation|listening}. {At {name}, we|We} ask what you want, {tell you honestly|explain plainly} what will work, and {only then get started|then take our time}.',
    '{We would rather|We prefer to} {take a little longer|slow down} and get it right. {At {name}, every|Every} visit{ to our {location} {noun}|} {starts|begins} with {listening|a proper chat}, and {ends|finishes} with {a few tips for home|advice on keeping it looking good}.',
  ],
  contactTitle: '{{Book|Plan|Arrange} your {visit|next visit|appointment}|{Visit|Find} the {noun}}',
  footers: [
    '{name} — {beauty and care|care and a calm welcome|treatments with time to listen}[ in {location}].',
    '{Look good, feel good|Time for you|Careful, unhurried treatments}[ in {location}].',
  ],
};

export const fitness: IndustryProfile = {
  noun: 'gym',
  headlines: [
    'Stronger starts today',
    'Train with purpose[ in {location}]',
    '{Move more, feel better|Move well, feel better|Feel fitter, move better}',
    'Find your strong',
    '{Coaching|Training} that {fits|works for} you[ in {location}]',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}] with {coaching|good coaching|clear coaching} and {a community that keeps you going|people who keep you going|a crowd that keeps you coming back}.',
    '{name} is {kind}[ in {location}] — {a supportive|a friendly|a welcoming} place to train, {whatever your starting point|wherever you are starting from|at any level}.',
    '{name} is {kind}[ in {location}]: {clear coaching|coaching you can follow}, {sessions that suit your level|a plan that fits your life} and {people who cheer you on|a friendly crowd}.',
    'Coaching, community and a plan that works for you. That is {name}.',
  ],
  buttons: [
    '{Start training|Start today|Start your training}',
    '{Book|Arrange} {a session|your first session|a first session}',
    '{Come and train|Try a session|Come and try it|Train with {name}}',
  ],
  aboutTitles: ['About {name}', '{Why train with us|Train with us|Why people train here}'],
  about: [
    '{name} is a[ {location}] training space for people who want to feel fitter, stronger and more confident[ — {audience} included]. We keep the atmosphere friendly and the coaching focused, so every session moves you forward.[ We have been helping people train since {year}.]',
    'We built {name} for everyone who has ever felt out of place {in a gym|walking into a training session}. Here you will find clear coaching, sessions that fit your level and people who cheer you on[, with a special welcome for {audience}].',
    '{name} is about {steady progress|progress you can feel}, not {quick fixes|extremes}. {We start from where you are|You start where you are}, learn to move well and build from there[ — {audience} welcome].',
  ],
  servicesTitles: [
    '{Ways to train|How to train with us}',
    '{Classes & coaching|Sessions & coaching}',
    'Our programmes',
  ],
  servicesSubtitles: [
    'Sessions for every level, from {first-timers|complete beginners} to {seasoned athletes|experienced regulars}.',
    '{Not sure where to start?|New to training?} {Ask us|Tell us your goals} and we will {point you to the right session|help you choose}.',
  ],
  services: [
    {
      name: 'Personal training',
      description: '{One-to-one coaching|Coaching one to one} with a plan built around your goals.',
      when: /personal|1-to-1|one-to-one/i,
    },
    {
      name: 'Group classes',
      description:
        '{Energetic|Lively|Friendly} sessions that are {more fun together|better with company|easier to stick to with others}.',
    },
    {
      name: 'Yoga',
      description: 'Build strength, balance and calm{, one breath at a time| at your own pace}.',
      when: /yoga/i,
    },
    {
      name: 'Pilates',
      description: 'Controlled movement for a {strong core|stronger core} and better posture.',
      when: /pilates/i,
    },
    {
      name: 'Strength & conditioning',
      description:
        'Get stronger with {coached lifting|lifting that is coached|well-coached lifts} and {smart|sensible|steady} programming.',
    },
    {
      name: 'Beginner sessions',
      description:
        'A {friendly|gentle|patient} introduction for anyone {starting out|new to training|coming back after a break}.',
    },
    {
      name: 'Martial arts',
      description: '{Skills, discipline and fitness|Technique, discipline and fitness} in every class.',
      when: /martial|karate|judo|jiu|boxing/i,
    },
  ],
  serviceLines: [
    '{service} coached with care, at a pace that suits you.',
    '{service} sessions for every level — we will help you find your starting point.',
    '{service}, with clear coaching and room to progress.',
    '{service} — ask us which session suits your level.',
    '{service}, taught step by step so you always know what you are working on.',
  ],
  featuresTitle:
    '{Why people train here|Why people keep coming|What training here is like|Why train with {name}}',
  features: [
    {
      name: '{{Coaching|Support} that {cares|fits you|keeps up with you|fits your goals}|A coach in your corner|{Eyes on|Help with|Feedback on} your {form|technique}|{Coached|Supported} {properly|every step}}',
      description:
        '{We watch your form|We keep an eye on your technique|Coaches watch how you move} and {adjust|tailor|fine-tune} each session{ at {name}| in {location}|} {to you|to how you are doing}.',
    },
    {
      name: '{{Every level|All abilities|All levels|Beginners|Newcomers} welcome|Start where you are|{Beginners|First-timers|Newcomers} to regulars|From first session up|{Your|Any} starting point}',
      description:
        '{Beginners and regulars|First-timers and old hands|New starters and regulars} {train side by side|work out together|share the floor}{ in {location}| at {name}|}.',
    },
    {
      name: '{{A real|A friendly|A supportive|A welcoming} {community|crowd}|{Good|Friendly|Great} company|Training together|{Friendly|Familiar} faces}',
      description:
        '{Friendly faces|People you get to know|A friendly crowd}{ at {name}| from around {location}|} who {keep you coming back|make it easier to turn out|cheer you on}.',
    },
  ],
  faq: [
    {
      question:
        '{I am a complete beginner — is that okay?|I have never done this before — is that all right?|Can a beginner join{ {name}|}?|Is it suitable for beginners?}',
      answer:
        '{Absolutely|Yes, of course|Very much so}. {Tell us where you are starting from|Let us know your starting point} and we will {help you find|point you to} the right sessions{ — {services} included| at {name}|}.',
    },
    {
      question: 'What should I {bring|wear}{ to my first session| on my first visit|}?',
      answer:
        '{Comfortable clothes you can move in|Clothes you can move in easily}, a water bottle and {a towel|something to wipe down with}{ — we will take care of the rest|}.',
    },
    {
      question: '{How do I get started|What is the first step}{ with {name}| with {services}|}?',
      answer:
        '{Get in touch|Message {name}|Contact us} {using|with} the details on this page and we will {help you book|arrange} your first session{ in {location}|}.',
    },
    {
      question: '{Do I need to {be fit|get fit|be in shape} {to start|first|before I start}}?',
      answer:
        '{Not at all|No}. {Everyone starts somewhere|Everybody starts somewhere}, and we will {adapt|scale} {every session|each exercise} to {where you are now|your level}.',
    },
    {
      question:
        '{Can I {train|still train|join in} {around|with} an injury|What if I have {an injury|a health condition|an old injury}}?',
      answer:
        '{Tell us about it|Let us know} before your first session. We will {adapt what we can|work around it where we can}, and {may suggest you check with|may ask you to speak to} your doctor first.',
    },
    {
      question:
        '{How often should I {train|come|book a session}|How many sessions a week {should I do|do I need}}?',
      answer:
        'It depends on your goals and {your week|how much time you have}. {Tell us both|Talk to us} and we will {suggest a routine you can keep up|help you plan something realistic}.',
    },
  ],
  ctaTitles: [
    '{Ready to start|Ready to train|Ready for your first session}{ at {name}|}?',
    'Your first session{ at {name}| in {location}|} is {waiting|a message away}',
  ],
  ctaSubtitles: [
    '{Get in touch|Drop us a message} and we will help you take the first step{ with {services}|}.',
    'Tell {name} your goals and we will {help you take the first step|plan where to begin}.',
  ],
  ctaButtons: [
    '{Start now|Take the first step|Come and train}',
    '{Book|Plan} {a session|your first session|a first session}',
    '{Train with {name}|Try a session|Join a session|Come and try it}',
  ],
  plans: [
    { name: 'Drop-in', features: ['Train when it suits you'] },
    { name: 'Monthly membership', features: ['For regular training'] },
    { name: 'Personal training', features: ['One-to-one coaching'] },
  ],
  aboutExpandedTitle: '{How we coach|Our approach|How we train}',
  aboutExpanded: [
    'Good training is about {consistency|showing up}, not extremes. We start from where you are, teach the basics well and build from there. Every session{ at {name}|} has a purpose, and every coach {knows your name|learns your name}.',
    '{We keep it simple|It is simple}: {learn to move well|good technique first}, {then add load|then build strength} {and|and then} {keep showing up|keep going}. {At {name}, you|You} will always know {what a session is for|why you are doing each exercise}.',
    '{Progress|Real progress} comes from {small steps|steady work} repeated {week after week|over time}. {At {name}, we|We} {set goals with you|agree your goals with you}, {check in|keep track} as you go and {adjust|change} the plan when {life gets busy|you need to}.',
  ],
  contactTitle:
    '{Come and train with us|Come and try a session|{Start|Begin} your training|Book your first session|Find the {noun}}',
  footers: [
    '{name} — {training for every body|coaching and community|training at your level}[ in {location}].',
    '{Coaching and community|Train well, feel better|Every level welcome}[ in {location}].',
  ],
};
