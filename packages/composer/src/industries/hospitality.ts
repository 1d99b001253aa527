import type { IndustryProfile } from './profile';

export const restaurant: IndustryProfile = {
  noun: 'kitchen',
  headlines: [
    '{Good|Honest|Proper} food{, made with care| cooked with care| and a warm welcome}[ in {location}]',
    '{Fresh from our kitchen|Straight from the kitchen|From our kitchen} to your table',
    'Come hungry, {leave happy|go home happy}',
    '{Pull up a chair|Take a seat|Come on in} — {the kitchen is open|we will do the cooking}',
    '{Good food|Something good to eat} and {good company|a warm welcome|a seat at the table}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}] — {honest cooking, made with care|good food and a warm welcome|a relaxed place to eat well|simple food, cooked properly|somewhere to eat well and take your time}.',
    '{{name} cooks|{name} serves} honest food[ in {location}] — {the kind of place you come back to|for a quick bite or a long meal|with a warm welcome to go with it}.',
    '{Pull up a chair|Take a seat|Come in and sit down} at {name}[ in {location}]. {We cook everything with care and serve it with a smile|Everything is cooked with care and served with a smile|The food is made with care and the welcome is warm}.',
    '{At {name}, the|The} menu is yours to explore{ — come in and see what is cooking|: drop in and see what is on today|, so ask us what is good today}.',
    'Come to {name} for {services}[ in {location}]{ — and a warm welcome to go with it|, and stay for the company|}.',
  ],
  buttons: [
    '{See the menu|See what we serve|What we serve|See what is cooking|What is on the menu}',
    '{Visit us in {location}|Come and eat with us|Visit {name}|Visit the {noun}|Come to the {noun}|Eat with us}',
    '{Find us in {location}|How to find the {noun}|Find {name}|Find the {noun}|Getting to the {noun}}',
  ],
  aboutTitles: [
    '{Our story|Who we are|How it started|Meet the kitchen}',
    'About {name}',
    'Welcome to {name}',
  ],
  about: [
    '{name} is a place for good food and good company[ in {location}][, open since {year}]. We {cook with care|take care over every plate|care about every plate} and take the time to get the details right[, for {audience}]. {Whether you drop in for a quick bite or settle in for a long meal, we|Quick bite or long meal, we|However long you stay, we} want you to leave {already planning your next visit|glad you came|looking forward to the next time}.',
    '[Since {year}, ]{name} has been cooking for {our neighbours|the neighbourhood|locals and visitors alike}[ in {location}]. {Our kitchen is built around|We hold on to|Everything here comes back to} a few simple ideas: good food, good company and a warm welcome for everyone who {walks through the door|comes in}[, especially {audience}].',
    '{Bring an appetite|Come hungry}. At {name}, we cook the food we love to eat, serve it {without fuss|with a smile} and are {always glad|happy} to see {new faces|a familiar face|regulars and new faces alike}[ — {audience} especially].',
  ],
  servicesTitles: [
    '{On the menu|What we serve|From our kitchen|What we cook|Our food|Something for everyone|Food and drink|What is cooking|The menu|Eat and drink}',
  ],
  servicesSubtitles: [
    '{A few|Some of our} favourites {from the kitchen|on the menu|from our menu}.',
    '{Ask us|Ask} what is {on|cooking|good} today.',
    '{Made with care and served with a smile|Made with care, served without fuss}.',
  ],
  services: [
    {
      name: 'Breakfast & brunch',
      description:
        '{Slow mornings and hearty plates|Hearty plates and slow mornings|Plates worth getting up for}{ to start the day right| to start your day|}.',
      when: /breakfast|brunch/i,
    },
    {
      name: 'Coffee & drinks',
      description:
        '{Carefully made coffee, tea and drinks|Coffee, tea and drinks, made with care|Good coffee and tea} to go with {every meal|your food|a meal}.',
      when: /coffee|caf|espresso|tea/i,
    },
    {
      name: 'Fresh bakes',
      description:
        '{Bread, pastries and cakes|Cakes and bakes|Something baked} to {enjoy with us|eat in} or take home.',
      when: /bak|pastr|cake|bread/i,
    },
    {
      name: 'Lunch & dinner',
      description:
        '{From quick lunches to long dinners|Quick lunches and long dinners|A quick lunch or a long dinner}{, and everything in between|}.',
      when: /lunch|dinner|restaurant|bistro|diner|eatery|grill/i,
    },
    {
      name: 'Takeaway',
      description:
        '{Your favourites packed up|Favourites from the menu, packed up|The dishes you like, boxed up} to {enjoy at home|take home|eat at home}.',
      when: /takeaway|take-away|take out|to go|delivery/i,
    },
    {
      name: 'Catering & events',
      description:
        '{Food for your gathering|Food for your party or gathering|Catering for your event}{, planned with you from the first call|, planned with you| — ask us what we can do}.',
      when: /cater|event|party|wedding/i,
    },
    {
      name: 'Desserts',
      description: '{Something sweet to finish|Puddings and sweet things|A sweet way to finish}{ the meal|}.',
      when: /dessert|sweet|cake|ice cream|gelato/i,
    },
    {
      name: 'Our menu',
      description:
        '{Dishes we are proud of|Food we love to cook|Plates we are proud of}{ — ask us what is on today| — ask what is on today|, cooked with care}.',
    },
    {
      name: 'Seasonal specials',
      description:
        'Dishes that change with {what is fresh|the seasons|what is good right now}{, so there is often something new|}.',
    },
    {
      name: 'Drinks',
      description:
        '{Something good to sip|Something good to drink} {with every meal|to go with your food|alongside your meal}.',
    },
  ],
  serviceLines: [
    '{service}, served with a warm welcome.',
    'Our {service} — come in and try it.',
    '{service} the way we like to make it: simple, generous and full of flavour.',
    'Ask us about {service} when you visit.',
    '{service}, made with care and served without fuss.',
  ],
  featuresTitle:
    '{Why people come back|Why people keep coming back|What brings people back|Why come to us|What we are about|Why eat with us|What to expect from us}',
  features: [
    {
      name: '{Come as you are|Everyone welcome|Relaxed and easy-going|No need to dress up|Easy-going|No fuss|Quick bite or long meal|Take your time|Casual and friendly|Laid-back|Just as you are}',
      description:
        '{Drop in|Pop in|Call in}{ at {name}|} for {a quick bite|a bite on the way past|something quick} or {settle in for|stay for|take your time over} a long meal.',
    },
    {
      name: '{Good company|Company worth keeping|Time well spent|Friends welcome|Bring your friends|Share a table|Better together|Eat together|Catch up over food|Gather round|Room for friends}',
      description:
        '{A quick bite on your own|Lunch on your own|A quiet bite on your own} or {a long lunch|a long dinner|a night out} with friends{ — both are welcome{ at {name}|}| — we are glad to see you either way}.',
    },
    {
      name: '{A warm welcome|A friendly welcome|Glad to see you|Made welcome|Welcome to {name}|Service with a smile|Regulars and new faces|A friendly face|Warm and friendly|You are welcome here}',
      description:
        '{You will find a friendly hello|Expect a friendly hello|We are glad to see you}{ at {name}|}, whether you are a regular[ in {location}] or {here for the first time|new to us|visiting for the first time}.',
    },
  ],
  faq: [
    {
      question:
        '{{Can you|Are you able to} {cater for|cook around|help with} {allergies|dietary needs|allergies and dietary needs}{ at {name}|}?|What if I have {an allergy|a food allergy|a special diet}?}',
      answer:
        '{Tell us|Let us know} about any allergies or dietary needs {when you order|before you order|when you arrive} and we will {talk you through|tell you} what is in each dish{ — {services} included|}.',
    },
    {
      question:
        '{How can|How do|Where can} I {book a table|make a booking|ask about a booking}{ at {name}|}?',
      answer:
        '{Get in touch|Message {name}|Contact us|Call or message us} {using the details on this page|with the details below} and we will {get back to you as soon as we can|reply as soon as we can|come back to you soon}.',
    },
    {
      question:
        '{{Does|How often does} the menu change{ with the seasons|}|Is the menu {always the same|the same all year}|Is there {anything new|something new} on the menu}{ at {name}|}?',
      answer:
        '{Our favourites stay|The favourites stay|Some dishes never leave}{, and we add dishes as the seasons change|, and new dishes come in with the seasons|, while others come and go with the seasons}. {Ask us what is new when you visit{ {name}|}|Ask what is new next time you are in|Just ask what is new}.',
    },
    {
      question:
        '{{Can I|Can we} {come|book} {with a group|as a group}|Can I book for a group|{What about|Do you take} bigger groups|Can you fit {a group|a few of us} in}?',
      answer:
        '{Get in touch|Let us know|Message us} {before you come|ahead of time|in advance} with {your numbers|how many of you there are} and we will {see what we can do|let you know what we can do|tell you what works}.',
    },
    {
      question:
        '{What should I try first|What would you recommend|What should I order|What is good to try}{ at {name}|}{ on a first visit|}?',
      answer:
        '{Ask us|Just ask|Ask whoever is serving} — we are {always happy|glad} to {talk about the food|point you to a favourite|tell you what is good today}{ — {services} included|}.',
    },
    {
      question:
        '{{Do I need to|Do I have to|Should I} book{ ahead| a table|}?|{Can I just drop in|Can I walk in without booking|Can I come without a booking}?}',
      answer:
        '{Come in when we are open|Drop in when we are open} and we will {find you a seat if we can|do what we can to fit you in}{. For a bigger group, get in touch first|; for a group, get in touch first|}.',
    },
  ],
  ctaTitles: [
    '{Hungry yet?|Feeling hungry?|Hungry?|Peckish?|Ready to eat?|Time to eat?}',
    '{Join us|Come and join us} for {a meal|lunch or dinner|a bite}{ at {name}| in {location}|}',
    '{Come and eat with us|Come and eat|Eat with us soon|Come hungry|Let us cook for you|Pull up a chair}',
    '{We hope to see you soon|See you soon}{ at {name}|}',
  ],
  ctaSubtitles: [
    '{{Drop by|Come by}{ {name}| in {location}|}|Drop in{ at {name}|}} or get in touch — we would love to {cook for you|see you|feed you}.',
    'Come for the {services} and stay for the {company|welcome}.',
    '{Find our details below|Our details are below} — {come and see us|we hope to see you soon|drop in when you are passing}.',
  ],
  ctaButtons: [
    '{Plan your visit|Plan a trip to {name}|Come and eat|Plan a visit|Visit the {noun}|Find {name}}',
    '{Contact us in {location}|Message us|Message the {noun}|Ask us a question|Ask {name}|Contact the {noun}}',
    'Visit {name}',
  ],
  plans: [],
  aboutExpandedTitle:
    '{What to expect|When you visit|Before you visit|Your visit|Coming to eat|At the table|A meal with us|Eating with us}',
  aboutExpanded: [
    '{At {name}, we|We} love {feeding people|cooking for people}. {Come and see what is on the menu|Have a look at the menu}{ — {services} and more|}, ask us anything about a dish and take your time{ — whether it is a quick bite or a long meal with friends, we want you to leave already planning your next visit|. Stay for a quick bite or a long meal; either way, we hope you leave planning the next one}.',
    '{Expect|You can expect} {a warm welcome|a friendly hello}{ at {name}|}, {food cooked with care|honest food cooked with care} and {time to enjoy it|the time to enjoy it}. {Tell us|Let us know} about {allergies|any dietary needs} and we will {talk you through the menu|help you choose}; {ask for a recommendation|ask what we would order} if you cannot decide.',
  ],
  contactTitle:
    '{Come and visit|Find the {noun}|Visit the {noun}|Visit {name}|Find {name}|Where we are|Where to find the {noun}|Come and eat with us}',
  footers: [
    '{name} — {good food and a warm welcome|honest food, made with care|good food and good company}[ in {location}].',
    '{Fresh cooking|Good cooking|Honest cooking} and {friendly service|a warm welcome}[ in {location}].',
  ],
};

export const travel: IndustryProfile = {
  noun: 'travel company',
  headlines: [
    'Your next {adventure|trip|escape} starts here',
    'Travel made {simple|easy}[ from {location}]',
    '{Trips|Holidays|Time away} planned {around you|with care|your way}',
    '{Stay, explore, unwind|Explore, unwind, repeat|Go somewhere new}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}], {here to make your time away easy|making time away easy} and {memorable|well spent}.',
    '{name} plans {trips|holidays|trips and stays} around what you want from your time away.',
    'From the first idea to the journey home, {{name} takes care of|{name} looks after} the details so you can {enjoy the trip|enjoy being away|relax}.',
    '{name} arranges {services}[ from {location}]{, planned around you| — tell us where you would like to go}.',
  ],
  buttons: [
    '{Plan your trip|Plan a trip|Start planning|Plan with us}',
    '{Check availability|Ask about dates|Ask a question}',
  ],
  aboutTitles: ['About {name}', '{Why travel with us|Travelling with us|Who we are|Our story}'],
  about: [
    '{name}[ is based in {location} and] helps travellers[ — {audience} —] spend their time away well. We {listen to what you want|start with what you want}, suggest what we know works, and {take care of|look after} the arrangements so nothing gets in the way of a good trip.[ We have been doing this since {year}.]',
    'Travel should feel {easy|simple}. At {name} we plan around you: your pace, your budget and the {experiences|places} you are looking for[, with a special eye for {audience}]. [Since {year}, ]we have made it our job to know the details so you {do not have to|can enjoy the trip}.',
    '{Every trip|Each trip} {name} plans starts with {a conversation|your ideas}. {Tell us|Let us know} where you would like to go[ from {location}] and how you like to travel, and we will {shape a plan around it|suggest a plan that fits}.',
  ],
  servicesTitles: ['{What we offer|Ways to travel with us|How we can help|Trips and services}'],
  servicesSubtitles: [
    '{Trips, stays and experiences|Trips and experiences|Holidays and days out} planned {around you|with you|your way}.',
  ],
  services: [
    {
      name: 'Tailor-made trips',
      description:
        '{Itineraries|Trips|Plans} built around your {dates, interests and pace|dates and interests|pace and budget}.',
    },
    {
      name: 'Guided tours',
      description:
        '{Small-group and private tours|Tours for small groups or just you} led by people who {know the place|know the area well}.',
      when: /tour|guide/i,
    },
    {
      name: 'Places to stay',
      description:
        '{Comfortable rooms|Somewhere comfortable} and a good night’s rest {after a day out|between days out}.',
      when: /hotel|b&b|bed and breakfast|guest|room|stay|inn|lodge/i,
    },
    {
      name: 'Group travel',
      description:
        'Trips for {families, friends and groups|families and friends|groups of every size}, organised {end to end|from start to finish}.',
    },
    {
      name: 'Day trips & excursions',
      description: '{Short adventures|Days out} that fit {into a busy schedule|around your plans}.',
    },
    {
      name: 'Travel advice',
      description: '{Honest answers|Straight answers} about where to go, when, and what to expect.',
    },
  ],
  serviceLines: [
    '{service}, planned around what you want from your trip.',
    '{service} arranged with care, from the first question to the last detail.',
    'Ask us about {service} — we will shape it around you.',
    '{service}, with someone to ask before and during your trip.',
  ],
  featuresTitle:
    '{Travel with confidence|Why travel with us|Why plan with us|What you can count on|How we help|Why book with us}',
  features: [
    {
      name: '{Planned around you|Built around you|Your plans, your pace|Made to fit|Your trip, your way}',
      description:
        '{Your interests and pace|What you enjoy and how you like to travel} {shape|guide} every plan{ {name} makes| we make}.',
    },
    {
      name: '{Local knowledge|Know-how|Knowledge you can use|We know our way around|Tips from people who know}',
      description:
        'We share {what we know|what we have learned} so you spend {time|your time away} on {what matters|what you came for}.',
    },
    {
      name: '{One point of contact|One person to ask|A single contact|One name to call|Someone to ask|Help when you need it}',
      description:
        'Questions before or during the trip go to {people{ at {name}|} who know|someone{ at {name}|} who knows} your plans.',
    },
  ],
  faq: [
    {
      question: '{How do I start planning{ with {name}|}?|Where do we start?|How does planning work?}',
      answer:
        '{Send us a message|Get in touch} with your dates and ideas, and we will {come back to you with suggestions|suggest a plan}{ for {services}|}.',
    },
    {
      question:
        '{Can {{name}|you} plan a trip for a group|Do you plan group trips|Can you organise travel for a group}?',
      answer:
        '{Yes —|Of course —} tell us how many people are travelling and what you have in mind, and we will {plan around the group|suggest what works for everyone}.',
    },
    {
      question: '{What if my plans change?|Can I change my plans later?|What happens if something changes?}',
      answer:
        '{Get in touch|Let {name} know|Tell us} as soon as you know and we will talk you through {your options|what can be changed}.',
    },
    {
      question:
        '{Can you suggest where to go?|I am not sure where to go — can you help?|Do you give travel advice?}',
      answer:
        '{Yes —|Gladly —} tell us {what you enjoy|what you like doing} and {when you can travel|how long you have}, and we will {suggest a few ideas|share what we know}.',
    },
    {
      question: '{What do you need from me to get started?|What should I tell you first?}',
      answer:
        '{Your dates|Rough dates}, {how many are travelling|who is coming} and {a rough budget|what you would like to do} are {enough to start|a good start}.',
    },
  ],
  ctaTitles: [
    '{Ready to get away?|Thinking of getting away?|Time for a trip?}',
    'Where to next{ with {name}|}?',
  ],
  ctaSubtitles: [
    'Tell {us|{name}} where you want to go and we will help you get there.',
    '{Share your dates and ideas|Send us your ideas} and we will {come back with a plan|start planning with you}.',
  ],
  ctaButtons: ['{Start planning|Plan a trip}', '{Ask us anything|Ask a question}', 'Plan with {name}'],
  plans: [],
  aboutExpandedTitle: '{How we plan your trip|How planning works|From idea to itinerary}',
  aboutExpanded: [
    'Every trip{ with {name}|} starts with a conversation. We ask what you enjoy, how you like to travel and what you want to come home with, then {shape a plan around it|build a plan around it}. You get clear suggestions, the details taken care of, and someone to ask[ in {location}] when you need it.',
    '{First|To begin}, we listen: {where you would like to go|the places on your list}, {how long you have|your dates} and {how you like to travel|the pace you enjoy}. Then we {suggest a plan|put a plan together}, change it until it fits and {take care of the arrangements|handle the details}.',
  ],
  contactTitle: '{Plan with us|Start planning|Plan your trip|Talk to us about your trip|Ask {name}}',
  footers: [
    '{name} — {trips and stays planned with care|travel planned around you}.',
    '{Travel planned around you|Trips planned with care}[, from {location}].',
  ],
};

export const entertainment: IndustryProfile = {
  noun: 'entertainment company',
  headlines: [
    'Make it a {night|day|party} to remember',
    '{Fun for everyone|Good times for everyone|Something for everyone}[ in {location}]',
    '{Great times start|Good nights start|The fun starts} here',
    '{Let’s get the party started|Bring your friends|Your night out starts here}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}] — {here to make your next occasion one to remember|here for the nights worth talking about|good times, planned with care}.',
    '{name} brings the energy[ to {location}]{ — so your event is the one people talk about| and keeps the evening moving}.',
    'At {name}, we {create|put on} {experiences|nights} that bring people together and keep them {smiling|talking}.',
    '{name} offers {services}[ in {location}]{ — ask us what is coming up| for every kind of crowd}.',
  ],
  buttons: [
    '{Book now|Book a place|Reserve a place|Book a date|Book {name}}',
    '{Check dates|See what is on|Ask about dates|See what is coming up}',
    '{Contact us in {location}|Ask about your event|Message {name}|Talk to {name}}',
  ],
  aboutTitles: ['About {name}', '{Who we are|Our story|Behind the scenes}'],
  about: [
    '{name} is all about good times[ in {location}]. We plan {every experience|every night|each event} so {guests|everyone} can relax and enjoy themselves[ — whether that is {audience} or a crowd of friends]. [Since {year}, ]we have been turning ordinary evenings into {stories worth retelling|nights people remember}.',
    'We started {name} to give people something to look forward to[ in {location}]. From the first {enquiry|message} to the {final encore|last song|last goodbye}, we care about the {little details|small things} that make an occasion feel special.',
    '{{name} puts on|{name} hosts} {good nights|things worth going out for}[ in {location}][ for {audience}]. {We sweat the details|We plan the details} so {the room can relax|everyone else can relax} and {enjoy it|have a good time}.',
  ],
  servicesTitles: ['{What we do|Experiences|What is on offer|What we put on}'],
  servicesSubtitles: ['Something for {every crowd and every occasion|every kind of crowd|every occasion}.'],
  services: [
    {
      name: 'Private events',
      description:
        '{Birthdays, celebrations and get-togethers|Celebrations and get-togethers} planned {around you|with you}.',
    },
    {
      name: 'Corporate events',
      description:
        '{Team nights and company parties|Company nights and team events} that people {actually enjoy|look forward to}.',
    },
    {
      name: 'Live entertainment',
      description:
        'Performances that {set the mood|lift the room} and {fill the room|keep people on their feet}.',
      when: /live|band|music|dj|perform/i,
    },
    {
      name: 'Weddings',
      description: 'Entertainment for your {big day|wedding}, planned with you {in advance|well ahead}.',
      when: /wedding/i,
    },
    {
      name: 'Group bookings',
      description:
        '{Bring your friends|Bring the whole group} — {tell us your numbers|ask us about space for everyone}.',
    },
    {
      name: 'Kids’ parties',
      description:
        '{Fun, age-appropriate entertainment|Entertainment pitched just right} for younger guests.',
      when: /kid|child|famil/i,
    },
  ],
  serviceLines: [
    '{service}, planned so everyone has a great time.',
    '{service} — the fun part is on us.',
    'Ask us about {service} for your date.',
    '{service}, put together with care.',
  ],
  featuresTitle:
    '{Why book with us|Why people book us|What you can expect|Why choose us|What we bring|Why come to us}',
  features: [
    {
      name: '{Planned with you|Planned together|Your ideas first|Shaped with you|Made to fit|Your night, your way|Built around you}',
      description:
        'We talk through {your event|your plans|the occasion}{ with you at {name}|} so it fits {the crowd and the occasion|your guests and the day|the people coming}.',
    },
    {
      name: '{Great atmosphere|A lively room|Good atmosphere|Good energy|The right mood|A room that feels right}',
      description:
        'We {read the room|watch the room} and keep the energy {right|up} {all night|from start to finish}{ at {name}|}.',
    },
    {
      name: '{Easy from start to finish|No fuss|Simple to arrange|Easy to book|Clear and simple|Straightforward|Quick answers}',
      description:
        '{Clear plans|Clear answers} and {quick replies|straight answers}{ from {name}|}, so you can {enjoy the day|enjoy yourself|relax}.',
    },
  ],
  faq: [
    {
      question: '{{How far ahead|How early|When} should I book{ a date|}|How soon should I get in touch}?',
      answer:
        '{As early as you can|The earlier the better} — {popular dates go quickly|some dates fill up fast}. {Get in touch|Message {name}|Send us your date} and we will check what is available.',
    },
    {
      question:
        '{Can {{name}|you} tailor the event to our group?|Can you fit the event to our group?|Can we shape the night around our guests?}',
      answer:
        '{Yes.|Of course.} Tell us about your guests and the occasion and we will {suggest what will work well|suggest what suits them|put ideas together}.',
    },
    {
      question:
        '{{What do you need|What information do you need} from me{ to book|}|What do I need to {tell you|send you}|How do I book{ a date|}}?',
      answer:
        '{Your date, rough numbers and the kind of event you have in mind|A date, a rough head count and the occasion} are enough to {get started|start}.',
    },
    {
      question:
        '{Can I ask {a question|something} {before booking|first|before I book}|Who do I ask about {the details|my booking}}?',
      answer:
        '{Get in touch|Send us a message} {with your question|whenever suits you} and we will {get back to you as soon as we can|reply as soon as we can}.',
    },
    {
      question:
        '{Do you {do|offer} private hire|Can we book {you|the space} for a private {event|party}|Can you host a private {party|event}}?',
      answer:
        '{Ask us|Get in touch} with {your date and numbers|the date and how many are coming} and we will {tell you what we can offer|let you know what is possible}.',
    },
  ],
  ctaTitles: [
    '{Got a date in mind?|Have a date in mind?|Picked a date?}',
    '{Let’s plan something fun|Let’s make plans|Let’s get something in the diary}{ in {location}|}',
  ],
  ctaSubtitles: [
    'Tell {us|{name}} about your {event|plans|occasion} and we will {take it from there|get back to you}.',
    '{Send us your date|Share your date and numbers} and we will {check what is free|let you know what we can do}.',
  ],
  ctaButtons: ['{Check availability|Check a date}', '{Enquire now|Ask about a date}', 'Ask {name}'],
  plans: [
    { name: 'Essentials', features: ['For smaller get-togethers'] },
    { name: 'Celebration', features: ['Our most popular choice'] },
    { name: 'The works', features: ['For big occasions'] },
  ],
  aboutExpandedTitle: '{How we plan your event|How it works|From first call to the big night}',
  aboutExpanded: [
    '{At {name}, we|We} start by listening: who is coming, what the occasion is and how you want people to feel. Then we {plan the running order|plan the night}, prepare everything ahead of the day and arrive ready — so all you need to do is {enjoy it|have a good time}.',
    '{Tell us|Start by telling us} {the date|your date}, {the crowd|who is coming} and {the mood you want|what you have in mind}. {We take it from there|We do the rest}: {a clear plan|a plan you can see}, {everything prepared ahead|nothing left to the last minute} and {a night that runs smoothly|time for you to enjoy it}.',
  ],
  contactTitle: '{Book your date|Check a date|Ask about a date|Talk to us|Ask {name}}',
  footers: [
    '{name} — {good times|nights to remember|good company and good times}[ in {location}].',
    '{Entertainment and events people remember|Nights out and occasions worth remembering}.',
  ],
};
