import type { KindCopy } from './types';

/** Copy written for kinds whose industry's phrase bank does not fit them. */
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
    '{At {name}, we|We} keep things simple: good drinks, good food and a friendly welcome. We take care over everything we serve{, from {services}|} and {always have time for a chat|are always up for a chat} — {the kind of place you are glad to have nearby|somewhere to come back to}.',
    '{A good cup|Something good to drink}, {a seat|a comfortable seat} and {a friendly hello|a warm welcome}: {that is what we are here for|that is what {name} is about}. {Come as you are|Bring a friend or a book} and {take your time|stay a while}.',
  ],
  contactTitle:
    '{Find the {noun}|Visit the {noun}|Visit {name}|Find {name}|Pop in and see us|Where to find the {noun}}',
  footers: [
    '{name} — {good coffee and a warm welcome|a good cup and a friendly welcome|somewhere to stay a while}[ in {location}].',
    '{Your local {noun}|Good coffee, good company}[ in {location}].',
  ],
};

export const FOOD_TRUCK: KindCopy = {
  headlines: [
    '{Street food|Good food|Proper street food}{, made with care| from the hatch| on the move}[ in {location}]',
    '{Good food on the move|Food worth finding|Worth the queue}',
    '{Follow the queue|Find the truck|Look for the hatch}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], serving {services}{ from the hatch|}.',
    '{name} is {kind}[ in {location}] — {street food made with care|good food, served from the hatch|food worth tracking down}.',
    '{Find {name}|Look out for {name}}[ around {location}] — {come hungry|follow the queue} and {say hello at the hatch|try something new}.',
  ],
  buttons: [
    '{Find us in {location}|Where we are next|Find the truck|Find {name}}',
    '{Contact us in {location}|Message the truck|Ask {name}|Ask about hire}',
  ],
  about: [
    '{name} is {kind}[ in {location}][, on the road since {year}]. We {keep the menu short|keep things simple}, cook everything with care and {love a chat at the hatch|always have time for a chat at the hatch}[ — especially with {audience}].',
    'We started {name} to bring good street food to more people[ in {location}]. {Look out for us|Keep an eye out for us|Find out where we are next}, come hungry and tell us what you think.',
    '{name} is {on the road|out and about}[ in {location}] with {the food we love to cook|dishes we love to cook}[ for {audience}]. {Say hello at the hatch|Come and say hello}, {ask what is good today|ask us anything about the food} and {tell us what you think|let us know what you think}.',
  ],
  servicesTitles: ['{On the menu|What we serve|From the hatch|What is cooking}'],
  servicesSubtitles: [
    '{A few|Some} favourites {from the hatch|from the truck}.',
    '{Ask us|Ask} what is {on|cooking} today.',
  ],
  serviceLines: [
    '{service}, served from the hatch.',
    'Our {service} — come and find us.',
    '{service}, cooked with care.',
    'Ask us about {service} at the hatch.',
  ],
  featuresTitle:
    '{Why people find us|Why people come back|What we are about|Worth finding|Why join the queue|Why follow the truck}',
  features: [
    {
      name: '{Street food done properly|Worth the queue|Food with care|Simple and tasty|Good food, simply done}',
      description:
        '{We keep things simple|We keep the menu focused} and {cook with care|take care over every order}{ at {name}|}.',
    },
    {
      name: '{A chat at the hatch|Hello at the hatch|A smile with every order|Service with a chat}',
      description:
        '{A friendly hello|A chat and a smile}{ at the {name} hatch|}, whether you are a regular or {trying us for the first time|new to us|just passing}.',
    },
    {
      name: '{Out and about|On the move|Find us around town|On the road|Where next?}',
      description: '{Ask us|Get in touch} to find out where {we will be next|the truck is heading next}.',
    },
  ],
  faq: [
    {
      question:
        '{Where will you be {next|this week}?|How do I find you?|Where can I find {the truck|you}?|Where are you parked?}',
      answer:
        '{Get in touch|Send us a message|Ask us} and we will {tell you where we will be next|let you know where to find us}.',
    },
    {
      question:
        '{Can you come to my {event|party|wedding}|Do you {do|offer} private hire|Can we book the truck for {a party|an event}}?',
      answer:
        '{Tell us|Send us} your date, {the place|where it is} and {roughly how many guests|rough numbers}, and we will {let you know if we can come|tell you what we can do}.',
    },
    {
      question: '{What if I have an allergy?|Can you cater for dietary needs?|What about special diets?}',
      answer:
        '{Ask us at the hatch|Tell us when you order|Let us know when you order} and we will {tell you|talk you through} what is in each dish.',
    },
    {
      question: '{What is on the menu{ today|}|What do you {serve|cook}|What should I try{ first|}}?',
      answer:
        '{Ask us at the hatch|Just ask at the hatch} — we {are happy|love} to {tell you what is cooking|point you to a favourite}{ — {services} included|}.',
    },
    {
      question: '{How do I get in touch{ with {name}|}?|What is the easiest way to reach you?}',
      answer:
        '{Use the contact details on this page|Call or email us|Send us a message} and we will {get back to you as soon as we can|reply as soon as we can}.',
    },
  ],
  ctaTitles: [
    '{Come and find us|Catch us soon|Come hungry|Look out for us|Join the queue}',
    '{Hungry?|Feeling hungry?|Fancy some street food?|Lunch sorted?}',
  ],
  ctaSubtitles: [
    '{Get in touch|Send us a message} to find out where we will be next.',
    '{Planning an event?|Got a party coming up?} {Ask us about bringing the truck|Tell us about it and we will see if we can come}.',
  ],
  ctaButtons: [
    '{Contact us in {location}|Message the truck|Ask {name}|Book the truck}',
    '{Find us in {location}|Find the truck|Where we are next|Find {name}}',
  ],
  aboutExpandedTitle: '{How we cook|At the hatch|What to expect}',
  aboutExpanded: [
    '{At {name}, we|We} keep {the menu focused|things simple}: {a few dishes we love|the dishes we love to cook}, cooked with care and handed over with a smile. {Ask what is good today|Ask us about anything on the board}{ — {services} included|}, and tell us what you think.',
  ],
  contactTitle: '{Where to find us|Come and find us|Find the truck|Catch us|Find {name}|Where we will be}',
  footers: [
    '{name} — {street food made with care|good food from the hatch}[ in {location}].',
    '{Street food made with care|Good food on the move}[ in {location}].',
  ],
};

export const CATERING: KindCopy = {
  headlines: [
    '{Food for your occasion|Food for your gathering|Good food for your event}[ in {location}]',
    '{Catering made easy|Catering without the fuss|Catering, planned with you}',
    '{Good food for every gathering|Food your guests will remember|Food for the big days and small ones}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], offering {services}.',
    '{name} is {kind}[ in {location}] — {good food for your gathering, planned with you|food for your occasion, planned and served with care}.',
    '{Planning an event|Got an occasion coming up}[ in {location}]? {{name} takes care of|{name} looks after} the food so you can {enjoy the day|look after your guests}.',
  ],
  buttons: [
    '{Enquire now|Ask about your date|Send an enquiry}',
    '{Get a quote|Ask for a quote|Get a quote from {name}}',
  ],
  about: [
    '{name} is {kind}[ in {location}][, catering since {year}]. We plan the food with you, prepare it with care and serve it so you can {enjoy the day|look after your guests}[ — for {audience}].',
    'At {name}, every event starts with a conversation about your guests, your occasion and what you would love to eat. We take care of the food so you can take care of {everything else|your guests}.',
  ],
  servicesTitles: ['{What we cater|Catering options|Food for every occasion}'],
  servicesSubtitles: ['Food planned around {your occasion|your guests|your day}.'],
  serviceLines: [
    '{service}, planned with you and served with care.',
    '{service} for your occasion, made with care.',
    'Ask us about {service} for your date.',
  ],
  featuresTitle: '{Why book us|What you can expect|Why people book us}',
  features: [
    {
      name: '{Planned with you|Your menu, your way|Planned around you|Made to fit|Your occasion first}',
      description:
        '{We plan the menu with you|Your menu is planned with you}{ at {name}|}, from {the first call|the first idea} to the day itself.',
    },
    {
      name: '{Cooked with care|Food worth sharing|Good food, served well|Prepared with care}',
      description:
        '{Everything is prepared|Every dish is prepared} with care and served {without fuss|the way you want it}.',
    },
    {
      name: '{You enjoy the day|Less to worry about|One less job|Time for your guests}',
      description:
        'We {take care of|look after} the food so you can {look after your guests|enjoy the occasion}.',
    },
  ],
  ctaTitles: [
    '{Planning an event?|Got a date in mind?}',
    '{Let’s talk about your event|Let’s plan the food}',
  ],
  ctaSubtitles: [
    '{Tell us|Send us} your date and numbers and we will {get back to you|come back to you with ideas}.',
  ],
  ctaButtons: [
    '{Enquire now|Send an enquiry}',
    '{Contact us in {location}|Ask about a menu|Ask {name}|Talk to {name}}',
  ],
  aboutExpandedTitle: '{How we plan your food|How it works|From first call to the day}',
  aboutExpanded: [
    'We start with your occasion: who is coming, what you would like to eat and how you want it served. Then we plan the food, prepare it with care and {arrive ready|arrive on the day ready}, so all you need to do is enjoy it.',
  ],
  faq: [
    {
      question: '{How far ahead should I book?|When should I book?}',
      answer:
        '{As early as you can|The earlier the better} — get in touch with your date and we will check availability.',
    },
    {
      question:
        '{Can you cater for allergies and dietary needs?|What if I have an allergy?|Can you cook around dietary needs{ at {name}|}?}',
      answer:
        '{Tell us|Let us know} about any allergies or dietary needs when you enquire and we will talk you through the options.',
    },
    {
      question: '{What do you need from me to give a quote?|What should I tell you first?}',
      answer:
        '{Your date, rough numbers and the kind of food you have in mind|A date, a rough head count and the food you have in mind} are enough to get started.',
    },
    {
      question: '{Can we choose the menu?|Can the menu be changed?|Can you suggest a menu?}',
      answer: 'Tell us what you like and {we will suggest a menu around it|we will plan the menu with you}.',
    },
  ],
  contactTitle: '{Enquire|Get in touch|Ask about your date}',
  footers: [
    '{name} — food for your occasion[ in {location}].',
    '{Food for your occasion|Catering planned with you}[ in {location}].',
  ],
};

export const BARBER: KindCopy = {
  headlines: ['Sharp cuts[ in {location}]', 'Look sharp, feel sharp', 'A proper cut, done with care'],
  subtitles: [
    '{name} is {kind}[ in {location}], offering {services}.',
    '{name} is {kind}[ in {location}], where every cut gets time and care.',
  ],
  buttons: ['Book a cut', '{Find us|Find us in {location}|How to find us}'],
  about: [
    '{name} is {kind}[ in {location}]. Take a seat, tell us what you want and we will take care over every detail[ — for {audience}].[ Cutting hair since {year}.]',
    'At {name}, a good cut starts with listening. We talk through what you want, cut with care and never rush the finish.',
  ],
  servicesTitles: ['What we do', 'In the chair'],
  servicesSubtitles: ['Every cut starts with a quick chat about what you want.'],
  serviceLines: ['{service}, done with care and a sharp finish.', '{service} — no rush, just a proper job.'],
  featuresTitle: 'Why people come back',
  features: [
    {
      name: '{Time to listen|We listen first|{name} listens first|Listening comes first|Time for your questions}',
      description:
        'Every visit{ to {name}| to our {location} {noun}|} starts with a chat about what you want.',
    },
    {
      name: '{Attention to detail|The details matter|Care in the details|Finished properly|Detail by detail}',
      description: 'We take the time to get the finish right{ on {services}| at {name}|}.',
    },
    { name: 'A relaxed chair', description: 'Easy conversation and no rush{ at {name}| in {location}|}.' },
  ],
  ctaTitles: ['Due a trim?', 'Time for a fresh cut?'],
  ctaSubtitles: ['Find our details below and book your next cut{ at {name}| in {location}|}.'],
  ctaButtons: [
    '{Book now|Book a place|Reserve a place}',
    '{Get in touch|Say hello|Send a message|Contact us in {location}}',
  ],
  aboutExpandedTitle: 'How we work',
  aboutExpanded: [
    '{At {name}, we|We} keep it simple: listen first, cut with care and never rush the finish. Tell us how you like it and we will remember next time.',
  ],
  contactTitle: 'Visit the shop',
  footers: ['{name} — sharp cuts[ in {location}].'],
  plans: [
    { name: 'Cut', features: ['A cut and finish'] },
    { name: 'Cut & beard', features: ['Cut plus beard tidy'] },
    { name: 'The works', features: ['The full visit'] },
  ],
};

export const DOG_GROOMING: KindCopy = {
  headlines: ['Grooming your dog will love', 'Clean, comfy and looking great', 'Happy dogs[ in {location}]'],
  subtitles: [
    '{name} is {kind}[ in {location}], offering {services}.',
    '{name} is {kind}[ in {location}] — calm, careful grooming for your dog.',
  ],
  buttons: [
    'Book a groom',
    '{Get in touch|Say hello|Send a message|Contact us in {location}}',
    'Ask about a groom',
  ],
  aboutTitles: ['About {name}', 'Meet the groomer'],
  about: [
    '{name} is {kind}[ in {location}]. We take time to get to know every dog, handle them gently and keep each groom calm and unhurried[ — for {audience}].',
    'At {name}, every groom starts with a chat about your dog: their coat, their quirks and how you like them to look. Then we take our time, so they leave clean, comfy and happy.',
  ],
  servicesTitles: ['Grooming', 'What we offer'],
  servicesSubtitles: ['Every groom starts with a chat about your dog.'],
  serviceLines: ['{service}, done gently and with patience.', '{service} — calm, careful and unhurried.'],
  featuresTitle: 'Why owners trust us',
  features: [
    {
      name: '{Gentle handling|Handled gently|Calm and gentle|Patience first}',
      description: 'Calm, patient care for nervous and bouncy dogs alike{ at {name}| in {location}|}.',
    },
    {
      name: '{Time to listen|We listen first|{name} listens first|Listening comes first|Time for your questions}',
      description: 'Tell us about your dog and how you like them groomed[ — {services}].',
    },
    {
      name: '{Attention to detail|The details matter|Care in the details|Finished properly|Detail by detail}',
      description: 'We take our time to get the finish right{ on every groom at {name}|}.',
    },
  ],
  faq: [
    {
      question: 'How do I book a groom?',
      answer:
        '{Get in touch|Contact {name}} using the details on this page and we will find a time that suits you{ for {services}|}.',
    },
    {
      question: 'My dog is nervous — can you help?',
      answer: 'Tell us about your dog before the appointment and we will go at their pace.',
    },
    {
      question: 'How often should my dog be groomed?',
      answer: 'It depends on the breed and the coat. Ask us and we will suggest what suits your dog.',
    },
  ],
  ctaTitles: ['Time for a groom?', 'Book your dog in'],
  ctaSubtitles: ['Get in touch to book your dog’s next groom.'],
  ctaButtons: [
    'Book a groom',
    '{Get in touch|Say hello|Send a message|Contact us in {location}}',
    'Ask us about your dog',
  ],
  aboutExpandedTitle: 'How we groom',
  aboutExpanded: [
    'Every dog is different. {At {name}, we|We} start with a gentle hello, check the coat and work at a pace your dog is comfortable with — with breaks when they need them.',
  ],
  contactTitle: 'Book a groom',
  footers: ['{name} — gentle dog grooming[ in {location}].'],
  plans: [
    { name: 'Bath & brush', features: ['A quick freshen-up'] },
    { name: 'Full groom', features: ['Bath, cut and finish'] },
    { name: 'Puppy groom', features: ['A gentle first visit'] },
  ],
};

export const YOGA: KindCopy = {
  headlines: ['Breathe, move, feel better[ in {location}]', 'Yoga for every body', 'Make time for you'],
  subtitles: [
    '{name} is {kind}[ in {location}], offering {services}.',
    '{name} is {kind}[ in {location}] — a calm space to move, breathe and slow down.',
  ],
  buttons: ['Book a class', 'See classes'],
  about: [
    '{name} is {kind}[ in {location}], a calm and welcoming space for every level[ — {audience} included]. Classes are unhurried, clearly taught and adapted to how your body feels on the day.',
    'We opened {name} to make yoga feel welcoming to everyone. Whether you are brand new or have practised for years, you will find clear guidance and room to go at your own pace.',
  ],
  aboutTitles: ['About {name}', 'Why practise with us'],
  servicesTitles: ['Classes', 'Ways to practise'],
  servicesSubtitles: ['Classes for every level, taught with care.'],
  serviceLines: [
    '{service}, taught with care at a pace that suits you.',
    '{service} classes for every level.',
  ],
  featuresTitle: 'Why people practise here',
  aboutExpandedTitle: 'How we teach',
  aboutExpanded: [
    'Good yoga meets you where you are. We teach the basics clearly, offer options in every pose and keep classes calm, so you leave feeling better than when you arrived.',
  ],
  ctaTitles: ['Ready to roll out your mat?', 'Your first class is waiting'],
  footers: ['{name} — yoga for every body[ in {location}].'],
  plans: [
    { name: 'Drop-in class', features: ['Come when it suits you'] },
    { name: 'Class pass', features: ['For regular practice'] },
    { name: 'Private session', features: ['One-to-one teaching'] },
  ],
};

export const TRAINER: KindCopy = {
  subtitles: [
    '{name} is {kind}[ in {location}], offering {services}.',
    '{name} is {kind}[ in {location}] — coaching planned around your goals.',
  ],
  about: [
    '{name} is {kind}[ in {location}], helping people get fitter, stronger and more confident[ — {audience} included]. Every session is planned around you, your goals and your starting point.',
    'Training works best when it fits your life. We start with where you are, set goals with you and keep every session focused, so you can see the progress you make.',
  ],
  footers: ['{name} — coaching planned around you[ in {location}].'],
};

export const VET: KindCopy = {
  headlines: [
    'Caring for your pets[ in {location}]',
    'Gentle care for the animals you love',
    'Your pet, in good hands',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], offering {services}.',
    '{name} is {kind}[ in {location}], caring for pets with time to listen.',
  ],
  about: [
    '{name} is {kind}[ in {location}] that puts pets and their owners first. We take time to listen, explain your options clearly and plan care around your pet[ — for {audience}].',
    'At {name}, good care starts with a conversation. We want you to feel comfortable asking questions, understand what is happening at each step and leave with a clear plan for your pet.',
  ],
  faq: [
    {
      question: 'How do I book an appointment?',
      answer: 'Contact us using the details on this page and we will find a time that works for you.',
    },
    {
      question: 'What should I bring to my pet’s first visit?',
      answer: 'Bring any previous records and a list of any medicines your pet takes.',
    },
    {
      question: 'What if I need to cancel?',
      answer: 'Please let us know as early as you can so we can offer the time to another pet.',
    },
  ],
  footers: ['{name} — caring for pets[ in {location}].'],
};
