import type { IndustryProfile } from './profile';

export const realEstate: IndustryProfile = {
  noun: 'agency',
  headlines: [
    '{Find the place you will call home|Find your next home|Find a place that fits}',
    'Your move, made {simple|easier|clear}[ in {location}]',
    'Local property, {expert guidance|honest advice|straight answers}',
    '{Buy, sell and rent|Buying, selling or renting?} with confidence',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], {guiding every move with honest advice and local knowledge|helping people buy, sell and rent with clear advice|keeping every move clear from first viewing to moving day}.',
    '{name} {guides|helps} buyers, sellers and renters[ across {location}] with {honest advice and local knowledge|straight answers and local know-how|clear advice and regular updates}.',
    'At {name}, we make every step of your move {clear, calm and well organised|clear and well organised|easier to follow}.',
  ],
  buttons: [
    '{Book a valuation|Ask for a valuation|Arrange a valuation}',
    '{View properties|See our properties|Browse properties}',
    '{Talk to an agent|Speak to an agent|Talk to the team}',
  ],
  aboutTitles: ['About {name}', '{Local property experts|Who we are|About the agency}'],
  about: [
    '{name} is a[ {location}] property agency that believes moving should feel {exciting, not stressful|like a fresh start, not a headache|exciting rather than stressful}. We {know the local market|know the area and its streets}, give straight answers and keep you informed {from the first viewing to the final signature|at every stage|from the first call to moving day}[ — for {audience}].[ We have been helping people move since {year}.]',
    'At {name}, every client gets {honest advice and a clear plan|straight answers and a plan they understand|clear advice and regular updates}. Whether you are buying, selling or renting[ in {location}], we {take the time to understand what matters to you|start by listening to what you need|work around your plans and your timing}.',
  ],
  servicesTitles: ['{How we can help|Our services|What we do|Buying, selling and renting}'],
  servicesSubtitles: [
    '{Clear advice at every step of your move|Help with every part of your move|Straight answers, from valuation to keys}.',
  ],
  services: [
    {
      name: 'Selling',
      description:
        '{A clear plan to present your home well and find the right buyer|Your home presented well and marketed to the right buyers|Honest advice on price, presentation and timing}.',
    },
    {
      name: 'Buying',
      description:
        '{Help finding a home that fits your life and your budget|Help finding the right home at the right price for you|A search shaped around how you want to live}.',
    },
    {
      name: 'Lettings & rentals',
      description:
        '{Finding good tenants and good homes to rent|Homes to rent, and tenants for landlords|Renting made simpler for tenants and landlords}.',
      when: /let|rent|tenant|landlord/i,
    },
    {
      name: 'Property management',
      description:
        '{Day-to-day care of your property, handled for you|Your property looked after from day to day|Repairs, tenants and paperwork, handled for you}.',
      when: /manage/i,
    },
    {
      name: 'Valuations',
      description:
        '{An honest view of what your property is worth today|A realistic figure for your home, explained|What your property could sell or let for, honestly}.',
    },
    {
      name: 'Local market advice',
      description:
        '{Straight answers about prices, streets and timing|Honest advice on the local market|What is selling, where and for how much}.',
    },
  ],
  serviceLines: [
    '{service}, handled with local knowledge and clear advice.',
    '{service} — we keep you informed at every step.',
    '{service}, with straight answers and regular updates.',
  ],
  featuresTitle: '{Why move with us|Why choose us|How we work for you}',
  features: [
    {
      name: '{Local knowledge|Local know-how|Know the area|Street by street}',
      description:
        '{We know the streets[ of {location}], the market and the details that matter|We know the area[ around {location}] street by street|Local knowledge[ of {location}] that helps you price and choose well}.',
    },
    {
      name: '{Honest advice|Straight answers|Plain talking|Straight talking|Advice first}',
      description:
        '{Straight answers, even when they are not what you hoped|We tell you what we really think, about price and everything else|Honest advice on price and timing, not just what you want to hear}.',
    },
    {
      name: '{Always informed|Regular updates|Kept in the loop|No chasing}',
      description:
        '{Regular updates so you never wonder what is happening|We keep you updated, so you do not have to chase us|You hear from us at each step, good news or not}.',
    },
  ],
  faq: [
    {
      question: '{How do I get a valuation|How do I book a valuation|Can you value my home}?',
      answer:
        '{Get in touch with your address|Send us your address|Tell us where the property is} and we will {arrange a time to visit|find a time to come and see it}.',
    },
    {
      question:
        '{Can you help me find a home to rent|Do you have homes to rent|I am looking to rent. Can you help}?',
      answer:
        '{Tell us what you are looking for|Tell us where, when and your budget|Let us know what you need} and we will {let you know what is available|tell you what we have|keep you posted on suitable homes}.',
    },
    {
      question:
        '{What happens after I accept an offer|What happens once an offer is accepted|What are the next steps after an offer}?',
      answer:
        'We {guide you through each step|talk you through each stage} and {keep everyone informed|keep everyone involved in touch} until {the move is complete|the keys change hands}.',
    },
    {
      question: '{How do I arrange a viewing|Can I book a viewing|How do viewings work}?',
      answer:
        '{Get in touch about the property you like|Tell us which property caught your eye} and we will {find a time that suits you|arrange a viewing at a time that works for you}.',
    },
    {
      question:
        '{What should I do before I put my home on the market|How do I get my home ready to sell|Should I do anything before selling}?',
      answer:
        '{Ask us before you spend money on it|Talk to us first}. We will {tell you honestly what is worth doing|give you a straight view of what matters to buyers}.',
    },
    {
      question: '{How long does it take to sell|How long will my sale take|How quickly could my home sell}?',
      answer:
        '{It depends on the property and the market|Every sale is different}. We will {give you an honest view at the valuation|talk you through realistic timings} and keep you updated.',
    },
  ],
  ctaTitles: [
    '{Thinking of moving|Thinking of selling|Planning a move|Looking for your next home}?',
    '{Let’s talk about your move|Let’s get you moving|Start your move here}',
  ],
  ctaSubtitles: [
    '{Get in touch for friendly, honest property advice|Tell us about your plans and we will talk you through the next steps|A quick message is all it takes to get started}.',
  ],
  ctaButtons: [
    '{Book a valuation|Ask for a valuation|Arrange a valuation}',
    '{Contact the agency|Write to us|Drop us a line|Message {name}}',
  ],
  plans: [],
  aboutExpandedTitle: '{Our approach|How a move works with us|From first call to moving day}',
  aboutExpanded: [
    '{At {name}, we|We} {start by understanding|begin by learning about} your plans and your timing. Then we {set out clear next steps|agree a clear plan with you}, {handle the details|take care of the paperwork} and keep you updated until {the keys change hands|moving day}.',
  ],
  contactTitle: '{Contact our team|Contact us|Talk to the team|Get in touch}',
  footers: [
    '{name} — {honest property advice|straight answers on property|buying, selling and renting, explained}[ in {location}].',
    '{Buying, selling and renting[ in {location}]|Honest property advice|Local property, straight answers}.',
  ],
};

export const creative: IndustryProfile = {
  noun: 'studio',
  headlines: [
    '{Ideas, beautifully made|Ideas, made with care|Good ideas, well made}',
    'Creative work with {character|personality|heart}',
    'Let’s make something {memorable|worth remembering|you will be proud of}',
    '{Design|Work} that tells your story',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], {making work people notice and remember|turning good ideas into finished work|making things with care and a clear eye}.',
    '{name} is a creative studio[ in {location}] {making work that people notice and remember|where ideas are shaped into finished work|that cares about every detail of the work}.',
    'At {name}, we {turn ideas into work you will be proud to share|shape your ideas into something you will want to show off|take your idea and make it real, with care}.',
  ],
  buttons: [
    '{See our work|View our work|Look at our work}',
    '{Start a project|Start your project|Tell us your idea}',
    '{Say hello|Drop us a line|Write to the studio|Contact us in {location}}',
  ],
  aboutTitles: ['About {name}', '{The studio|About the studio|Who we are}'],
  about: [
    '{name} is a[ {location}] studio that cares about craft. We {listen closely|listen carefully|ask good questions}, {explore ideas freely|try ideas out early|test ideas openly} and {finish every piece with care|finish every piece properly|take care over the final details}[ — for {audience}].[ We have been making work since {year}.]',
    'At {name}, every project starts with {your story|a conversation|what you want to say}. We {ask questions|listen first}, share ideas early and work with you until {the result feels exactly right|you are happy with the result|it feels right to you}[, for {audience} and anyone who values good work].',
  ],
  servicesTitles: ['{What we make|Services|How we can help|What we do|Our work}'],
  servicesSubtitles: [
    '{Thoughtful creative work, made with you|Considered work, shaped together|Ideas worked out and made with care|Creative work you can be proud of}.',
  ],
  services: [
    {
      name: 'Photography',
      description:
        '{Natural, considered images that capture the moment|Photographs that feel natural and look considered|Images that catch the moment as it is}.',
      when: /photo/i,
    },
    {
      name: 'Branding & identity',
      description:
        '{A look and voice that feel unmistakably yours|A name, look and voice that fit who you are|An identity that people recognise as yours}.',
      when: /brand|logo|identity/i,
    },
    {
      name: 'Graphic design',
      description:
        '{Clear, beautiful design for print and screen|Design for print and screen that is clear and good to look at|Layouts that are easy to read and good to look at}.',
      when: /design/i,
    },
    {
      name: 'Illustration',
      description:
        '{Original artwork with personality|Drawn work full of character|Original pictures made for your project}.',
      when: /illustrat|draw|paint|art/i,
    },
    {
      name: 'Video',
      description:
        '{Short films and clips that tell your story|Short films made for your story|Clips and films with a clear story}.',
      when: /video|film/i,
    },
    {
      name: 'Commissions',
      description:
        '{One-off pieces made especially for you|A piece made only for you|Original work made to your brief}.',
    },
    {
      name: 'Creative direction',
      description:
        '{Ideas and direction that shape your project from the start|A clear direction for your project from the first idea|Someone to shape the ideas and hold them together}.',
    },
    {
      name: 'Consultations',
      description:
        '{A conversation to explore your idea and how we can bring it to life|A first talk about your idea and what it could become|Time to talk through your idea before anything is made}.',
    },
  ],
  serviceLines: [
    '{service}, {crafted with care|made with care|made carefully} and {made to fit your story|shaped around your idea|finished properly}.',
    '{service} — {considered, original and made with you|thought through and made with you|planned with you from the first sketch}.',
    '{Careful|Thoughtful|Original} work on {service}, {from first idea to final piece|shaped around what you need|with you involved all the way}.',
  ],
  featuresTitle: '{Working with us|How we work with you|What working with us is like}',
  features: [
    {
      name: '{Made with you|Made together|Shaped with you|Your ideas, our craft}',
      description:
        '{We share ideas early and shape the work together|You see ideas early and help shape the work|We work it out together, from the first sketch on|Your ideas and our skills, worked through side by side}.',
    },
    {
      name: '{Attention to craft|Crafted with care|Care for the craft|Made properly|Craft first}',
      description:
        '{Every detail is considered, down to the final finish|We take care over the small details as well as the big idea|From the first sketch to the last detail, we take care|The finish matters to us as much as the idea}.',
    },
    {
      name: '{Clear process|A clear plan|No guesswork|Steps you can follow}',
      description:
        '{You always know what comes next and when|We agree the steps and timings with you at the start|You know what is happening and what comes next|Each stage is agreed with you before we begin it}.',
    },
  ],
  faq: [
    {
      question: '{How does a project{ with {name}|} start|How do we get started|What is the first step}?',
      answer:
        '{Tell us about your idea, your timing and what you want to achieve|Send us a few lines about your idea and your timing|Tell us what you have in mind and when you need it}, and we will {suggest next steps|suggest how to go from there|come back with a suggested next step}.',
    },
    {
      question:
        '{Can I see examples of your work|Do you have work I can look at|Can I see some of your past work}?',
      answer:
        '{Yes|Of course} — {get in touch|ask us} and we will {share work that is relevant to your project|show you work close to what you have in mind|send you a few pieces that fit your idea}.',
    },
    {
      question:
        '{How involved will I be|Do I get a say along the way|Will I see the work before it is finished}?',
      answer:
        '{As involved as you like|That is up to you|You can be as involved as you want}. We {share progress at key points|show you the work as it develops|check in with you at each stage} and {welcome your feedback|want to hear what you think|shape the next step around your comments}.',
    },
    {
      question:
        '{What if I only have a rough idea|Do I need a finished brief|What if I do not know exactly what I want}?',
      answer:
        '{That is fine|That is a good place to start|Many projects start that way}. {Tell us what you have|Bring what you have}, and we will {help you shape it|work it out together with you}.',
    },
    {
      question: '{How long does a project take|When will the work be ready|How long will it take}?',
      answer:
        '{It depends on the project|Every project is different}. {Tell us your timing|Let us know your dates} and we will {agree a realistic plan with you|tell you honestly what is possible}.',
    },
  ],
  ctaTitles: [
    '{Have a project in mind|Got an idea|Thinking about a project|Have something in mind}?',
    '{Let’s create something together|Let’s make it happen|Let’s make something good}',
  ],
  ctaSubtitles: [
    '{Tell us about your idea|Send us a few lines about your project|Share your idea with us} — {we would love to hear it|we will take it from there|it is where every project begins}.',
  ],
  ctaButtons: [
    '{Start a project|Start your project|Tell us your idea}',
    '{Say hello|Drop us a line|Write to the studio|Contact us in {location}}',
  ],
  plans: [
    { name: 'Mini', features: ['For small projects'] },
    { name: 'Standard', features: ['Our most popular option'] },
    { name: 'Bespoke', features: ['Shaped around your project'] },
  ],
  aboutExpandedTitle: '{Our process|From idea to finished work|How a project unfolds}',
  aboutExpanded: [
    '{We begin with|It starts with|Every project starts with} a conversation about what you want people to {feel|notice|remember}. From there we {explore, sketch and refine|try ideas, narrow them down and refine|sketch, test and polish}, {sharing progress|showing you the work as it grows|checking in with you} so the finished work feels like yours as much as ours.',
    '{Good work|Strong work} comes from {listening first|understanding the brief}. We {ask what the work needs to do|find out who it is for and what it should say}, {try a few directions|explore a few ideas} and {refine the strongest one with you|develop the strongest one together}.',
  ],
  contactTitle: '{Start a conversation|Get in touch|Say hello|Talk to the studio}',
  footers: [
    '{name} — {creative work with character|ideas, carefully made|work made with care}[ from {location}].',
    '{Thoughtful creative work, made with care|Ideas, made with care|Good ideas, carefully made}.',
  ],
};
