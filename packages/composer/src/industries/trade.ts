import type { IndustryProfile } from './profile';

export const retail: IndustryProfile = {
  noun: 'shop',
  headlines: [
    'Find something you will love',
    'Thoughtfully chosen, happily shared',
    'Your local favourite[ in {location}]',
    'Good things, carefully chosen',
    '{Come in and browse|Worth a browse}[ in {location}]',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], full of things chosen with care.',
    '{name} is an independent shop[ in {location}] full of things chosen with care.',
    'Browse, discover and find something special at {name}.',
  ],
  buttons: [
    '{Shop now|Browse the shop|See what is in|See what is in stock}',
    '{Visit the shop|Visit the {location} shop|Come into the shop|Find the shop|Drop into the shop}',
    '{Browse our range|See the range|What we stock}',
  ],
  aboutTitles: ['About {name}', '{Our shop|About the shop|Behind the counter}'],
  about: [
    '{name} is an independent shop[ in {location}] where every product earns its place on the shelf. We choose what we stock with care, know our range well and are always happy to help you find the right thing[ — for {audience}].[ We have been trading since {year}.]',
    'We opened {name} to bring together things we love and believe in. Come in to browse, ask questions and get honest advice[, whether you are shopping for yourself or for {audience}].',
  ],
  servicesTitles: ['What we sell', 'Our range', 'In the shop', '{On our shelves|What you will find}'],
  servicesSubtitles: [
    '{A carefully chosen range|A range chosen with care|A small, carefully chosen range}{, with friendly advice when you need it| — and help choosing if you want it| — ask us about anything you see}.',
    'Some of what you will find {on our shelves|in the shop|when you come in}{ — ask if you are looking for something else|}.',
  ],
  services: [
    {
      name: 'New arrivals',
      description:
        '{Fresh finds|New things|The latest finds} that have just {landed on our shelves|come in}.',
    },
    {
      name: 'Gifts',
      description:
        '{Thoughtful presents|Presents and gifts} for {every occasion and budget|all sorts of occasions}.',
      when: /gift|present/i,
    },
    {
      name: 'Local makers',
      description: 'Products from independent makers we {know and trust|know well}.',
      when: /local|handmade|maker/i,
    },
    {
      name: 'Everyday essentials',
      description:
        'The things you {come back for|need again and again}, {kept in stock|on the shelves when you need them}.',
    },
    {
      name: 'Personal advice',
      description:
        '{Friendly, honest help|Honest help from people who know the range} to find {exactly what you need|the right thing}.',
    },
    {
      name: 'Orders & reservations',
      description: 'Ask us to {order in|find} or set aside something {special|you have your eye on}.',
    },
  ],
  serviceLines: [
    '{service}, chosen with care and ready to take home.',
    'Our range of {service}, with friendly advice to help you choose.',
    'Ask us about {service} — we are happy to help you choose.',
    '{service}: come in and see what we have.',
  ],
  featuresTitle: '{Why shop with us|Why shop here|Why come to us}',
  features: [
    {
      name: '{Carefully chosen|Chosen with care|Picked for {location}|Only what we believe in|Chosen by {name}}',
      description:
        '{Every product|Everything we sell|Everything}{ at {name}| in our {location} shop|} {is picked|is chosen|earns its place} because we {believe in it|like it ourselves|would buy it ourselves}.',
    },
    {
      name: '{Friendly advice|Advice when you want it|Help to choose|Ask {name} anything|Help in {location}}',
      description:
        '{{Ask us anything|Ask us whatever you like}{ about {services}| when you visit {name}| in the shop|} — {we know our range inside out|we know what we stock and why|we will gladly help you choose}|Not sure what to choose{ from our {services}|}? {Ask us|Just ask|Ask at the counter} and we will {help|talk you through the options}}.',
    },
    {
      name: '{Independent at heart|Proudly independent|An independent shop|Local and independent}',
      description:
        '{Shopping|Buying something}{ at {name}| with us} {supports|helps support} {a local, independent business|an independent shop}{ in {location}|}.',
    },
  ],
  faq: [
    {
      question:
        '{Can {{name}|you} order something in for me?|Can you get something in if you do not have it?|Do you take special orders?}',
      answer:
        '{Ask us|Just ask|It is always worth asking} — {tell us|let us know} what you are looking for{, whether it is {services} or something else,|} and we will {let you know what we can do|see what we can find|tell you honestly whether we can get it}.',
    },
    {
      question:
        '{Can I reserve an item{ at {name}|}?|Can you put something aside for me?|Will you hold something for me?|Can I ask you to keep something back?}',
      answer:
        '{Get in touch|Message {name}|Call or message the {location} shop|Ask us in the shop}{ with the details|, tell us which one it is,} and we will {let you know|tell you} how long we can {hold it|keep it aside|keep it for you}.',
    },
    {
      question:
        '{Do you help with gift ideas{ at {name}|}?|Can you help me choose a present?|I need a gift — can you help?|Can you suggest a gift?}',
      answer:
        '{Always|Happily|Of course}. Tell us {a little|a bit} about who it is for{ and what they like|} and we will suggest a few ideas{ from our {services}| from around the shop|}.',
    },
    {
      question:
        '{Can I ask for advice before I buy?|Can you help me choose?|What if I am not sure what I need?|Can I get some advice first?|Will you help me decide?}',
      answer:
        '{Of course|Please ask|Ask away} — {tell us|let us know} what it is for and we will {talk you through the options|help you find the right thing|point you to what suits you}.',
    },
    {
      question:
        '{Can I come in just to browse?|Is it all right to just have a look?|Can I just come in and look around?}',
      answer:
        '{Of course|Please do|Absolutely} — {browsing is always welcome|take your time|have a look around at your own pace}{ at {name}|}, and ask us if you {need a hand|want any help|have a question}.',
    },
    {
      question:
        '{What if something is out of stock?|What if you have sold out of what I want?|What if the thing I want has gone?|What if you do not have it in stock?|What if it has sold out?}',
      answer:
        '{Ask us|Let us know} — we will tell you {whether we can get more in|if more is on its way} and suggest something {similar|close to it} {in the meantime|if not}.',
    },
  ],
  ctaTitles: [
    '{Come and browse|Come in and browse|Come and have a look|Come in and look around|Drop in and have a look}{ at {name}| in {location}|}',
    '{Pop in|Drop by|Call in} {when you are next passing|when you are nearby|next time you are in {location}}',
    '{Some things are best seen in person|Nothing beats seeing it in person}',
  ],
  ctaSubtitles: [
    '{Visit {name}|Come in|Drop by} and {discover|find} something new{ — we would love to see you|}.',
    '{Come and see|Have a look at} our {services} {for yourself|in person|in the shop}.',
    '{Find our details below|Our details are below}{ and come and see us|, then come in and browse|}.',
  ],
  ctaButtons: [
    '{Plan your visit|Plan a trip to {name}|Find the shop|How to find us}',
    '{Get in touch|Ask us a question|Message the shop|Contact us in {location}}',
    '{Visit {name}|Visit us{ in {location}|}}',
  ],
  plans: [],
  aboutExpandedTitle:
    '{How we choose what we sell|How we choose our stock|What makes it onto our shelves|How things get on our shelves}',
  aboutExpanded: [
    '{At {name}, we|We} only stock things we would {happily buy|gladly buy|be glad to own} ourselves{ — {services} included|}. That means {looking closely at|asking} how things are made, what they are made from and whether they will last — so you can {shop with confidence|buy with confidence|choose with confidence}.',
  ],
  contactTitle:
    '{Visit the shop|Find the shop|Where to find the shop|Getting to the shop|Come into the shop|Visit {name}|Find {name}}',
  footers: [
    '{name} — thoughtfully chosen[ in {location}].',
    '{An independent shop|Independent and carefully chosen|A shop chosen with care}[ in {location}].',
  ],
};

export const professional: IndustryProfile = {
  noun: 'firm',
  headlines: [
    'Expert help, when you need it',
    'Work with people who care',
    'Get it done right',
    'Reliable service, real results',
    '{Help that fits around you|A job done properly}[ in {location}]',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}] — dependable, professional and easy to work with.',
    '{name} provides dependable, professional services[ in {location}] — with clear communication from start to finish.',
    'At {name}, we take the time to understand what you need and deliver it properly.',
  ],
  buttons: [
    '{Get in touch|Drop us a line|Contact {name}|Contact us in {location}}',
    '{Request a quote|Ask for a quote|Ask us for a price|Get a price}',
    '{Book a call|Arrange a call|Ask a question}',
  ],
  aboutTitles: ['About {name}', '{Who we are|About us|Meet us}'],
  about: [
    '{name} helps clients[ — {audience} —] get things done properly and without fuss. We listen carefully, agree a clear plan and keep you updated at every step[, working across {location}].[ We have been in business since {year}.]',
    'At {name}, we start by listening: tell us what you need and we will tell you plainly how we can help[, especially for {audience}].',
  ],
  servicesTitles: ['Our services', 'How we help', 'What we do', '{What we can do for you|Ways we can help}'],
  servicesSubtitles: [
    '{Clear scope, honest advice and careful delivery|Honest advice and careful work|Clear plans and careful work}.',
    '{Ask us about any of these|Tell us what you need}{ and we will explain how we can help| — we will tell you plainly what we can do}.',
  ],
  services: [
    {
      name: 'Consultation',
      description: 'A conversation to understand {your needs|what you need} and agree the next steps.',
    },
    {
      name: 'Planning & strategy',
      description: 'A clear plan with priorities, timelines and {responsibilities|who does what}.',
    },
    {
      name: 'Delivery',
      description: '{Careful, dependable work|Work done carefully and dependably} to the standard we agreed.',
    },
    {
      name: 'Ongoing support',
      description: 'Help {whenever you need it|when you need it}, from people who know {your work|you}.',
    },
    {
      name: 'Reviews & reporting',
      description: '{Regular updates|Updates as we go} so you always know where things stand.',
    },
    { name: 'One-off projects', description: 'Focused help for a {specific|single} job, start to finish.' },
  ],
  serviceLines: [
    '{service}, delivered with care and clear communication.',
    '{service} — planned with you and done properly.',
    'Ask us about {service}: we will explain what is involved.',
    '{service}, arranged around what suits you.',
  ],
  featuresTitle: '{Why clients work with us|Why people choose us|Why work with us}',
  features: [
    {
      name: '{Clear communication|Kept in the loop|Always in the picture|No surprises|Updates as we go}',
      description:
        '{You always know|You will always know|We make sure you know} what is happening{ with your {services}| at {name}|} and what comes next.',
    },
    {
      name: '{Straightforward|Easy to work with|Easy to deal with|Questions welcome|Ask before you decide}',
      description:
        '{Ask {us|{name}} anything|Ask whatever you like|Put your questions to {us|{name}}}{ about {services}|} {before you decide|before anything is agreed|before you commit}.',
    },
    {
      name: '{Personal service|A personal touch|People who know you|Service that fits you}',
      description:
        '{You work with|You deal with|You talk to} people{ at {name}| here in {location}|} who {know you and your needs|take the time to understand what you need|remember what you asked for}.',
    },
  ],
  faq: [
    {
      question:
        '{How do we get started{ with {name}|}?|How do I get started?|What is the first step?|How do I book you?}',
      answer:
        '{Get in touch|Contact us|Send us a message} with a {short|brief} description of what you need{ — {services} or anything else —|} and we will {arrange a conversation|get back to you to talk it through|suggest the next step}.',
    },
    {
      question:
        '{Can you give me a quote{ for {services}|}?|Can I get a price before I commit?|Do you give quotes?}',
      answer:
        '{Yes|Of course} — once we understand {the scope of the work|what you need|the job}, {we|{name}} will give you a clear {quote|price} before anything starts.',
    },
    {
      question:
        '{Do you work with small clients{ in {location}|}?|Is my job too small for you?|Do you take on small jobs?|Will you take on a small job?}',
      answer:
        '{Tell us what you need|Ask us|Describe it to us}. We will be honest about whether {we are|{name} is} the right fit{ for you|}.',
    },
    {
      question: '{What areas do you cover?|Where do you work?|Do you cover my area?}',
      answer:
        '{Tell us|Let us know} where you are{ — we are based in {location} —|} and we will {tell you whether we can help|let you know if we cover it}.',
    },
    {
      question:
        '{Can I move a booking?|What if I need to rearrange?|Can I change the date?|What if I need a different day?}',
      answer:
        '{Let us know|Tell us} as soon as you can and we will {find another time{ that suits you|}|rearrange with you|sort out a new date{ that suits you|}}.',
    },
    {
      question: '{What do you need from me?|What should I tell you first?|What should I have ready?}',
      answer:
        '{A short description of|A few words about} what you need, {where you are|where it is} and {when suits you|when you would like it done}{ — we will ask about anything else| is plenty to start with|}.',
    },
  ],
  ctaTitles: [
    '{Let’s talk|Let’s have a chat|Shall we talk?|Tell us what you need}',
    '{Ready to get started{ with {name}|}?|Ready when you are|Whenever you are ready}',
  ],
  ctaSubtitles: [
    '{Tell us|Let us know} what you need{ — {services} or anything else —| in {location}|} and we will {get back to you|be in touch|come back to you}.',
    '{A short message is all it takes|One message is enough} to {get started|start}{ with {name}|}.',
  ],
  ctaButtons: [
    '{Get in touch|Drop us a line|Contact {name}|Contact us in {location}}',
    '{Request a quote|Ask for a quote|Ask us for a price|Get a price}',
    '{Ask {name}|Ask us a question}',
  ],
  plans: [
    { name: 'Starter', features: ['For small, one-off needs'] },
    { name: 'Standard', features: ['Our most requested service'] },
    { name: 'Ongoing', features: ['Regular, continuing support'] },
  ],
  aboutExpandedTitle:
    '{How we work|Our approach|The way we work|From first call to finished job|Working with us}',
  aboutExpanded: [
    'Every {engagement|job{ at {name}|}} starts with listening. We agree what {success looks like|a good result looks like}, set out a clear plan and keep you {informed|updated} along the way. When the work is done, we {check it with you|go over it with you} — and we are still here{ in {location}|} if you need us afterwards.',
  ],
  contactTitle: '{Contact us|How to reach us|Contact details|Contact {name}|Reach {name}}',
  footers: [
    '{name} — dependable, professional service[ in {location}].',
    '{Professional services done properly|Careful, dependable work|Work done properly}[ in {location}].',
  ],
};

export const technology: IndustryProfile = {
  noun: 'technology company',
  headlines: [
    'Technology that works for you',
    'Smarter tools, simpler days',
    'Build, run and grow with confidence',
    'Tech made simple[ in {location}]',
  ],
  subtitles: [
    '{name} is {kind} that makes technology simple, reliable and useful.',
    '{name} builds and supports technology that makes work simpler[ — for {audience}].',
    'At {name}, we turn complicated technology into something you can rely on.',
  ],
  buttons: [
    '{Get started|Start a conversation}',
    '{Book a call|Arrange a call}',
    '{Talk to us|Ask a question|Message {name}}',
  ],
  aboutTitles: ['About {name}', 'What drives us'],
  about: [
    '{name} helps[ {audience} and other] teams use technology with confidence. We explain things in plain language, build for reliability and support what we deliver[ from our base in {location}].[ We have been building since {year}.]',
    'We started {name} because technology should remove work, not add it. We focus on practical solutions, clear communication and support you can reach when it matters[ for {audience}].',
  ],
  servicesTitles: ['What we do', 'Services', 'Solutions'],
  servicesSubtitles: ['Practical technology, clearly explained and properly supported.'],
  services: [
    {
      name: 'Software development',
      description: 'Reliable software designed around how you actually work.',
      when: /software|app|develop/i,
    },
    {
      name: 'IT support',
      description: 'Help when something breaks and advice before it does.',
      when: /support|it\b|repair|helpdesk/i,
    },
    {
      name: 'Cloud & hosting',
      description: 'Secure, dependable infrastructure that grows with you.',
      when: /cloud|host|server/i,
    },
    {
      name: 'Security',
      description: 'Practical steps to keep your systems and data safe.',
      when: /secur|cyber/i,
    },
    { name: 'Automation', description: 'Let software handle the repetitive work.' },
    {
      name: 'Consulting',
      description: 'Straight answers about what technology you need — and what you don’t.',
    },
    { name: 'Ongoing support', description: 'Help from people who know your setup.' },
  ],
  serviceLines: [
    '{service}, built for reliability and explained in plain language.',
    '{service}, shaped around the way you work.',
  ],
  featuresTitle: '{Why work with us|Why teams work with us|Why clients choose us}',
  features: [
    {
      name: '{Plain language|Jargon-free|Clear explanations}',
      description:
        '{No jargon|Nothing hidden behind jargon} — just clear explanations{ of {services}|} and {honest advice|straight answers}.',
    },
    {
      name: '{Built to last|Made to be maintained|Reliable by design}',
      description:
        'We {design|build} for {reliability, security and easy maintenance|things that keep working and are easy to look after}.',
    },
    {
      name: '{Support you can reach|People you can talk to|Help from people who know you}',
      description:
        '{Real people|People}{ at {name}| in {location}|} who know your setup{ and answer your questions|}.',
    },
  ],
  faq: [
    {
      question: '{How do we start{ with {name}|}?|What is the first step?|How does a project begin?}',
      answer:
        '{Tell us|Let us know} what you are trying to achieve and we will {suggest practical next steps|suggest a sensible first step}.',
    },
    {
      question:
        '{Do you support what you build?|What happens after launch?|Can you look after it afterwards?}',
      answer:
        '{We explain|We talk you through} the support options{ for {services}|} before any work begins.',
    },
    {
      question:
        '{Can you work with our existing systems?|Do we have to replace what we use now?|Will it fit with the tools we have?}',
      answer:
        '{Share what you use today|Tell us what you use now} and we will tell you honestly what is possible.',
    },
    {
      question:
        '{We are not technical — is that a problem?|Do I need to be technical?|Do I need to know about technology?}',
      answer:
        '{Not at all|No}. We explain {everything|each step} in plain language and {answer as many questions as you have|check you are happy before we move on}.',
    },
    {
      question: '{Can we start small?|Can you help with one small problem?|Do you take on small projects?}',
      answer:
        '{Tell us what you need|Describe the problem} and we will be honest about {whether we are the right fit|what it would take}.',
    },
  ],
  ctaTitles: [
    '{Let’s build something that works|Let’s make your technology simpler|Let’s talk about your project}',
    '{Ready when you are|Got a problem to solve?|Have a project in mind?}',
  ],
  ctaSubtitles: ['Tell {us|{name}} about your project and we will get back to you.'],
  ctaButtons: [
    '{Get in touch|Say hello|Send a message|Contact us in {location}}',
    'Book a call',
    'Talk to {name}',
  ],
  plans: [
    { name: 'Starter', features: ['For small teams getting started'] },
    { name: 'Growth', features: ['For growing businesses'] },
    { name: 'Enterprise', features: ['For complex needs'] },
  ],
  aboutExpandedTitle: '{How we work|Problem first, technology second|Our approach}',
  aboutExpanded: [
    '{At {name}, we|We} start with the problem, not the technology. Once we understand how you work, we recommend the simplest thing that will do the job well, build it carefully and stay on hand{ in {location}|} to support it.',
  ],
  contactTitle: '{Talk to us|Start a conversation|Contact {name}}',
  footers: [
    '{name} — technology that works for you.',
    '{Practical technology, properly supported|Technology explained plainly and properly supported}.',
  ],
};
