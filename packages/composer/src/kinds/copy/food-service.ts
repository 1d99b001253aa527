import type { KindCopy } from '../types';

/** Copy for food trucks and caterers: food that goes to where people are. */
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
