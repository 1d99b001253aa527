import { BAKERY, CAFE, CATERING, FOOD_TRUCK } from './copy';
import type { Kind } from './types';
import { item } from './types';

/** Kinds of business in the restaurant industry; within the file, earlier kinds win ties. */
export const RESTAURANT_KINDS: Kind[] = [
  {
    id: 'bakery',
    words: ['bakery', 'bakehouse', 'bake shop', 'baker', 'bakers', 'boulangerie', 'patisserie', 'cake shop'],
    industry: 'restaurant',
    noun: 'bakery',
    services: [
      item('Bread', 'Loaves baked with care, ready to take home.', /bread|sourdough|loa(?:f|ves)|rolls?\b/i),
      item('Cakes', 'Cakes for birthdays, celebrations and everyday treats.', /cake/i),
      item('Pastries', 'Sweet and savoury pastries from our ovens.', /pastr|croissant|danish|bun/i),
      item('Orders', 'Ask us about larger orders for your gathering.'),
    ],
    copy: BAKERY,
    schemaType: 'Bakery',
  },
  {
    id: 'coffee-shop',
    words: ['coffee shop', 'coffee house', 'coffeehouse', 'coffee bar', 'coffee roaster', 'espresso bar'],
    industry: 'restaurant',
    noun: 'coffee shop',
    services: [
      item(
        'Coffee',
        'Carefully made coffee, just how you like it.',
        /coffee|espresso|latte|flat white|cappuccino/i,
      ),
      item('Cakes & bakes', 'Something sweet to go with your cup.', /cake|bake|pastr|cookie|brownie/i),
      item(
        'Light bites',
        'Simple, satisfying food to go with your drink.',
        /sandwich|toastie|brunch|breakfast|lunch/i,
      ),
    ],
    copy: CAFE,
    schemaType: 'CafeOrCoffeeShop',
  },
  {
    id: 'cafe',
    words: ['cafe', 'café', 'tea room', 'tearoom', 'tea shop', 'brunch spot'],
    industry: 'restaurant',
    noun: 'café',
    services: [
      item('Breakfast & brunch', 'Slow mornings and plates to start the day right.', /breakfast|brunch/i),
      item('Lunch', 'Simple, satisfying lunches.', /lunch|sandwich|soup|toastie/i),
      item('Coffee & drinks', 'Carefully made coffee, tea and drinks.', /coffee|tea\b|drinks?/i),
      item('Cakes & bakes', 'Something sweet to go with your cup.', /cake|bake|pastr|scone/i),
    ],
    copy: CAFE,
    schemaType: 'CafeOrCoffeeShop',
  },
  {
    id: 'pizzeria',
    words: ['pizzeria', 'pizza place', 'pizza restaurant', 'pizza shop', 'pizza takeaway'],
    industry: 'restaurant',
    noun: 'pizzeria',
    services: [
      item('Pizza', 'Our pizzas, made with care.', /pizza/i),
      item('Sides', 'Something to share alongside.', /side|garlic bread|wings|salad/i),
      item(
        'Takeaway',
        'Your favourites packed up to enjoy at home.',
        /takeaway|take-away|collection|delivery/i,
      ),
      item('Desserts', 'Something sweet to finish.', /dessert|tiramisu|gelato|ice cream/i),
    ],
    schemaType: 'Restaurant',
  },
  {
    id: 'food-truck',
    words: ['food truck', 'food van', 'street food stall', 'street food van', 'food trailer', 'food cart'],
    industry: 'restaurant',
    noun: 'food truck',
    services: [
      item('Street food', 'Food made fresh at the hatch.'),
      item(
        'Events & private hire',
        'Ask us about bringing the truck to your event.',
        /event|wedding|party|hire/i,
      ),
      item('Specials', 'Something new to try when we have it.'),
    ],
    copy: FOOD_TRUCK,
    schemaType: 'FoodEstablishment',
  },
  {
    id: 'caterer',
    words: [
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
      item('Weddings', 'Food for your day, planned with you.', /wedding/i),
      item(
        'Private parties',
        'Food for birthdays and celebrations at home or away.',
        /party|parties|birthday/i,
      ),
      item('Corporate events', 'Catering for meetings and company events.', /corporate|office|business/i),
      item('Event catering', 'Food for your gathering, planned with you from the first call.'),
    ],
    copy: CATERING,
    schemaType: 'FoodEstablishment',
  },
  {
    id: 'restaurant',
    words: ['restaurant', 'bistro', 'brasserie', 'trattoria', 'diner', 'eatery', 'steakhouse', 'curry house'],
    industry: 'restaurant',
    noun: 'restaurant',
    services: [],
    schemaType: 'Restaurant',
  },
  {
    id: 'pub',
    words: ['pub', 'gastropub', 'inn and pub', 'wine bar', 'cocktail bar', 'taproom', 'tap room', 'micropub'],
    industry: 'restaurant',
    noun: 'pub',
    services: [
      item('Drinks', 'Something good to sip, poured with care.', /beer|ale|wine|cocktail|drink/i),
      item('Food', 'Hearty plates to go with your drink.', /food|meal|roast|lunch|dinner/i),
      item('Events', 'Ask us about hosting your get-together.', /event|quiz|music|party/i),
    ],
    schemaType: 'BarOrPub',
  },
];
