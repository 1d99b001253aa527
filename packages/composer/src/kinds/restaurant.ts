import { BAKERY, CAFE } from './copy/bakery-cafe';
import { CATERING, FOOD_TRUCK } from './copy/food-service';
import type { Kind, KindCopy } from './types';
import { item } from './types';

/** Copy for an ice cream shop: a scoop on the way past, not a meal from a kitchen. */
const ICE_CREAM: KindCopy = {
  headlines: [
    '{Ice cream worth the walk|A scoop of something good|Scoops of something good}[ in {location}]',
    '{Treat yourself|Time for a scoop?|Life is better with a scoop}',
    '{Something sweet|Something cold and sweet} {for a sunny day|for any day|whatever the weather}',
  ],
  subtitles: [
    '{name} is {kind}[ in {location}] — {scoops, sundaes and a friendly welcome|something sweet for every age|a treat whatever the weather}.',
    '{Come to {name}|Stop by {name}}[ in {location}] for {services}{ and a smile|}.',
    '{Pick a flavour|Choose your scoop|Take your pick}{ at {name}|}[ in {location}] — {we are happy to help you choose|take your time choosing}.',
  ],
  buttons: [
    '{See the flavours|What we scoop|Our flavours}',
    '{Visit us in {location}|Come and visit|Pop in|Visit {name}}',
    '{Find us in {location}|Find the shop|Find {name}}',
  ],
  aboutTitles: ['About {name}', 'Welcome to {name}', '{Our story|Who we are|The scoop on us}'],
  about: [
    '{name} is {kind}[ in {location}][, scooping since {year}]. We {love ice cream|take ice cream seriously} and {love seeing people choose|enjoy helping people pick} their {flavour|favourite}[ — {audience} included].',
    '{Come to {name}|Pop into {name}}[ in {location}] for {a scoop on a sunny day|a cone on the way home|a sundae to share}. {We will help you choose|Take your time choosing} — {that is half the fun|there is no rush}.',
  ],
  servicesTitles: ['{What we scoop|Our ice cream|On the counter|Flavours and treats}'],
  servicesSubtitles: [
    '{A few|Some} {favourites|of our favourites} from the counter.',
    '{Ask us|Just ask} about {today’s flavours|what is on the counter today}.',
  ],
  serviceLines: [
    '{service}, scooped with a smile.',
    'Ask us about {service} at the counter.',
    'Our {service} — come and try it.',
    '{service} for a sweet afternoon.',
  ],
  featuresTitle: '{Why people come back|Why stop by|What brings people back|The sweet stuff}',
  features: [
    {
      name: '{Take your pick|Pick a favourite|Something for everyone|Choose your scoop}',
      description:
        '{Choose|Pick} {a flavour|your favourite}{ at {name}|} — {we are happy to help you decide|take your time}.',
    },
    {
      name: '{Sweet treats|Something sweet|A little treat|Treat yourself}',
      description:
        '{A scoop on a sunny day|A cone on the way home|A sundae to share} — {whatever the occasion|any excuse will do}.',
    },
    {
      name: '{For all ages|Everyone welcome|Friends and family}',
      description:
        '{Kids, grown-ups and everyone in between|Children and grown-ups alike} {are welcome|love a scoop}{ at {name}|}.',
    },
  ],
  faq: [
    {
      question: '{What flavours do you have|Which flavours are on today|What is on the counter today}?',
      answer:
        '{Pop in and see|Ask us at the counter|Come and have a look} — {we are happy to help you choose|we will point you to a favourite}{, {services} included|}.',
    },
    {
      question: '{Can I ask what is in a flavour|What goes into your ice cream|What if I have an allergy}?',
      answer:
        '{Ask us at the counter|Just ask} and we will {tell you what goes into each one|talk you through the ingredients}.',
    },
    {
      question: '{Can I order for a party|Do you do larger orders|Can you help with a party}?',
      answer:
        '{Tell us|Let us know} {the date|your date} and {how many people|roughly how many}, and we will {let you know what we can do|see what we can do}.',
    },
    {
      question: '{How do I get in touch|What is the easiest way to reach you}?',
      answer:
        '{Use the contact details on this page|Call or email us|Send us a message} and we will {get back to you as soon as we can|reply as soon as we can}.',
    },
  ],
  ctaTitles: [
    '{Time for a scoop?|Fancy an ice cream?|Treat yourself}',
    '{Pop in{ at {name}|}|Stop by{ at {name}| in {location}|}}',
  ],
  ctaSubtitles: [
    '{Find our details below and|Our details are below, so} {come and visit|pop in}[ when you are in {location}].',
    '{Bring the family|Bring a friend} and {pick a favourite|try something new}.',
  ],
  ctaButtons: [
    '{Plan your visit|Pop in|Visit {name}}',
    '{Contact us in {location}|Message the shop|Ask {name}}',
  ],
  aboutExpandedTitle: '{At the counter|How we scoop|What to expect|A visit to {name}}',
  aboutExpanded: [
    '{Walk in|Come in}, {look along the counter|have a look at the flavours} and {take your time|choose your favourite}. {We are happy to help you decide|Ask us for a recommendation}{ — {services} included|}, and enjoy every spoonful.',
  ],
  contactTitle: '{Find the shop|Visit the shop|Visit {name}|Find {name}|Where to find us}',
  footers: [
    '{name} — {ice cream and a friendly welcome|scoops, smiles and something sweet}[ in {location}].',
    '{Something sweet|Ice cream and a warm welcome}[ in {location}].',
  ],
};

/** Kinds of business in the restaurant industry; within the file, earlier kinds win ties. */
export const RESTAURANT_KINDS: Kind[] = [
  {
    id: 'bakery',
    words: [
      'panadería',
      'panaderia',
      'pastelería',
      'obrador',
      'pâtisserie',
      'bäckerei',
      'konditorei',
      'backstube',
      'bäcker',
      'bakery',
      'bakehouse',
      'bake shop',
      'baker',
      'bakers',
      'boulangerie',
      'patisserie',
      'cake shop',
    ],
    industry: 'restaurant',
    noun: 'bakery',
    services: [
      item(
        'Bread',
        '{Loaves|Bread|Good bread|A proper loaf} {baked with care|from our ovens|shaped and baked with care|with a good crust}{, ready to take home|, ready to slice|}.',
        /bread|sourdough|loa(?:f|ves)|rolls?\b/i,
      ),
      item(
        'Cakes',
        '{Cakes|Cakes and slices|Something sweet|A cake} for {birthdays, celebrations and everyday treats|the big days and the ordinary ones|celebrations and quiet afternoons|a party or a Tuesday}{ — ask us what is on the counter|}.',
        /cake/i,
      ),
      item(
        'Pastries',
        '{Sweet and savoury pastries|Pastries, sweet and savoury,|Something flaky|Buttery pastries} {from our ovens|to go with your coffee|for the walk home|for a mid-morning treat}.',
        /pastr|croissant|danish|bun/i,
      ),
      item(
        'Orders',
        '{Ask us about|Talk to us about|Get in touch about} {larger orders|bigger orders} for {your gathering|a party or gathering|your occasion}.',
      ),
    ],
    copy: BAKERY,
    schemaType: 'Bakery',
  },
  {
    id: 'coffee-shop',
    words: [
      'tostador de café',
      'torréfacteur',
      'coffee shop',
      'coffee house',
      'coffeehouse',
      'coffee bar',
      'coffee roaster',
      'espresso bar',
    ],
    industry: 'restaurant',
    noun: 'coffee shop',
    services: [
      item(
        'Coffee',
        '{Carefully made coffee|Coffee made with care|A good cup of coffee}{, just how you like it|, the way you like it|}.',
        /coffee|espresso|latte|flat white|cappuccino/i,
      ),
      item(
        'Cakes & bakes',
        '{Something sweet|A slice of something good|A little something|A sweet treat} to go with your {cup|coffee|drink}{ — ask what is on the counter|}.',
        /cake|bake|pastr|cookie|brownie/i,
      ),
      item(
        'Light bites',
        '{Simple, satisfying food|Something simple to eat|A bite to eat} {to go with your drink|alongside your coffee|when you are peckish}.',
        /sandwich|toastie|brunch|breakfast|lunch/i,
      ),
    ],
    copy: CAFE,
    schemaType: 'CafeOrCoffeeShop',
  },
  {
    id: 'cafe',
    words: [
      'cafetería',
      'cafeteria',
      'salon de thé',
      'kaffeehaus',
      'kaffee',
      'eiscafé',
      'cafe',
      'café',
      'tea room',
      'tearoom',
      'tea shop',
      'brunch spot',
    ],
    industry: 'restaurant',
    noun: 'café',
    services: [
      item(
        'Breakfast & brunch',
        '{Slow mornings and good plates{ to start the day right| for a relaxed start|}|Plates worth getting up for|Something good to start the day}.',
        /breakfast|brunch/i,
      ),
      item(
        'Lunch',
        '{Simple, satisfying lunches|Lunches that hit the spot|A good lunch}{, without the fuss|}.',
        /lunch|sandwich|soup|toastie/i,
      ),
      item(
        'Coffee & drinks',
        '{Carefully made coffee, tea and drinks|Coffee, tea and cold drinks, made with care|Good coffee and a proper pot of tea}.',
        /coffee|tea\b|drinks?/i,
      ),
      item(
        'Cakes & bakes',
        '{Something sweet|A slice of something good|A scone or a slice|Cake and bakes} to go with your {cup|coffee|tea}{ — ask what is on the counter|}.',
        /cake|bake|pastr|scone/i,
      ),
    ],
    copy: CAFE,
    schemaType: 'CafeOrCoffeeShop',
  },
  {
    id: 'pizzeria',
    words: [
      'pizzería',
      'pizzeria napoletana',
      'pizzeria',
      'pizza place',
      'pizza restaurant',
      'pizza shop',
      'pizza takeaway',
    ],
    industry: 'restaurant',
    noun: 'pizzeria',
    services: [
      item(
        'Pizza',
        '{Our pizzas|Pizzas from our oven|Pizza the way we like it}{, made with care|, made to share|}.',
        /pizza/i,
      ),
      item(
        'Sides',
        '{Something to share|Sides to share|A little extra} {alongside|with your pizza|for the table}.',
        /side|garlic bread|wings|salad/i,
      ),
      item(
        'Takeaway',
        '{Your favourites|Pizza and sides|The pizzas you like} {boxed up|packed up} to {enjoy at home|take home}.',
        /takeaway|take-away|collection|delivery/i,
      ),
      item(
        'Desserts',
        '{Something sweet|A sweet bite|Something sweet to share} {to finish|to round off the meal|for afters}.',
        /dessert|tiramisu|gelato|ice cream/i,
      ),
    ],
    schemaType: 'Restaurant',
  },
  {
    id: 'food-truck',
    words: [
      'camión de comida',
      'foodtruck',
      'imbisswagen',
      'imbiss',
      'food truck',
      'food van',
      'street food stall',
      'street food van',
      'food trailer',
      'food cart',
    ],
    industry: 'restaurant',
    noun: 'food truck',
    services: [
      item(
        'Street food',
        '{Food made at the hatch|Good food from the hatch|Street food cooked with care|Food worth the queue}{, ready to eat| to eat on the go|}.',
      ),
      item(
        'Events & private hire',
        '{Ask us about|Talk to us about} bringing the {truck|hatch} to your {event|party or event|celebration}.',
        /event|wedding|party|hire/i,
      ),
      item(
        'Specials',
        '{Something new to try|A new dish to try|Something different} {when we have it|now and then|from time to time}.',
      ),
    ],
    copy: FOOD_TRUCK,
    schemaType: 'FoodEstablishment',
  },
  {
    id: 'caterer',
    words: [
      'traiteur',
      'catering-service',
      'caterer',
      'caterers',
      'catering company',
      'catering business',
      'catering service',
      'catering=caterer',
    ],
    industry: 'restaurant',
    noun: 'catering business',
    services: [
      item(
        'Weddings',
        '{Food for your day|Wedding food|A wedding menu}, planned with you{ from the start|}.',
        /wedding/i,
      ),
      item(
        'Private parties',
        '{Food for birthdays and celebrations|Party food for birthdays and get-togethers} {at home or away|wherever you are celebrating}.',
        /party|parties|birthday/i,
      ),
      item(
        'Corporate events',
        '{Catering for meetings and company events|Food for meetings, launches and team days}.',
        /corporate|office|business/i,
      ),
      item(
        'Event catering',
        '{Food for your gathering|Food for your event}, planned with you {from the first call|from start to finish}.',
      ),
    ],
    copy: CATERING,
    schemaType: 'FoodEstablishment',
  },
  {
    id: 'restaurant',
    words: [
      'restaurante',
      'ristorante',
      'osteria',
      'bistrot',
      'gasthaus',
      'wirtshaus',
      'gasthof',
      'taberna',
      'mesón',
      'crêperie',
      'creperie',
      'restaurant',
      'bistro',
      'brasserie',
      'trattoria',
      'diner',
      'eatery',
      'steakhouse',
      'curry house',
    ],
    industry: 'restaurant',
    noun: 'restaurant',
    services: [],
    schemaType: 'Restaurant',
  },
  {
    id: 'pub',
    words: [
      'tapas bar',
      'bar de tapas',
      'bar à vin',
      'bar à vins',
      'kneipe',
      'weinbar',
      'cervecería',
      'brewpub',
      'brewery',
      'microbrewery',
      'brauerei',
      'brasserie artisanale',
      'pub',
      'gastropub',
      'inn and pub',
      'wine bar',
      'cocktail bar',
      'taproom',
      'tap room',
      'micropub',
    ],
    industry: 'restaurant',
    noun: 'pub',
    services: [
      item(
        'Drinks',
        '{Something good to sip|A good drink|A pint or a glass}{, poured with care| at the bar| with friends|}.',
        /beer|ale|wine|cocktail|drink/i,
      ),
      item(
        'Food',
        '{Hearty plates|Good, hearty food|Something good to eat} {to go with your drink|alongside a drink|to share with friends}.',
        /food|meal|roast|lunch|dinner/i,
      ),
      item(
        'Events',
        '{Ask us about|Talk to us about|Get in touch about} {hosting your get-together|your party or get-together|a night for your group|a celebration}.',
        /event|quiz|music|party/i,
      ),
    ],
    schemaType: 'BarOrPub',
  },
  {
    id: 'ice-cream',
    words: [
      'ice cream shop',
      'ice cream parlour',
      'ice cream parlor',
      'gelateria',
      'heladería',

      'eisdiele',
    ],
    industry: 'restaurant',
    noun: 'ice cream shop',
    services: [
      item(
        'Ice cream',
        '{Scoops of our ice cream|Our ice cream, by the scoop|A scoop or two}{ in a cone or a tub|, in a cup or a cone|}.',
        /ice cream|gelato|helado|glace|eis/i,
      ),
      item(
        'Sorbets',
        '{Fruit sorbets|Sorbets made with fruit|Something fruity}{ for a hot day|, sharp and refreshing|}.',
        /sorbet/i,
      ),
      item(
        'Sundaes',
        '{Sundaes and treats|Sundaes to share|Something special in a glass}{ for a sweet afternoon|}.',
        /sundae|cone|waffle/i,
      ),
    ],
    copy: ICE_CREAM,
    schemaType: 'IceCreamShop',
  },
];
