import type { IndustryProfile } from './profile';

export const automotive: IndustryProfile = {
  noun: 'garage',
  headlines: [
    'Keep your car running right',
    'Honest car care[ in {location}]',
    'Back on the road with confidence',
    'Car trouble? We have got you covered',
    '{Straight answers about your car|Car care without the jargon}[ in {location}]',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}] — honest advice and careful work on every vehicle.',
    '{name} looks after vehicles[ in {location}] — tell us what yours needs.',
    'At {name}, tell us what your car is doing and we will take a look.',
  ],
  buttons: [
    '{Book a service|Book your car in|Book in your car}',
    '{Get a quote|Ask for a quote|Quote for your job|Get a quote from {name}}',
    '{Contact us|Write to us|Send us a message|Message {name}}',
  ],
  aboutTitles: ['About {name}', '{Our garage|About the garage|The garage}'],
  about: [
    '{name} is a[ {location}] garage[ for {audience}]. Tell us what your vehicle needs and ask us anything about the work.[ We have been looking after vehicles since {year}.]',
    'At {name}, questions about your car are welcome: ask what is being done and why.',
  ],
  servicesTitles: ['Our services', 'What we do', '{Work we take on|How we can help}'],
  servicesSubtitles: [
    '{What we can look at for you|Jobs we can help with|The work we do on your car}{ — ask about anything else|}.',
    '{Tell us what your car needs and we will talk you through it|Not sure what it needs? Ask and we will explain|Not sure what your car needs? Ask us}.',
  ],
  services: [
    {
      name: 'Servicing',
      description:
        '{Regular care|Regular servicing} {that keeps your car reliable|to keep your car running well}.',
    },
    {
      name: 'Repairs',
      description: '{Diagnosis and repair|Faults found and put right} for your vehicle.',
    },
    {
      name: 'Brakes & tyres',
      description: 'Checks and replacements for {safe stopping and grip|brakes and tyres}.',
      when: /brake|tyre|tire/i,
    },
    {
      name: 'Diagnostics',
      description:
        'Finding the cause of {warning lights and strange noises|a warning light or a strange noise}.',
    },
    {
      name: 'Valeting & detailing',
      description: '{Inside and out|Cleaned inside and out}, your car looking its best.',
      when: /valet|detail|wash/i,
    },
    {
      name: 'Bodywork',
      description: 'Dents, scratches and panels {put right|repaired}.',
      when: /body|dent|paint|collision/i,
    },
  ],
  serviceLines: [
    '{service}, done carefully and explained clearly.',
    '{service} — ask us about it.',
    '{service}: tell us what the car is doing and we will take a look.',
    '{service}, with the work explained before it starts.',
  ],
  featuresTitle: '{Why drivers trust us|Why drivers come to us|Why bring your car to us}',
  features: [
    {
      name: '{Honest advice|Straight answers|Plain talking|Straight talking{ in {location}|}|Advice first}',
      description:
        '{We tell you|We will tell you|We explain} what {needs doing now|has to be done now} and what {can wait|can be left for later}.',
    },
    {
      name: '{Questions welcome|Ask first|Ask anything|No question too small|Ask {name}}',
      description:
        '{Ask|Ask {name}|Ask us} {what a job involves|what the work will involve|why a job needs doing} before you {book it in|agree to it|say yes}.',
    },
    {
      name: '{Book your car in|Booking in|Bring it in|Easy to book}',
      description:
        '{Tell|Just tell} {us|{name}} the {make and model|make, the model} and what you need{ — {services} or anything else|}.',
    },
  ],
  faq: [
    {
      question:
        '{How do I book my car in{ at {name}|}?|How do I book a job in?|Can I book my car in?|How do I arrange a time?}',
      answer:
        '{Contact {us|{name}}|Call or message {us|{name}}|Get in touch} with your vehicle details and what you need{, whether {services} or something else|}, and we will {arrange a time|find a time that suits you|agree a day with you}.',
    },
    {
      question:
        '{What should I tell you when I get in touch?|What do you need to know about my car?|What details should I give you?|What should I mention when I call?}',
      answer:
        '{The make and model|Your car’s make and model|The make and model of your car} and {what it is doing|what you have noticed|what you need done}{, and we will take it from there| — we will ask about anything else|}.',
    },
    {
      question:
        '{Can you tell me what is wrong with my car?|Can you find out what is wrong?|My car is making a strange noise — can you help?|A warning light is on — can you look at it?}',
      answer:
        '{Describe the problem|Tell us what the car is doing|Tell us what you have noticed} when you get in touch{ with {name}|} and we will {arrange to take a look|find a time to look at it|book it in for a look}{ at our {location} garage|}.',
    },
    {
      question:
        '{Can I wait while you work on it?|Do I need to leave my car with you?|How long will you need my car?}',
      answer:
        '{It depends on the job|That depends on the work} — {ask when you book|ask us when you book it in} and we will {tell you|let you know} {how long we expect to need it|roughly how long it will take}.',
    },
    {
      question:
        '{What if you find something else?|Will you check with me before doing more?|Will you call me before extra work?}',
      answer:
        'If we find anything else, we {tell you first|explain it first|check with you first} and {you decide|you choose} whether {to go ahead|it is done now}.',
    },
    {
      question:
        '{Can I ask for a price first?|Can you give me a price before you start?|Will I know the cost first?}',
      answer:
        '{Yes|Of course} — {ask for a quote|ask us for a price} {when you book|before the work starts} and we will {explain what it covers|talk you through what it includes}.',
    },
  ],
  ctaTitles: [
    '{Need your car looked at|Is your car due a service|Something not right with your car|Car playing up}{ in {location}|}?',
    '{{Book your vehicle in|Book your car in}{ at {name}|}|{Bring your car in|Bring it in}{ to {name}|}}',
  ],
  ctaSubtitles: [
    '{Get in touch{ with {name}|}|Call or message {us|{name}}|Tell us what it needs} and we will {find a time that suits you|arrange a time with you|book you in at a time that works}{ for {services}|}.',
    '{Tell us the make and model|Describe what the car is doing} and {we will take it from there|we will tell you what happens next}.',
  ],
  ctaButtons: [
    '{Book a service|Book your car in|Book a visit}',
    '{Get a quote|Ask for a quote|Quote for your job|Get a quote from {name}|Ask for a price}',
  ],
  plans: [],
  aboutExpandedTitle: '{How we work|How the work goes|From booking to collection|What happens when you book}',
  aboutExpanded: [
    '{Tell us|Let us know} what your vehicle is doing and when it suits you to bring it in{ to {name}|}. {Ask us anything about the work along the way|Ask as many questions as you like along the way|We explain the work as we go}{ — {services} included|}.',
  ],
  contactTitle: '{Contact the {noun}|Find the {noun}|Reach the {noun}|Talk to the {noun}|Contact {name}}',
  footers: [
    '{name} — honest car care[ in {location}].',
    '{Careful work and straight talking|Honest advice and careful work|Straight answers and careful work}[ in {location}].',
  ],
};

export const construction: IndustryProfile = {
  noun: 'building company',
  headlines: [
    'Built right, first time',
    'Quality work[ across {location}]',
    'Your project in safe hands',
    'Skilled work you can rely on',
    '{Work done properly|The job done properly}[ in {location}]',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}]. Tell us about the job and we will talk it through with you.',
    '{name} takes on jobs large and small[ across {location}] — tell us what you need.',
    'From first visit to final clean-up, {name} keeps your project on track and you in the loop.',
  ],
  buttons: [
    '{Request a quote|Ask for a quote|Ask us for a quote|Get a price}',
    '{Tell us about your project|Tell us about the job|Describe your job}',
    '{Talk to us|Talk to {name}|Ask a question}',
  ],
  aboutTitles: ['About {name}', '{Who we are|About us}'],
  about: [
    'At {name}[ in {location}], the work starts with what you need. Tell us what the job is, where it is and when suits you, and we will take it from there[ — for {audience}].[ We have been building since {year}.]',
    'At {name}, every job starts with a conversation: tell us what you need and we will explain the options[, for {audience} and homeowners alike].',
  ],
  servicesTitles: ['Our services', 'What we do', '{Work we take on|Jobs we do}'],
  servicesSubtitles: [
    '{The work we take on|Jobs we can help with|What we can do for you}{{ in| across} {location}|}{ — ask if yours is not listed|}.',
    '{Tell us about the job|Describe what you need} and we will {tell you how we can help|talk it through with you}.',
  ],
  services: [
    {
      name: 'Renovations',
      description:
        '{Transform your space|A tired space brought back to life} with careful, quality workmanship.',
      when: /renovat|remodel|refurb/i,
    },
    {
      name: 'Extensions',
      description: 'More space, {planned and built to last|planned with you and built with care}.',
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
    {
      name: 'Roofing',
      description: 'Repairs and replacements that keep the weather out.',
      when: /roof/i,
    },
    {
      name: 'Repairs & maintenance',
      description: 'The smaller jobs as well as the big ones.',
    },
    {
      name: 'Landscaping',
      description: 'Outdoor spaces designed and built to enjoy.',
      when: /landscap|garden|patio|paving|fenc/i,
    },
    {
      name: 'Ask about your job',
      description:
        '{Describe the job and where it is|Tell us what the job is and where}, and we will get back to you.',
    },
    {
      name: 'Project management',
      description: 'One team {coordinating your job|looking after your job} from start to finish.',
    },
  ],
  serviceLines: [
    '{service} — tell us about the job.',
    '{service} — planned carefully, finished to a high standard.',
    '{service}: describe the job and we will talk it through.',
    '{service}, done properly and explained as we go.',
  ],
  featuresTitle: '{Why homeowners choose us|Why people call us|Why work with us}',
  features: [
    {
      name: '{Ask us anything|Ask before you book|Questions answered|Ask {name} first}',
      description:
        '{Questions about a job are welcome{ at {name}|}|Ask {us|{name}} anything about the job|Put your questions to {us|{name}}} {before you decide|before anything is agreed|before you book}.',
    },
    {
      name: '{Talk it through|Talk to us first|Start with a chat|Plans talked through|Talk to {name}}',
      description:
        '{Go over|Talk through|Walk through} the job with {us|{name}} before {anything starts|any work starts|the tools come out}.',
    },
    {
      name: '{Kept in the loop|Always in the picture|Updates as we go|No surprises}',
      description:
        '{You always know|You will always know|We make sure you know} what is happening next{ on your {services}| with your job in {location}|}.',
    },
  ],
  faq: [
    {
      question:
        '{How do I get a quote{ from {name}|}?|How do I get a price for a job?|Can you quote for my job?|How do I ask for a quote?}',
      answer:
        '{Get in touch|Send us a message|Contact {us|{name}}} with {a description of the job|a few words about the job|what the job is} and where it is{ in {location}|}, and {we|{name}} will tell you what happens next.',
    },
    {
      question:
        '{How long will my project take?|How long will the work take?|How soon can you start{ on {services}|}?}',
      answer:
        '{It depends on the work|That depends on the job|Every job is different}. {We give you|You get} a realistic {timeline|idea of timings} {with your quote|when we quote|before we start} and {we keep you updated|we keep you posted|you hear from us if anything changes}.',
    },
    {
      question:
        '{Do I need to be home while you work{ on {services}|}?|Do I have to be in while you work?|Do I need to stay in for the job?}',
      answer:
        '{Not always|Not necessarily} — {we|{name}} will agree {access|access arrangements} with you before {the job starts|work begins|we start}.',
    },
    {
      question: '{Do you take on small jobs?|Is my job too small?|Will you do smaller jobs?}',
      answer:
        '{Tell us what it is|Ask us|Describe it to us}{ — we will be honest about whether we can help| and we will tell you honestly whether we can fit it in| and we will say plainly whether it is one for us}.',
    },
    {
      question:
        '{Can you come and look at the job first?|Do you need to see the job before quoting?|Will you look at the job before you quote?|Can you see the job before you quote?}',
      answer:
        '{{Tell us|Describe} what the job is|Send us a few words about the job} and {we|{name}} will {let you know whether we need to see it first|say whether a visit is needed before we quote|tell you if we need to see it before quoting}.',
    },
    {
      question:
        '{What should I tell you about the job?|What do you need to know?|What details help you quote?|What information do you need from me?|What should I put in my message?}',
      answer:
        '{What needs doing|What the job is}, where it is{ in {location}|} and {when suits you|when you would like it done}{ — photos help too|}.',
    },
  ],
  ctaTitles: [
    '{Planning a project|Got a job in mind|Need a job doing|Thinking about a project}{ in {location}|}?',
    '{Let’s get your job started|Let’s talk about your job|Tell us about the job|Start with a quote}',
  ],
  ctaSubtitles: [
    '{Tell {us|{name}} what you need|Describe the job}{ — {services} or anything else —|} and we will {arrange a visit|get back to you|talk it through with you}.',
  ],
  ctaButtons: [
    '{Request a quote|Ask for a quote|Ask us for a quote|Get a price|Ask for a price|Get your quote}',
    '{Get in touch|Message us|Contact us in {location}|Ask about a job}',
  ],
  plans: [],
  aboutExpandedTitle:
    '{How we work|How a job runs|From first call to finished job|From first message to finished job}',
  aboutExpanded: [
    '{Tell {us|{name}}|Let {us|{name}} know} what the job is, where it is{ in {location}|} and when suits you. We will {talk it through with you|go over it with you} and explain what happens next.',
  ],
  contactTitle: '{Get a quote|Ask for a quote|Ask about a job|Tell us about your job|Quotes and enquiries}',
  footers: [
    '{name}[ — working across {location}].',
    '{Quality workmanship|Careful, skilled work|Skilled work done properly}[ in {location}].',
  ],
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
    {
      name: '{Made to spec|Made to your drawings|To specification}',
      description: 'We work to your specification and {check every stage|check the work at every stage}.',
    },
    {
      name: '{Clear communication|Kept in the loop|Progress you can see|No surprises}',
      description:
        '{Progress updates and straight answers|Regular updates and straight answers|Straight answers and updates as work progresses}.',
    },
    {
      name: '{Dependable delivery|Realistic lead times|Honest lead times}',
      description:
        '{Realistic lead times that we work hard to meet|Lead times we are honest about, and work hard to meet}.',
    },
  ],
  faq: [
    {
      question: '{How do I request a quote?|How do I get a price?|What do you need to quote?}',
      answer:
        'Send us your {drawings or requirements|drawings, materials} and quantities, and we will come back to you with a quote.',
    },
    {
      question: '{Do you handle small orders?|Is there a minimum order?|Can you make just a few?}',
      answer:
        '{Tell us what you need|Tell us the quantities} — we will let you know honestly what we can do.',
    },
    {
      question: '{How do you check quality?|How is the work inspected?|What checks do you carry out?}',
      answer:
        'We inspect work {throughout production|at each stage} and before dispatch, and we are happy to talk through our checks.',
    },
    {
      question: '{Can you make a prototype first?|Can we start with a sample?|Can you make one to test?}',
      answer:
        '{Ask us|Tell us what you need} and we will {explain what is possible|talk it through with you}.',
    },
    {
      question: '{How long will my order take?|What are your lead times?|When could we have the parts?}',
      answer:
        '{It depends on the job and the quantity|That depends on the work and the quantity} — we give you a realistic lead time with your quote.',
    },
  ],
  ctaTitles: [
    '{Have a part or product in mind?|Got a drawing for us to quote?|Need parts made?}',
    '{Let’s talk about your project|Tell us what you need made|Send us your requirements}',
  ],
  ctaSubtitles: ['Send us your requirements and we will get back to you.'],
  ctaButtons: ['{Request a quote|Ask us for a quote|Quote request}', 'Send an enquiry'],
  plans: [],
  aboutExpandedTitle: 'From enquiry to delivery',
  aboutExpanded: [
    'We review every enquiry carefully, confirm the specification with you and plan production around your timeline. Work is checked at each stage, and you hear from us before you need to ask.',
  ],
  contactTitle: '{Send an enquiry|Make an enquiry|Contact {name}|Request a quote}',
  footers: ['{name} — quality manufacturing[ in {location}].', 'Made to specification, delivered with care.'],
};
