import type { KindCopy } from '../types';

/** Copy for bakeries and cafés, whose industry's bank is a restaurant's. */
export const BAKERY: KindCopy = {
  headlines: [
    '{Baked with care|Baked properly|Good baking|Proper baking}[ in {location}]',
    '{Good bakes, good company|Good bakes and a warm welcome|Something good from the oven}',
    '{Your local bakery|Your neighbourhood bakery|The bakery round the corner}[ in {location}]',
    '{Warm from the oven|Straight from the oven|Fresh out of the oven}{, ready for you| and on the counter|}',
    '{Come in for|Stop by for|Pop in for} something {good|sweet or savoury|warm from the oven}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], baking {services} {with care|with patience|for our neighbours}.',
    '{name} is {kind}[ in {location}] — {good bakes, made with care and shared with our neighbours|good baking and a friendly counter|bakes made with care and a warm welcome|somewhere to pick up something good}.',
    '{name} bakes {for our neighbours|for the neighbourhood|for anyone who loves good baking}[ in {location}]{ — come in and see what is on the counter|. Pop in and see what is out today|}.',
    'Come to {name} for {services}[ in {location}]{ and a chat at the counter| — and something for later|}.',
  ],
  buttons: [
    '{Visit us in {location}|Come and visit|Pop in|Pop in to the bakery|Visit {name}}',
    '{Find us in {location}|How to find the bakery|Find {name}|Getting to the bakery}',
    '{Visit the bakery|See what we bake|What we bake|See the counter|Find the bakery|Visit {name}}',
  ],
  aboutTitles: ['About {name}', 'Welcome to {name}', '{Our story|Who we are|Behind the counter|The bakery}'],
  about: [
    '{name} is {kind}[ in {location}][, baking since {year}]. We take our time over everything we bake and {love seeing|are always glad to see} {familiar faces|regulars and new faces alike} at the counter[ — especially {audience}].',
    '{name} bakes for our neighbours[ in {location}]. {Come in|Pop in|Stop by} for a chat and {something good to take home|something for later|something to go with your coffee}[ — {services} included].',
    'At {name}[ in {location}], we {take our time over|take care over} {everything that goes in the oven|each bake}. {Come and see what is on the counter|Pop in and see what is out today|Drop in and have a look} — {and ask us anything about it|we are always happy to talk about it}[, {audience} included].',
  ],
  servicesTitles: [
    '{From our ovens|What we bake|Fresh from the bakery|On the counter|Out of the oven|Our bakes|From the bakery|Baked here}',
  ],
  servicesSubtitles: [
    '{A few|Some} favourites from the {counter|ovens|bakery}.',
    '{Baked with care|Made with care}, {ready to take home|ready to enjoy|to take home or share}.',
  ],
  serviceLines: [
    '{service}, baked with care and ready to take home.',
    'Our {service}, baked the way we like it: simple and generous.',
    'Ask us about {service} when you are next in.',
    '{service} from our ovens — come and see what is out.',
    '{service}, made with care for regulars and new faces alike.',
  ],
  featuresTitle:
    '{Why people come back|What brings people back|Why pop in|What we care about|What makes us tick|Why come to the bakery}',
  features: [
    {
      name: '{Baked with care|Baked properly|Taking our time|No rushing|Patience in every bake|Baking done right|Care in every bake}',
      description:
        '{We take our time over|We take care over|We give our time to} {everything we bake|every bake|each batch}{, from {services} to the smallest roll| at {name}|}.',
    },
    {
      name: '{A friendly counter|A chat at the counter|Welcome to {name}|Say hello|A smile at the counter|Come in for a chat|Regulars and new faces}',
      description:
        '{A warm welcome|A friendly hello|A smile and a chat}{ at {name}|}, whether you are a regular[ in {location}] or {popping in for the first time|new to us|just passing}.',
    },
    {
      name: '{Part of the neighbourhood|A neighbourhood bakery|Your local|Round the corner|Close to home|On your doorstep}',
      description:
        '{A local bakery|A neighbourhood bakery|A bakery}[ in {location}] that {knows its regulars|loves its regulars|is glad to see new faces}.',
    },
  ],
  faq: [
    {
      question:
        '{Can I order {something|a bake} for {a special occasion|a birthday|a celebration}|Do you take orders for {celebrations|parties|special days}|Can I order ahead for {a party|a celebration}}?',
      answer:
        '{Get in touch|Ask us at the counter|Send us a message} and tell us what you have in mind — we will let you know what we can do{ and how much notice we need|}.',
    },
    {
      question:
        '{Can I ask what goes into {a bake|your bakes|a loaf or a cake}?|What goes into your {bakes|baking}?|Can you tell me the ingredients{ in a bake|}?}',
      answer:
        '{Ask us at the counter|Ask whoever is serving|Ask us} or get in touch and we will tell you what goes into {each one|anything on the counter}{ — {services} included|}.',
    },
    {
      question:
        '{{How do I|How can I|What is the easiest way to} get in touch{ with {name}|}|Can I {contact you|ask something} before I visit}?',
      answer:
        '{Use the contact details on this page|Call or email us|Send us a message} and we will {get back to you as soon as we can|reply as soon as we can}{ — or just drop in[ when you are in {location}]|}.',
    },
    {
      question: '{What is on the counter{ today|}|What do you bake|What should I try{ first|}}?',
      answer:
        '{Pop in and see|Ask us at the counter|Come and have a look} — we {love|are happy} to {point you to a favourite|talk you through what is out|tell you what is good today}{, {services} included|}.',
    },
    {
      question:
        '{Can I {reserve|order} something {for collection|to collect later}|Can you put {something|a loaf|a bake} aside for me|Can I order ahead and {collect|pick up}}?',
      answer:
        '{Get in touch|Message us|Ask us} {ahead of time|in advance} with what you would like and we will {let you know if we can|tell you what we can do}.',
    },
    {
      question:
        '{Do you bake for {events|parties|weddings}?|Can you bake for {a party or event|an office do}?|Do you take {larger|bigger} orders?}',
      answer:
        '{Tell us|Let us know} {the date|your date} and {how many people|roughly how many} you are feeding, and we will {let you know what we can do|come back to you with ideas}.',
    },
  ],
  ctaTitles: [
    '{Pop in|Drop in|Come in|Stop by} and say hello{ at {name}| when you are passing|}',
    '{Come and see|Have a look at} what is on the counter{ at {name}|}',
    '{Fancy something sweet?|Something good is waiting|Treat yourself|Time for a treat?|The oven is on}',
  ],
  ctaSubtitles: [
    '{Find our details below and|Our details are below, so} {come and visit|pop in}[ when you are in {location}].',
    '{Ask us about an order|Tell us about an order}{ of {services}|} or {simply drop by|just pop in|come and see us}.',
    '{Planning a celebration?|Got an occasion coming up?} {Get in touch|Ask us} about {an order|what we can bake for you}.',
  ],
  ctaButtons: [
    '{Plan your visit|Plan a trip to {name}|Pop in|Visit the bakery|Pop into {name}}',
    '{Contact us in {location}|Ask about an order|Order a bake|Ask {name}|Message the bakery}',
  ],
  aboutExpandedTitle:
    '{How we bake|Our baking|Behind the counter|What goes into our baking|From the oven|Our way of baking|In the bakery}',
  aboutExpanded: [
    '{Good baking takes time.|Good baking cannot be rushed.} {At {name}, we|We} {mix, shape and bake|mix, prove and bake} with care, taste as we go and only put out what we are proud of. The result is {simple, generous baking|honest, generous baking}{ — {services} included —|} {made for sharing|to take home and share|worth coming back for}.',
    '{Everything on our counter|Each bake on our counter} starts with {simple ingredients|good ingredients} and {plenty of patience|time and care}. {Tell us what you like|Ask us what is good today} and we will {point you to a favourite|help you choose}{ — {services} included|}.',
  ],
  contactTitle:
    '{Visit the bakery|Find the bakery|Where to find the bakery|Visit {name}|Find {name}|Pop in and see us|Where we bake}',
  footers: [
    '{name} — {baked with care|good baking and a warm welcome|good bakes and a friendly counter}[ in {location}].',
    '{Good bakes and a warm welcome|Baked with care and shared with our neighbours}[ in {location}].',
  ],
};

export const CAFE: KindCopy = {
  headlines: [
    '{Good coffee, good company|Good coffee and a warm welcome|Coffee, cake and good company}[ in {location}]',
    '{Come in, sit down, stay a while|Take a seat and stay a while|Pull up a chair and stay a while}',
    '{Your local {noun}|Your neighbourhood {noun}|A {noun} worth stopping at}[ in {location}]',
    '{Time for a cup?|Time for a break?|Ready for a cup?}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], serving {services}{ with a warm welcome| — come in and stay a while|}.',
    '{name} is {kind}[ in {location}] — {somewhere to slow down and stay a while|a place to meet friends or sit with a book|good drinks, good food and a friendly welcome}.',
    '{Stop by|Come in|Drop in} at {name}[ in {location}] for {a good cup and a seat by the window|something good to drink and a seat|a cup, a bite and a chat}.',
  ],
  buttons: [
    '{Visit us in {location}|Come and visit|Pop in|Visit {name}|Pop into the {noun}}',
    '{Find us in {location}|How to find us|Find {name}|Find the {noun}}',
    '{See what we serve|What we serve|See the menu|Visit the {noun}|Visit {name}}',
  ],
  aboutTitles: ['About {name}', 'Welcome to {name}', '{Our story|Who we are|Pull up a chair}'],
  about: [
    '{name} is {kind}[ in {location}][, open since {year}] — a place to {meet friends, catch up or simply sit with something good|catch up with friends or sit quietly with a cup|chat, read or simply sit for a while}[, for {audience}]. We keep things simple and the welcome warm.',
    '[Since {year}, ]{name} has been a place to slow down[ in {location}]. {Come in for|Drop in for|Stop by for} [{services}, ]a chat and a seat{ by the window|} — we will look after the rest.',
    'At {name}, {every cup and every plate|everything we serve} gets {the same care|our full attention}. {Come in|Drop in} for {a quick coffee|a quick cup} or {settle in for the afternoon|stay a while} — {either way, you are welcome|you are welcome either way}[, {audience} included].',
  ],
  servicesTitles: [
    '{What we serve|On the counter|On the menu|From the counter|Drinks and bites|Cups and plates|Something to sip}',
  ],
  servicesSubtitles: [
    '{A few of our favourites|Some favourites|A few things we love}{ from the counter|}.',
    '{Made with care|Made properly}, {every cup and every plate|cup after cup}.',
  ],
  serviceLines: [
    '{service}, made with care.',
    'Our {service} — a good reason to stop by.',
    '{service}, ready when you are.',
    'Ask us about {service} at the counter.',
    '{service} — come in and try it.',
  ],
  featuresTitle:
    '{Why people come back|What brings people back|Why stop by|What we care about|Why people stay|What makes us tick}',
  features: [
    {
      name: '{Welcome to {name}|Friendly faces|A hello at the counter|Regulars welcome|New faces welcome|Come on in}',
      description:
        '{Friendly faces|A friendly hello|A warm hello}{ at {name}|}, whether you are {a regular|one of our regulars} or {new in {{location}|town}|here for the first time|just passing through}.',
    },
    {
      name: '{Made properly|Care in every cup|Every cup counts|Done properly|Cup by cup|Poured with care}',
      description:
        '{We take our time over|We take care over|We give our time to} {everything we serve|every cup and every plate}{, {services} included| at {name}|}.',
    },
    {
      name: '{Stay a while|Take your time|No rush|Settle in|Time to slow down|Sit back}',
      description:
        '{Take a seat|Grab a seat|Find a seat}{ at {name}|} and {take your time|make yourself at home|make yourself comfortable}.',
    },
  ],
  faq: [
    {
      question:
        '{{Can I|Can we} just drop in|{Do I|Do we} need to book{ a table|}|Can I come in without {booking|a booking}}?',
      answer:
        '{Just|Simply} {come in|drop in} whenever we are open[ in {location}] and we will {look after you|find you a seat if we can}.',
    },
    {
      question:
        '{Can I ask what is in {something|a drink|a cake}|Can you tell me the ingredients|What goes into {your drinks|your cakes}}?',
      answer:
        'Ask us at the counter — we are {happy|glad} to tell you what goes into {everything we serve|each drink and each plate}.',
    },
    {
      question:
        '{{How do I|How can I|What is the easiest way to} get in touch{ with {name}|}|Can I {contact you|ask something} before I visit}?',
      answer:
        '{Use the contact details on this page|Call or email us|Send us a message} and we will {get back to you as soon as we can|reply as soon as we can}{ — or just drop in[ when you are in {location}]|}.',
    },
    {
      question:
        '{Can I bring a {group|few friends}|Can we meet here as a {group|club}|{What about|Do you take} bigger groups}?',
      answer:
        '{Let us know|Tell us|Get in touch} {before you come|ahead of time} with {your numbers|how many of you there are} and we will {see what we can do|do what we can to fit you in}.',
    },
    {
      question: '{What do you recommend|What should I try|What should I order}{ first| on a first visit|}?',
      answer:
        '{Ask us|Just ask} at the counter — we {love|are happy} to {point you to a favourite|tell you what is good today}{, {services} included|}.',
    },
    {
      question:
        '{Can I book the {noun} for {an event|a private party|a get-together}|Do you host {private events|private parties}|Can we hold a {get-together|small party} here}?',
      answer:
        '{Get in touch|Ask us} with {your date and numbers|what you have in mind} and we will {let you know what we can do|tell you what is possible}.',
    },
  ],
  ctaTitles: [
    '{Pop in|Drop in|Come in|Stop by} and say hello{ at {name}| when you are passing|}',
    '{See you soon|Hope to see you soon}{ at {name}|}',
    '{Time for|Ready for|Fancy} a {coffee|cup|break}{ at {name}|}?',
  ],
  ctaSubtitles: [
    '{Find our details below and|Our details are below, so} {come and visit|pop in}[ when you are in {location}].',
    '{Come in for a cup|Stop by for a coffee|Drop in for a cup} and {stay a while|a chat}.',
  ],
  ctaButtons: [
    '{Plan your visit|Plan a trip to {name}|Pop in|Visit the {noun}|Pop into {name}}',
    '{Contact us in {location}|Message the {noun}|Ask {name}|Contact the {noun}}',
  ],
  aboutExpandedTitle:
    '{What we care about|What matters to us|How we do things|Behind the counter|Our way|At the counter|Every cup}',
  aboutExpanded: [
    '{At {name}, we|We} keep things simple: good drinks, good food and a friendly welcome. We take care over everything we serve[, from {services} to the last cup,] and {always have time for a chat|are always up for a chat}: {the kind of place you are glad to have nearby|somewhere to come back to}.',
    '{A good cup|Something good to drink}, {a seat|a comfortable seat} and {a friendly hello|a warm welcome}: {that is what we are here for|that is what {name} is about}. {Come as you are|Bring a friend or a book} and {take your time|stay a while}.',
  ],
  contactTitle:
    '{Find the {noun}|Visit the {noun}|Visit {name}|Find {name}|Pop in and see us|Where to find the {noun}}',
  footers: [
    '{name} — {good coffee and a warm welcome|a good cup and a friendly welcome|somewhere to stay a while}[ in {location}].',
    '{Your local {noun}|Good coffee, good company}[ in {location}].',
  ],
};
