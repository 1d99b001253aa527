import type { Kind, KindCopy } from './types';
import { item } from './types';

/** A tattoo studio talks about ideas, drawing and aftercare, not about "projects". */
const TATTOO: KindCopy = {
  headlines: [
    '{Tattoos drawn for you|Your idea, in ink|Good tattoos, done properly}',
    '{Custom tattoos|Tattoos, carefully done}[ in {location}]',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], {taking time over every design|drawing each idea up with you|turning your idea into a tattoo you will be glad to wear}.',
  ],
  buttons: [
    '{Talk about your idea|Send us your idea|Book a consultation}',
    '{See our work|View our work}',
    '{Say hello|Drop us a line|Write to us|Contact us in {location}}',
  ],
  aboutTitles: ['About {name}', '{The studio|About the studio|Who we are}'],
  about: [
    '{name} is {kind}[ in {location}]. We {listen to your idea|start with your idea}, {draw it up with you|sketch it out together} and take our time over every line[ — for {audience}].[ We have been tattooing since {year}.]',
    'At {name}, {a good tattoo starts with listening|we listen before we draw}. {Bring an idea, a sketch or just a feeling|Bring a sketch, a photo or a few words} and we will {work it into a design that fits|shape it into a design you will want to wear}[ — {audience} welcome].',
  ],
  servicesTitles: ['{What we tattoo|Our work|In the chair}'],
  servicesSubtitles: [
    '{Every piece drawn with care|Your idea, tattooed carefully|Tell us your idea and we will suggest what fits}.',
  ],
  serviceLines: [
    '{service}, {drawn with you and tattooed with care|planned carefully and done properly|designed around your idea}.',
    '{service} — {ask us what would work for you|tell us your idea and we will talk it through|we will give you honest advice on size and placement}.',
  ],
  featuresTitle: '{Why come to us|Our way of working|What to know before you book}',
  features: [
    {
      name: '{Designed with you|Drawn for you|Your idea, our drawing}',
      description:
        '{We draw the design with you, not just for you|Your idea, drawn up and adjusted until it is right|We sketch, listen and redraw until the design fits}.',
    },
    {
      name: '{Careful work|Care in every line|Taking our time}',
      description:
        '{We take our time over every line|Every line is placed with care|No rushing: good tattoos take time}.',
    },
    {
      name: '{Honest advice|Straight answers|Advice on placement}',
      description:
        '{We tell you honestly what will work on the skin|Honest advice on size, placement and style|We will tell you if an idea needs rethinking}.',
    },
  ],
  faq: [
    {
      question: '{How do I book a tattoo|How do I get started|How do I book in}?',
      answer:
        '{Send us your idea|Get in touch with your idea}{, where you want it and roughly how big| and where on your body you want it}, and we will {talk it through with you|take it from there}.',
    },
    {
      question: '{Can you draw my idea|Can you design something for me|Can I bring my own design}?',
      answer:
        '{Yes|Of course} — {bring references, sketches or just an idea|send us whatever you have, from a sketch to a few words}, and we will {work on it with you|draw it up with you}.',
    },
    {
      question:
        '{How should I look after my new tattoo|What about aftercare|How do I care for it afterwards}?',
      answer:
        'We {talk you through aftercare|explain aftercare} {before you leave|when your tattoo is done}{, and you can always get in touch with questions| and answer any questions you have later}.',
    },
    {
      question: '{Does it hurt|How much will it hurt|Is it painful}?',
      answer:
        '{It depends on where it goes and on you|Some places are easier than others}. {Ask us|Talk to us} {about placement|before you book} and we will {tell you what to expect|give you an honest idea}.',
    },
    {
      question: '{Can you cover an old tattoo|Do you do cover-ups|Can you rework an old tattoo}?',
      answer:
        '{Send us a photo of it|Show us the tattoo} and we will {tell you honestly what is possible|let you know what we think}.',
    },
  ],
  ctaTitles: [
    '{Got an idea for a tattoo|Thinking about a tattoo|Ready for your next tattoo}?',
    '{Let’s draw it up|Let’s talk about your idea|Tell us your idea}',
  ],
  ctaSubtitles: [
    '{Send us your idea|Tell us what you have in mind}{, where it goes and how big| and where you want it} — {we will take it from there|we will talk it through with you}.',
  ],
  ctaButtons: [
    '{Talk about your idea|Send us your idea|Book a consultation}',
    '{Say hello|Drop us a line|Write to us|Contact us in {location}}',
  ],
  aboutExpandedTitle: '{From idea to ink|How a tattoo comes together|From sketch to skin}',
  aboutExpanded: [
    '{Every tattoo starts with a conversation|We start by talking about your idea|First, we listen}. We {talk through|go over|look at} {size, placement and style|the size, the placement and the style|where it goes, how big and in what style}, {draw a design for you|sketch the design|draw it up} and {only start when you are happy with it|only pick up the needle once you are happy with it|start tattooing when the design feels right to you}.',
  ],
  contactTitle: '{Visit the studio|Get in touch|Talk to the studio}',
  footers: [
    '{name} — {tattoos drawn with care|careful, custom tattoos|tattoos done properly}[ in {location}].',
    '{Tattoos made for you|Your idea, carefully inked|Drawn with you, tattooed with care}.',
  ],
};

/** A photographer talks about shoots and dates. */
const PHOTOGRAPHER: KindCopy = {
  headlines: [
    '{Photographs that feel like you|Moments worth keeping|Real moments, kept}',
    '{Natural|Relaxed|Honest} photography[ in {location}]',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], {taking natural photos of the moments that matter|capturing real moments, not stiff poses|photographing people as they are}.',
  ],
  buttons: [
    '{See our work|View the portfolio|See our photos}',
    '{Check a date|Ask about a date|Plan your shoot}',
    '{Say hello|Drop us a line|Write to us|Contact us in {location}}',
  ],
  aboutTitles: ['About {name}', '{Behind the camera|About us|Who we are}'],
  about: [
    '{name} is {kind}[ in {location}]. We {like|love} {photographing people as they are|natural, unposed moments} and {keep every shoot relaxed|make the camera easy to forget}[ — for {audience}].[ We have been taking photos since {year}.]',
    'At {name}, {a good photo is an honest one|good photos happen when people relax}. {We plan with you|We get to know you a little first}, {keep things easy on the day|keep the day calm} and {take care over every image|edit every image with care}.',
  ],
  servicesTitles: ['{What we photograph|Shoots|Photography}'],
  servicesSubtitles: [
    '{Natural photos of the moments that matter|Photos that look like you, not like a pose|Every shoot planned around you}.',
  ],
  serviceLines: [
    '{service}, {photographed with care|planned with you and photographed with care|with relaxed, natural images}.',
    '{service} — {ask us how we would approach it|tell us what matters and we will plan around it}.',
  ],
  featuresTitle: '{Why book with us|What a shoot is like|Working with us}',
  features: [
    {
      name: '{Relaxed on the day|At ease in front of the camera|No stiff poses}',
      description:
        '{We keep things relaxed, so you look like yourself|A calm, easy shoot, so the photos look like you|Gentle direction and plenty of patience, so you can relax}.',
    },
    {
      name: '{Planned with you|Ready for the day|A shoot planned around you}',
      description:
        '{We plan the shoot with you, so we know what matters|Tell us what matters and we will plan around it|We talk through the day with you beforehand}.',
    },
    {
      name: '{Carefully edited|Edited with care|Chosen and finished carefully}',
      description:
        '{Every image we deliver is chosen and edited with care|We pick the strongest frames and edit them carefully|Natural editing that keeps the moment true}.',
    },
  ],
  faq: [
    {
      question: '{How do I book a shoot|How do I check a date|Are you free on my date}?',
      answer:
        '{Send us your date, the place and what you have in mind|Get in touch with the date and a few details} and we will {let you know if we are free|check the diary and get back to you}.',
    },
    {
      question:
        '{Can I see more of your work|Do you have examples I can look at|Can I see a whole shoot, not just highlights}?',
      answer:
        '{Of course|Yes} — {ask us|get in touch} and we will {send you examples close to what you have in mind|share work similar to your shoot}.',
    },
    {
      question: '{How will I receive my photos|What do I get after the shoot|When do I get my pictures}?',
      answer:
        '{We will talk you through how and when you receive your images|Ask us and we will explain how your images are delivered|We agree the timing and the format with you before the shoot}.',
    },
    {
      question: '{What should we wear|How do I prepare for the shoot|Do you help with posing}?',
      answer:
        '{We are happy to give you a few tips before the day|Ask us and we will share a few simple tips beforehand|We guide you gently on the day and share tips before it}.',
    },
    {
      question:
        '{Will you come to my venue|Can you shoot at a place I choose|Can you photograph us at home}?',
      answer:
        '{Tell us where and when|Let us know the place and the date} and we will {tell you what is possible|let you know}.',
    },
  ],
  ctaTitles: [
    '{Planning a shoot|Got a date in mind|Thinking about photos}?',
    '{Let’s plan your shoot|Tell us about your day|Let’s talk about your photos}',
  ],
  ctaSubtitles: [
    '{Send us your date and a few details|Tell us what you would like photographed|Tell us the date, the place and who will be there} — {we will take it from there|we would love to hear from you}.',
  ],
  ctaButtons: [
    '{Check a date|Ask about a date|Plan your shoot}',
    '{Say hello|Drop us a line|Write to us|Contact us in {location}}',
  ],
  aboutExpandedTitle: '{How a shoot works|Before, during and after|Our process}',
  aboutExpanded: [
    '{Every shoot starts with a conversation|Before any shoot, we talk}. We {find out|ask} {what matters to you|who and what you want remembered}, {plan the day around it|plan around the moments that matter}, {keep things relaxed on the day|keep the day calm} and {edit every image with care|choose and edit the strongest images carefully}.',
  ],
  contactTitle: '{Get in touch|Ask about a date|Say hello}',
  footers: [
    '{name} — {natural photos of real moments|photographs that feel like you|moments worth keeping}[ in {location}].',
    '{Photos that feel like you|Real moments, carefully kept|Natural, relaxed photography}.',
  ],
};

/** A pottery studio talks about clay, the wheel and the kiln. */
const POTTERY: KindCopy = {
  headlines: [
    '{Clay, wheels and kilns|Hands in the clay|Made from clay}[ in {location}]',
    '{Make something from clay|Slow down and make something|Get your hands muddy}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}]{ — a place to learn and make with clay|, where clay becomes things you use every day|, a friendly place to work with clay}.',
  ],
  buttons: [
    '{Visit the studio|Come and see us|Plan your visit}',
    '{Ask about the studio|Drop us a line|Write to the studio|Contact us in {location}}',
  ],
  aboutTitles: ['About {name}', '{The studio|About the studio|Our studio}'],
  about: [
    '{name} is {kind}[ in {location}]. {We work with clay every day|We spend our days with clay} and {love sharing it|are always happy to share it}[ with {audience}].[ We have been working with clay since {year}.]',
    '{At {name}, we|We} {make pots|throw, glaze and fire}[ in {location}] and help others {make their own|get started with clay}. {Come and see what we make|Drop us a line} and {ask about what is on|find out how to get involved}[ — {audience} welcome].',
  ],
  servicesTitles: ['{In the studio|What happens in the studio|From the studio}'],
  servicesSubtitles: [
    '{Making, learning and firing|A few of the ways into clay|Clay, wheels and a kiln: ask about any of it}.',
  ],
  serviceLines: [
    '{service}, here at the studio[ in {location}].',
    '{service} — ask us for details.',
    '{service} — part of life in the studio.',
  ],
  featuresTitle: '{Why come to the studio|What the studio is like|Why make here}',
  features: [
    {
      name: '{Learn by making|Hands in the clay|Ask the potter}',
      description:
        '{Ask us anything about clay, glazes or firing|We are happy to talk clay, glazes and kilns|You spend your time making, with help close by}.',
    },
    {
      name: '{Shaped by hand|One of a kind|Every piece different}',
      description:
        '{Every piece starts as a lump of clay on the wheel or the bench|Each pot is shaped by hand, so no two are quite alike|Clay keeps the marks of the hands that shaped it}.',
    },
    {
      name: '{A calm space|Room to make|Time to slow down}',
      description:
        '{A calm place to slow down and make something|Somewhere to slow down and work with your hands|A relaxed space where questions are welcome}.',
    },
  ],
  faq: [
    {
      question:
        '{Do I need any experience|Can a complete beginner come along|What if I have never used clay}?',
      answer:
        '{Not at all|No}. {Tell us it is your first time|Let us know you are new to clay} and we will {tell you what would suit you|suggest where to start}.',
    },
    {
      question: '{What should I wear|What do I need to bring|How should I dress for the studio}?',
      answer:
        '{Wear clothes you do not mind getting muddy|Wear something you do not mind getting clay on|Old clothes are best, and short nails help}. {Ask us if you need to bring anything else|We will tell you if you need anything else}.',
    },
    {
      question: '{When can I take my pieces home|How long until my pot is ready|When will my work be fired}?',
      answer:
        '{Clay has to dry before it is fired|Each piece has to dry, be fired and often be glazed and fired again}{, so it takes a while| — it all takes a little time}. {Ask us how long for your piece|We will tell you when yours will be ready}.',
    },
    {
      question: '{Can I buy your pottery|Do you sell pieces from the studio|Can I buy a mug or a bowl}?',
      answer:
        '{Ask us what is available|Get in touch and ask what is ready}{ — pieces come out of the kiln a batch at a time|}.',
    },
    {
      question: '{Can I book for a group|Can we come as a group|Do you take groups}?',
      answer:
        '{Tell us how many of you there are and what you have in mind|Get in touch with your numbers and a rough date} and we will {let you know what we can do|see what we can arrange}.',
    },
  ],
  ctaTitles: [
    '{Fancy a go on the wheel|Want to try the wheel|Curious about clay}?',
    '{Come and make something|Get your hands in the clay|Come and get muddy}',
  ],
  ctaSubtitles: [
    '{Ask about classes, studio time or pieces to take home|Tell us what you would like to make|Get in touch to find out what is on in the studio}.',
  ],
  ctaButtons: [
    '{Visit the studio|Come and see us|Plan your visit}',
    '{Ask about the studio|Drop us a line|Write to the studio|Contact us in {location}}',
  ],
  aboutExpandedTitle: '{In the studio|How the studio works|A day in the studio}',
  aboutExpanded: [
    '{Clay rewards patience|Pottery is slow, and that is the point|Clay takes its time}. We {wedge, throw and trim|throw, trim and glaze} by hand, {share what we know|help each other out} and {let every piece dry and fire in its own time|give every pot the time it needs}.',
  ],
  contactTitle: '{Visit the studio|Find the studio|Get in touch}',
  footers: [
    '{name} — {clay, wheels and kilns|pots shaped by hand|a place to make things from clay}[ in {location}].',
    '{Made from clay[ in {location}]|Good things made from clay|Clay, patience and a kiln}.',
  ],
};

/** A gallery talks about the work on its walls and the artists behind it. */
const GALLERY: KindCopy = {
  headlines: [
    '{Art to see|Art to live with|Work to see}[ in {location}]',
    '{Come and see the work|Work worth a closer look|Art, up close}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], {showing work we love|showing work by artists we believe in|with work to see up close}.',
  ],
  buttons: [
    '{Visit the gallery|Plan your visit|Come and see us}',
    '{Ask about a piece|Drop us a line|Write to the gallery}',
  ],
  aboutTitles: ['About {name}', '{The gallery|About the gallery}'],
  about: [
    '{name} is {kind}[ in {location}]. {We show work we believe in|We choose every piece with care} and {love talking about it|are always happy to talk about it}.[ We have been showing work since {year}.]',
    'At {name}, {art is for looking at slowly|the work comes first}. Come in, {take your time|look around} and {ask us anything|ask about the artists}[ — {audience} especially welcome].',
  ],
  servicesTitles: ['{At the gallery|What we show|In the gallery}'],
  servicesSubtitles: [
    '{Work to see, and to take home|Ask us about any of it|Exhibitions, artists and the work itself}.',
  ],
  serviceLines: [
    '{service}, {chosen with care|shown with care|on show for you to enjoy}.',
    '{service} — {ask us about it when you visit|ask us for the story behind it|get in touch to find out more}.',
  ],
  featuresTitle: '{Why visit|Visiting the gallery|Why come in}',
  features: [
    {
      name: '{Chosen with care|Work we believe in|Picked for a reason}',
      description:
        '{We show work we would happily live with|Every piece is chosen for a reason|We choose work that rewards a closer look}.',
    },
    {
      name: '{Take your time|No rush|At your own pace}',
      description:
        '{Browse at your own pace, there is no rush|Stay with the work as long as you like|Come in, look around and take your time}.',
    },
    {
      name: '{Ask about the artists|The stories behind the work|Questions welcome}',
      description:
        '{We are happy to tell you about the artists and their work|Ask us how a piece was made and who made it|Every piece has a story, so ask us}.',
    },
  ],
  faq: [
    {
      question: '{Can I buy the work I see|Is the work for sale|Can I buy a piece from the gallery}?',
      answer:
        '{Ask us about any piece|Ask about any piece you like}{ and we will tell you more| — we will let you know if it is available}.',
    },
    {
      question: '{How often does the work change|When is the next exhibition|How do I hear about new shows}?',
      answer:
        '{Get in touch|Ask us} and we will {tell you what is coming up|let you know about the next show}.',
    },
    {
      question:
        '{Can you help me choose a piece|I am not sure what I like. Can you help|Can you help me find something for my home}?',
      answer:
        '{Of course|Gladly}. {Tell us about the space and what you like|Tell us what draws you in}, and we will {suggest a few pieces|show you work that might suit}.',
    },
    {
      question: '{Do you show new artists|Can I show my work with you|How do artists get in touch}?',
      answer:
        '{Send us a short message with a few images of your work|Get in touch with a link to your work} and we will {take a look|get back to you when we can}.',
    },
  ],
  ctaTitles: [
    '{Come and see the work|Visit the gallery|See it in person}',
    '{Seen something you like|Looking for a piece|Curious about a piece}?',
  ],
  ctaSubtitles: [
    '{Come in and take a look|Ask us about the artists and the work|Tell us what you are looking for}.',
  ],
  ctaButtons: [
    '{Visit the gallery|Plan your visit|Come and see us}',
    '{Ask about a piece|Drop us a line|Write to the gallery}',
  ],
  aboutExpandedTitle: '{How we choose the work|In the gallery|Visiting the gallery}',
  aboutExpanded: [
    '{We choose work we would want to live with|Every piece on our walls is chosen with care|We show work that rewards a second look}. {Come in and take your time|Take your time when you visit}, {ask about any piece|ask us about the artists} and {let us know what catches your eye|tell us what you like}.',
  ],
  contactTitle: '{Visit the gallery|Find the gallery|Get in touch}',
  footers: [
    '{name} — {art to see and to live with|work worth a closer look}[ in {location}].',
    '{Work chosen with care|Come and see the work|Art to see, up close}.',
  ],
};

/** Kinds of business in the creative industry; within the file, earlier kinds win ties. */
export const CREATIVE_KINDS: Kind[] = [
  {
    id: 'tattoo',
    words: [
      'estudio de tatuajes',
      'salon de tatouage',
      'tätowierer',
      'tattoostudio',
      'tattoo studio',
      'tattoo parlour',
      'tattoo parlor',
      'tattoo shop',
      'tattoo artist',
      'tattooist',
    ],
    industry: 'creative',
    noun: 'tattoo studio',
    services: [
      item(
        'Custom tattoos',
        '{Designs drawn with you, from first idea to finished piece|Your idea, drawn up with you and tattooed with care|One-off designs made around your idea}.',
        /custom|design/i,
      ),
      item(
        'Flash',
        '{Ready-made designs from our own books|Designs drawn ahead, ready to choose from|Pick a design from our flash sheets}.',
        /flash/i,
      ),
      item(
        'Cover-ups',
        '{Fresh work over old ink, planned carefully|New designs over old tattoos, planned with care|A careful plan to turn old ink into new work}.',
        /cover/i,
      ),
    ],
    copy: TATTOO,
    schemaType: 'TattooParlor',
  },
  {
    id: 'photographer',
    words: [
      'fotógrafo',
      'fotógrafa',
      'photographe',
      'fotograf',
      'fotografin',
      'fotostudio',
      'photographer',
      'photographers',
      'photography studio',
      'photography business',
      'photography=photographer',
    ],
    industry: 'creative',
    noun: 'photography business',
    services: [
      item(
        'Weddings',
        '{Your day, photographed with care|Your wedding, photographed as it happens|Your wedding, photographed naturally and with care}.',
        /wedding|elope/i,
      ),
      item(
        'Portraits',
        '{Relaxed portraits that look like you|Portraits that feel natural, not posed|Easy, unhurried portraits}.',
        /portrait|headshot|family/i,
      ),
      item(
        'Events',
        '{The moments that matter, captured as they happen|Your event, photographed as it unfolds|Candid photos of the people and the moments}.',
        /event|party/i,
      ),
    ],
    copy: PHOTOGRAPHER,
    schemaType: 'ProfessionalService',
  },
  {
    id: 'web-designer',
    words: [
      'web designer',
      'web designers',
      'website designer',
      'web design studio',
      'web design agency',
      'web developer',
      'web design=web designer',
    ],
    industry: 'creative',
    noun: 'web design business',
    services: [
      item(
        'Website design',
        '{Websites that look good and work well on every screen|Clear, fast websites that work on phones as well as laptops|Sites that are easy to use and easy to update}.',
        /website|site|wordpress/i,
      ),
      item(
        'Online shops',
        '{Shops that make buying simple|Online shops that are easy to browse and buy from|A shop your customers can use without thinking}.',
        /shop|store|e-?commerce/i,
      ),
      item(
        'SEO',
        '{Helping the right people find you|Helping people find you when they search|Work that helps your site appear in search results}.',
        /seo|search/i,
      ),
    ],
    schemaType: 'ProfessionalService',
  },
  {
    id: 'pottery-studio',
    words: [
      'pottery studio',
      'pottery',
      'ceramics studio',
      'ceramic studio',
      'potter',
      'taller de cerámica',
      'atelier de poterie',
      'atelier céramique',
      'céramiste',
      'töpferei',
      'keramikwerkstatt',
      'töpferin',
    ],
    industry: 'creative',
    noun: 'pottery studio',
    services: [
      item(
        'Classes',
        '{Learn to throw and hand-build with clay|Learn the wheel and hand-building, step by step|Sessions at the wheel and the bench, with help close by}.',
        /class|workshop|course/i,
      ),
      item(
        'Studio pieces',
        '{Mugs, bowls, vases and plates from the studio|Pots for everyday use, made in the studio|Mugs, bowls and more, made at the wheel}.',
        /mug|bowl|vase|plate|piece/i,
      ),
      item(
        'Studio time',
        '{Space and kilns for your own work|Room at the wheel and space in the kiln for your own pieces|A place to work on your own pots}.',
        /studio|kiln|membership/i,
      ),
    ],
    copy: POTTERY,
    schemaType: 'LocalBusiness',
  },
  {
    id: 'art-gallery',
    words: ['art gallery', 'gallery', 'galería de arte', "galerie d'art", 'kunstgalerie', 'galerie'],
    industry: 'creative',
    noun: 'gallery',
    services: [
      item(
        'Exhibitions',
        '{Work to see through the year|Shows that change through the year|New work to see through the year}.',
        /exhibit|show/i,
      ),
      item(
        'Artists',
        '{Artists whose work we show|The artists behind the work on our walls|Artists we are proud to show}.',
        /artist/i,
      ),
      item(
        'Buying art',
        '{Ask about pieces you would like to own|Ask us about taking a piece home|Found a piece you love? Ask us about it}.',
        /buy|sale|purchase/i,
      ),
    ],
    copy: GALLERY,
    schemaType: 'ArtGallery',
  },
];
