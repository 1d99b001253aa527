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
  headlines: [
    '{Sharp cuts|Clean cuts|Proper cuts}[ in {location}]',
    '{Look sharp, feel sharp|Look sharp, feel good}',
    'A proper cut, {done with care|done right|never rushed}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], offering {services}.',
    '{name} is {kind}[ in {location}], where every {cut|trim|visit} gets {time and care|proper attention|the time it needs}.',
    '{name} is {kind}[ in {location}] — {take a seat|grab a chair}, {tell us how you like it|say how you want it} and {leave looking sharp|walk out looking sharp}.',
    '{name} is {kind}[ in {location}]: {good cuts|sharp cuts|clean cuts}, {easy conversation|a bit of chat} and {a proper finish|a tidy finish}.',
  ],
  buttons: [
    '{Book a cut|Book your cut|Book a chair}',
    '{Find us|Find us in {location}|How to find us|Find the shop}',
  ],
  about: [
    '{name} is {kind}[ in {location}]. Take a seat, tell us what you want and we will take care over every detail[ — for {audience}].[ Cutting hair since {year}.]',
    'At {name}, a good cut starts with listening. We talk through what you want, cut with care and never rush the finish.',
    '{name} is {kind}[ in {location}] that keeps things {simple|straightforward}: {a proper chat|a quick chat} about what you want, {a careful cut|a cut done with care} and {a clean finish|a sharp finish}[ — {audience} welcome].',
  ],
  servicesTitles: ['{What we do|What we offer}', 'In the chair'],
  servicesSubtitles: [
    '{Every|Each} cut {starts|begins} with a {quick|short} chat about what you want.',
    '{Tell us how you like it|Show us a photo or tell us how you like it} and we will {take it from there|do the rest}.',
  ],
  serviceLines: [
    '{service}, done with care and a sharp finish.',
    '{service} — no rush, just a proper job.',
    '{service}, talked through first and finished properly.',
    '{service} the way you like it.',
    '{service}, with clean lines and a tidy finish.',
  ],
  featuresTitle:
    '{Why people come back|Why regulars come back|What to expect in the chair|Why customers come back}',
  features: [
    {
      name: '{Your cut, your call|{How|The way} you like it|A word before we start|{Tell us|Show us} how you like it|{We ask|We listen} first}',
      description:
        '{Every cut{ at {name}| in our {location} {noun}|}|{Every|Each} visit{ to {name}| to our {location} {noun}|}} {starts|begins} with {a chat|a quick chat|a word} about {what you want|how you like it|what you are after}.',
    },
    {
      name: '{Clean lines|{A sharp|A clean|A tidy} finish|{Finished|Done} properly|No shortcuts}',
      description:
        '{We take the time|We take our time|No rushing — we take the time} to get the {finish|lines|last details} right{ on {services}| at {name}|}.',
    },
    {
      name: '{A relaxed chair|{Easy|Good} conversation|No rush|Sit back|Good company|Take a seat}',
      description:
        '{Easy conversation|Good chat|A bit of banter} and {no rush|no hurry|time to sit back}{ at {name}| in {location}|}.',
    },
  ],
  faq: [
    {
      question: '{How do I book|How can I book a cut|Can I book ahead}{ at {name}|}?',
      answer:
        '{Get in touch|Message us|Call us} {using|with} the details on this page and we will {find you a time|get you in the chair}{ for {services}|}.',
    },
    {
      question: '{Can I bring a photo of the cut I want|Can I show you a photo of what I want}?',
      answer:
        '{Yes, please do|Please do|Of course}. A photo {makes it easy|is the quickest way} to {show us|explain} what you {are after|have in mind}, and we will {tell you honestly how it will work with your hair|be straight about what will suit your hair}.',
    },
    {
      question: '{How long does a cut take|How long should I allow for a cut}?',
      answer:
        'It depends on {the cut|what you are having}. {Ask us|Tell us what you are after} when you {book|get in touch} and we will {give you an idea|let you know how long to allow}.',
    },
    {
      question: '{How often should I get a trim|How often should I come in}?',
      answer:
        'It depends on {the cut|your style} and how sharp you like to keep it. {Ask us|Ask in the chair} and we will {suggest|tell you} how often {makes sense|suits the cut}.',
    },
    {
      question: '{What if I need to change my appointment|What if I cannot make my slot}?',
      answer:
        '{Just|Please} let us know as {early|soon} as you can, so we can {give|offer} the {slot|chair} to someone else{ and find you another time|}.',
    },
  ],
  ctaTitles: [
    '{Due a trim|Time for a trim|Due a fresh cut|Ready for a fresh cut}{ at {name}|}?',
    '{Hair getting long|Overdue a cut|Time to tidy up}?',
  ],
  ctaSubtitles: [
    '{Find our details below|Our details are below} {and book your next cut{ at {name}| in {location}|}|and book in{ at {name}|}|— book your next cut{ at {name}| in {location}|}}.',
    '{Get in touch|Message us} and {we will find you a time|we will get you booked in}{ for {services}|}.',
  ],
  ctaButtons: ['{Book now|Book a cut|Book your chair}', '{Message the shop|Call the shop|Get in touch}'],
  aboutExpandedTitle: '{How we cut|Our way with a cut|How a visit goes}',
  aboutExpanded: [
    '{At {name}, we|We} keep it simple: listen first, cut with care and never rush the finish. Tell us how you like it and we will remember next time.',
    '{A good cut|A proper cut} {starts|begins} {before the clippers come out|with a conversation}. {At {name}, we|We} {ask|check} how you {wear|style} your hair, {suggest what will work|tell you honestly what will work} and {take our time|never rush} over the {finish|last details}.',
    '{We would rather|We prefer to} {take a few extra minutes|take a little longer} and {get it right|send you out looking sharp}. {At {name}, every|Every} {cut|visit}{ in {location}|} {ends|finishes} with a {check in the mirror|proper look in the mirror} before you {get up|leave the chair}.',
  ],
  contactTitle: '{Find the shop|Visit the {noun}|Where to find us|Come in for a cut|Book your chair}',
  footers: [
    '{name} — {sharp cuts|clean cuts|unhurried cuts}[ in {location}].',
    '{Sharp cuts and easy conversation|Cuts done properly}[ in {location}].',
  ],
  plans: [
    { name: 'Cut', features: ['A cut and finish'] },
    { name: 'Cut & beard', features: ['Cut plus beard tidy'] },
    { name: 'The works', features: ['The full visit'] },
  ],
};

export const DOG_GROOMING: KindCopy = {
  headlines: [
    '{Grooming your dog will love|Gentle grooming for happy dogs|Grooming dogs enjoy}',
    '{Clean, comfy and looking great|Fresh, fluffy and happy|Clean coat, happy dog}',
    'Happy dogs[ in {location}]',
    '{Calm|Gentle|Patient} dog grooming[ in {location}]',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], offering {services}.',
    '{name} is {kind}[ in {location}] — {calm|gentle|patient}, {careful|unhurried} grooming {for your dog|at your dog’s pace}.',
    '{name} is {kind}[ in {location}], where every dog {is handled gently|gets time to settle in|goes at their own pace} and {leaves clean and comfy|goes home fresh and happy|heads home looking smart}.',
  ],
  buttons: [
    '{Book a groom|Book your dog in|Arrange a groom}',
    '{Ask about a groom|Tell us about your dog|Message us}',
  ],
  aboutTitles: ['About {name}', '{Meet the groomer|Who we are|Welcome to {name}}'],
  about: [
    '{name} is {kind}[ in {location}]. We take time to get to know every dog, handle them gently and keep each groom calm and unhurried[ — for {audience}].',
    'At {name}, every groom starts with a chat about your dog: their coat, their quirks and how you like them to look. Then we take our time, so they leave clean, comfy and happy.',
    '{name} is {kind}[ in {location}] for dogs of {every shape and size|all shapes and sizes}. {Nervous first-timers|Shy dogs} and {old hands|confident regulars} {alike|both} get {a gentle hello|time to settle}, {plenty of patience|patient hands} and breaks when they need them.',
  ],
  servicesTitles: ['{Grooming|Grooms}', '{What we offer|How we can help}'],
  servicesSubtitles: [
    '{Every|Each} groom {starts|begins} with a chat about your dog{ and their coat|}.',
    '{Not sure what your dog needs?|Not sure which groom to book?} {Ask us|Tell us about their coat} and we will {suggest one|help you choose}.',
  ],
  serviceLines: [
    '{service}, done gently and with patience.',
    '{service} — calm, careful and unhurried.',
    '{service}, at a pace your dog is happy with.',
    '{service}, with breaks whenever your dog needs them.',
    '{service} — tell us about your dog and we will do the rest.',
  ],
  featuresTitle:
    '{Why owners trust us|Why dogs and owners come back|How we look after your dog|What your dog can expect}',
  features: [
    {
      name: '{Gentle handling|Handled gently|Calm and gentle|Patience first|At their pace}',
      description:
        '{Calm, patient care|Patient, gentle handling|Calm hands and plenty of patience} for {nervous and bouncy dogs alike|shy dogs and lively ones alike|nervous dogs and confident ones}{ at {name}| in {location}|}.',
    },
    {
      name: '{Tell us about them|You know them best|Your dog, your say|We ask about your dog}',
      description:
        '{Tell us about your dog|Tell us about their coat and character|Tell us what they are like} and how you like them {groomed|to look}{ — we listen before we start| before we begin|}.',
    },
    {
      name: '{Care in every snip|A careful finish|Neat and tidy|{Brushed|Trimmed} with care}',
      description:
        '{We take our time|We work carefully|We go at a steady pace} to get {the finish|every detail|the last snip} right{ on every groom at {name}|}.',
    },
  ],
  faq: [
    {
      question: '{How do I book a groom|How can I book|How do I book my dog in}{ with {name}|}?',
      answer:
        '{Get in touch|Contact {name}|Message us} {using|with} the details on this page and we will find a time that {suits you|suits you and your dog}{ for {services}|}.',
    },
    {
      question:
        '{My dog is nervous — can you help?|What if my dog gets anxious?|My dog is shy — is that okay?}',
      answer:
        '{Tell us|Let us know} about your dog before the appointment and we will {go at their pace|take things slowly|give them time to settle}{, with breaks when they need them|}.',
    },
    {
      question: '{How often should my dog be groomed|How often does my dog need a groom}?',
      answer:
        'It depends on the {breed and the coat|coat and how active they are}. {Ask us|Tell us about them} and we will suggest {what suits your dog|a routine that suits them}.',
    },
    {
      question: '{What should I tell you before the first groom|Is there anything you need to know first}?',
      answer:
        '{Tell us|Let us know} about {any health problems, sore spots or matting|anything that might affect the groom, such as sore spots or matting}, and {anything that worries them|how they feel about clippers and water|what they do and do not enjoy}.',
    },
    {
      question: '{Can I stay with my dog|Can I wait while my dog is groomed}?',
      answer:
        '{Ask us|Talk to us} when you book — {some dogs settle better without their owner|many dogs settle better once their owner has left}, and we will {tell you what we suggest|help you decide what suits yours}.',
    },
    {
      question: '{How long does a groom take|How long will my dog be with you}?',
      answer:
        'It depends on the {size, coat and groom|dog, the coat and the groom}. We will {give you an idea|tell you roughly how long} when you book.',
    },
  ],
  ctaTitles: [
    '{Time for a groom|Due a groom|Ready for a groom}{ at {name}|}?',
    '{Book your dog in|Bring your dog in}{ at {name}|}',
  ],
  ctaSubtitles: [
    '{Get in touch|Message us} to book your dog’s {next groom|first groom|next visit}{ with {name}|}.',
    '{Tell us about your dog|Tell us about their coat} and we will {find a time|suggest the right groom}{ in {location}|}.',
  ],
  ctaButtons: [
    '{Book a groom|Book your dog in}',
    '{Message us|Ask a question|Tell us about your dog}',
    '{Ask us about your dog|Ask about a groom}',
  ],
  aboutExpandedTitle: '{How we groom|Our approach|A groom, step by step}',
  aboutExpanded: [
    'Every dog is different. {At {name}, we|We} start with a gentle hello, check the coat and work at a pace your dog is comfortable with — with breaks when they need them.',
    '{A good groom|A calm groom} starts {before the clippers come out|with a gentle hello}. {At {name}, we|We} {let your dog settle|give your dog time to settle}, {check the coat|look over the coat} and {explain what we suggest|tell you what we plan to do}.',
    '{We never rush a dog|No dog is rushed here}. {At {name}, we|We} {work in short stages|take things one step at a time}, {stop for a break|pause} whenever {they need one|your dog needs it} and {tell you how it went|let you know how they got on} when you collect them.',
  ],
  contactTitle: '{Book a groom|Book your dog in|Find us|Get in touch about a groom}',
  footers: [
    '{name} — {gentle dog grooming|calm, careful grooming|grooming at your dog’s pace}[ in {location}].',
    '{Happy dogs, clean coats|Gentle grooming for every dog}[ in {location}].',
  ],
  plans: [
    { name: 'Bath & brush', features: ['A quick freshen-up'] },
    { name: 'Full groom', features: ['Bath, cut and finish'] },
    { name: 'Puppy groom', features: ['A gentle first visit'] },
  ],
};

export const YOGA: KindCopy = {
  headlines: [
    '{Breathe, move, feel better|Move, breathe, slow down}[ in {location}]',
    '{Yoga for every body|Yoga for everybody}',
    '{Make time for you|Make time to breathe|Time on the mat}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], offering {services}.',
    '{name} is {kind}[ in {location}] — a {calm|quiet|friendly} space to {move, breathe and slow down|stretch, breathe and switch off|move well and slow down}.',
    '{name} is {kind}[ in {location}], with {unhurried|clearly taught|gentle} classes {for every level|for beginners and regulars alike} and {options in every pose|room to go at your own pace}.',
  ],
  buttons: ['{Book a class|Book your first class|Find a class}', '{See classes|View classes|Our classes}'],
  about: [
    '{name} is {kind}[ in {location}], a calm and welcoming space for every level[ — {audience} included]. Classes are unhurried, clearly taught and adapted to how your body feels on the day.',
    'We opened {name} to make yoga feel welcoming to everyone. Whether you are brand new or have practised for years, you will find clear guidance and room to go at your own pace.',
    '{name} is {kind}[ in {location}] where {nobody needs to be flexible|flexibility is never required} to start. {Every class|Each class} {offers options in every pose|has easier and harder options}, and {you are always free to rest|rest is always allowed}[ — {audience} welcome].',
  ],
  aboutTitles: ['About {name}', '{Why practise with us|Practise with us}'],
  servicesTitles: ['{Classes|Our classes}', '{Ways to practise|How to practise with us}'],
  servicesSubtitles: [
    '{Classes for every level|Classes for all levels}, taught with care.',
    '{New to yoga?|Not sure where to start?} {Ask us|Tell us a little about you} and we will {suggest a class|help you choose}.',
  ],
  serviceLines: [
    '{service}, taught with care at a pace that suits you.',
    '{service} classes for every level.',
    '{service}, with options in every pose.',
    '{service} — ask us which class suits you.',
    '{service}, calm and clearly taught.',
  ],
  featuresTitle:
    '{Why people practise here|What classes are like|Why practise with {name}|What a class is like}',
  features: [
    {
      name: '{Clear teaching|Clearly taught|Every pose explained|Guided with care|Good guidance}',
      description:
        '{Every pose|Each pose} {explained clearly|taught clearly|broken down}, with {options|alternatives} {for every body|to suit how you feel|for every level}{ at {name}| in {location}|}.',
    },
    {
      name: '{Every body welcome|New or experienced|{Beginners|Newcomers} very welcome|Every level, one room}',
      description:
        '{Beginners and regular practitioners|First-timers and long-time students|Newcomers and regulars} {practise side by side|share the room|practise together}{ in {location}| at {name}|}.',
    },
    {
      name: '{A calm space|Room to breathe|Somewhere calm|Time to slow down|A quiet hour}',
      description:
        '{A calm, welcoming|A quiet, friendly|A peaceful} {noun}{ in {location}| at {name}|} where you can {slow down|switch off|leave the day at the door}.',
    },
  ],
  faq: [
    {
      question:
        '{I am new to yoga — is that okay?|I have never done yoga — can I come?|Are your classes suitable for beginners?}',
      answer:
        '{Absolutely|Yes, of course|Very much so}. {Let us know|Tell us} {it is your first class|you are new} and we will {explain each pose|offer simpler options} and {help you settle in|keep an eye on you}{ at {name}|}.',
    },
    {
      question: 'What should I {bring|wear}{ to my first class|}?',
      answer:
        '{Comfortable clothes you can move in|Clothes you can stretch in} and a {water bottle|bottle of water}. {Ask us|Check with us} {whether to bring your own mat|about mats} when you book.',
    },
    {
      question: '{Do I need to be flexible|Do I have to be flexible to start}?',
      answer:
        '{Not at all|No}. {Flexibility comes with practice|You become more flexible by practising}, and {every pose has an easier version|we offer options in every pose}.',
    },
    {
      question: '{Can I practise with an injury|What if I have an injury or a health condition}?',
      answer:
        '{Tell us|Let us know} before class and we will {suggest options|offer alternatives} {that suit you|to work around it}. {If in doubt|If you are unsure}, check with your doctor first.',
    },
    {
      question: '{How do I book a class|How can I book}{ at {name}|}?',
      answer:
        '{Get in touch|Message us|Contact {name}} {using|with} the details on this page and we will {help you find|tell you about} a class that suits you{ — ask us about {services}|}.',
    },
  ],
  ctaTitles: [
    '{Ready to roll out your mat|Ready for your first class|Ready to practise}{ at {name}|}?',
    'Your first class{ at {name}| in {location}|} is {waiting|a message away}',
  ],
  ctaSubtitles: [
    '{Get in touch|Message us} and we will {help you find the right class|suggest a class to start with}{ in {location}|}.',
    '{Tell us a little about you|Tell us how you like to practise} and we will {suggest where to start|find a class that suits you}.',
  ],
  ctaButtons: ['{Book a class|Book your first class}', '{Ask about classes|Get in touch|Message us}'],
  aboutExpandedTitle: '{How we teach|Our approach|How classes work}',
  aboutExpanded: [
    'Good yoga meets you where you are. We teach the basics clearly, offer options in every pose and keep classes calm, so you leave feeling better than when you arrived.',
    '{Every class|Each class} {starts|begins} {slowly|gently}, {with time to arrive|with a few minutes to settle} and {notice your breath|find your breath}. {At {name}, we|We} {build from there|build up gradually} and {always leave time|always make time} to rest at the end.',
    '{There is no|You will find no} {perfect pose|right way to look} in {our classes|a class here}. {At {name}, we|We} {teach|explain} what each pose is for, {show easier and harder versions|offer options}, and {let you choose|leave the choice to you}{ in {location}|}.',
  ],
  contactTitle: '{Come to a class|Join a class|Where to find us|Find a class}',
  footers: [
    '{name} — {yoga for every body|calm, clear yoga|yoga at your own pace}[ in {location}].',
    '{Breathe, move, slow down|Yoga for every level}[ in {location}].',
  ],
  plans: [
    { name: 'Drop-in class', features: ['Come when it suits you'] },
    { name: 'Class pass', features: ['For regular practice'] },
    { name: 'Private session', features: ['One-to-one teaching'] },
  ],
};

export const TRAINER: KindCopy = {
  headlines: [
    '{Coaching built around you|Training planned around you|Your goals, your plan}[ in {location}]',
    '{Stronger, fitter, more confident|Get fitter, feel stronger}',
    '{Personal coaching, properly planned|One plan, built for you}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], offering {services}.',
    '{name} is {kind}[ in {location}] — coaching planned around {your goals|your goals and your week|where you are now}.',
    '{name} is {kind}[ in {location}]: {a plan built around your goals|sessions planned around you}, {coaching on every rep|clear coaching} and {honest check-ins|steady progress}.',
  ],
  about: [
    '{name} is {kind}[ in {location}], helping people get fitter, stronger and more confident[ — {audience} included]. Every session is planned around you, your goals and your starting point.',
    'Training works best when it fits your life. We start with where you are, set goals with you and keep every session focused, so you can see the progress you make.',
  ],
  servicesSubtitles: [
    '{Sessions|Coaching} planned around your goals{, whatever your starting point|}.',
    '{Not sure what you need?|New to training?} {Tell us your goals|Ask us} and we will {suggest where to start|plan the first steps with you}.',
  ],
  features: [
    {
      name: '{Planned around you|Your plan|Built around you|Your goals first|A plan that fits}',
      description:
        '{Every session|Each session}{ with {name}| in {location}|} {is planned|is built} around {your goals|your goals and your week|where you are now}.',
    },
    {
      name: '{Coaching on every rep|Technique first|Form before load|Every rep coached}',
      description:
        '{We watch your form|We keep an eye on your technique} and {adjust|fine-tune} {as you go|each session} {so you keep improving|without rushing you}.',
    },
    {
      name: '{Track your progress|Small wins add up|Goals that move|Progress, tracked|Check-ins that help}',
      description:
        '{We check in|We track how you are doing} {regularly|as you go} and {change|adjust} the plan {when life gets busy|when you need it|as you get stronger}{ in {location}|}.',
    },
  ],
  aboutExpanded: [
    'Good coaching is personal. {At {name}, we|We} {start with|begin with} {a proper chat about|a look at} your goals, {build|write} a plan {you can keep to|that fits your life} and {adjust it|change it} as you {progress|get stronger}.',
    'No two clients train the same way. {At {name}, every|Every} session{ in {location}|} has {a clear purpose|a clear goal}, {coaching on technique|close attention to your form} and {a plan for next time|a next step}.',
  ],
  contactTitle: '{Train with us|Book a session|Talk about your goals|Get started}',
  footers: [
    '{name} — {coaching planned around you|personal coaching|training built around your goals}[ in {location}].',
  ],
};

export const VET: KindCopy = {
  headlines: [
    '{Caring for your pets|Care for your pets|Gentle care for your pets}[ in {location}]',
    '{Gentle care for the animals you love|Calm, careful care for the animals you love}',
    '{Your pet, in good hands|Good hands for your pet}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], offering {services}.',
    '{name} is {kind}[ in {location}], {caring for pets|looking after pets and their owners} with {time to listen|time for your questions|calm, careful hands}.',
    '{name} is {kind}[ in {location}] — we {take|make} the time to {explain what we find|talk you through your options} and {plan care around your pet|agree the next step with you}.',
  ],
  about: [
    '{name} is {kind}[ in {location}] that puts pets and their owners first. We take time to listen, explain your options clearly and plan care around your pet[ — for {audience}].',
    'At {name}, good care starts with a conversation. We want you to feel comfortable asking questions, understand what is happening at each step and leave with a clear plan for your pet.',
    '{name} is {kind}[ in {location}] where {pets are handled calmly|every animal is handled gently} and {owners get clear answers|every question gets a clear answer}. {We explain what we find|We tell you what we see}, {talk through the options|go through the choices} and {decide the next step with you|plan the next step together}.',
  ],
  faq: [
    {
      question: '{How do I|How can I} {book an appointment|make an appointment|book my pet in}{ at {name}|}?',
      answer:
        '{Contact us|Get in touch|Call us} {using|with} the details on this page and we will {find|arrange} a time that {works for you|suits you and your pet}{ for {services}|}.',
    },
    {
      question: 'What should I bring to my pet’s first {visit|appointment}?',
      answer:
        'Bring {any previous records|your pet’s previous records} and {a list of any medicines your pet takes|details of any medicines they take}{, plus any questions you have|}.',
    },
    {
      question: '{What if I need to cancel|Can I change my pet’s appointment}?',
      answer:
        '{Please|Just} let us know as {early|soon} as you can, so we can offer the time to {another pet|another owner and their pet}.',
    },
    {
      question: '{How can I keep my pet calm before a visit|My pet gets nervous at the vet — any tips}?',
      answer:
        '{A familiar blanket|Something that smells of home} in the {carrier|basket or carrier} can help. {Tell us|Let us know} if your pet is nervous and we will {take things slowly|give them time to settle}.',
    },
    {
      question: '{How often should my pet have a check-up|How often should I bring my pet in}?',
      answer:
        'It depends on {your pet’s age and health|the animal, its age and its health}. {Ask us at your next visit|Ask us when you book} and we will {suggest a routine|tell you what we recommend}.',
    },
    {
      question: '{Can I ask a question before booking|Can I get in touch with a question first}?',
      answer:
        '{Of course|Yes, of course}. {Get in touch|Call or message us} and we will {help where we can|tell you whether your pet needs an appointment}.',
    },
  ],
  footers: [
    '{name} — {caring for pets|gentle care for pets|care for pets and their owners}[ in {location}].',
  ],
};
