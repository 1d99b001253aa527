import type { Kind } from './types';
import { item } from './types';

/** Kinds of business in the retail industry; within the file, earlier kinds win ties. */
export const RETAIL_KINDS: Kind[] = [
  {
    id: 'florist',
    words: ['florist', 'florists', 'flower shop', 'flower studio', 'floral designer', 'floral studio'],
    industry: 'retail',
    noun: 'flower shop',
    services: [
      item('Bouquets', 'Hand-tied bouquets for every occasion.', /bouquet|arrangement|posy/i),
      item('Wedding flowers', 'Flowers for your day, planned with you.', /wedding|bridal/i),
      item('Sympathy flowers', 'Thoughtful tributes, made with care.', /funeral|sympathy|tribute/i),
      item('Plants & gifts', 'Something green or a small gift to go with your flowers.', /plant|gift/i),
    ],
    copy: {
      subtitles: [
        '{name} is {kind}[ in {location}], making {services}.',
        '{name} is {kind}[ in {location}] — flowers arranged with care for every occasion.',
      ],
      about: [
        '{name} is {kind}[ in {location}]. We choose our flowers with care and are always happy to help you find the right thing for the occasion[ — for {audience}].[ We have been arranging flowers since {year}.]',
        'At {name}, every arrangement starts with a conversation: who it is for, what the occasion is and what you would like it to say. Then we arrange it with care.',
      ],
      servicesTitles: ['Our flowers', 'What we make'],
      serviceLines: ['{service}, arranged with care.', 'Our {service}, made with care for your occasion.'],
      headlines: ['Flowers for every occasion[ in {location}]', 'Fresh flowers, arranged with care'],
    },
    schemaType: 'Florist',
  },
  {
    id: 'bookshop',
    words: ['bookshop', 'bookshops', 'bookstore', 'book shop', 'bookseller'],
    industry: 'retail',
    noun: 'bookshop',
    services: [
      item('New books', 'Fresh titles, chosen with care.', /new/i),
      item('Secondhand books', 'Pre-loved books at good prices.', /second|used|rare|antiquarian/i),
      item('Orders', 'Ask us to order in the book you are looking for.'),
    ],
    schemaType: 'BookStore',
  },
  {
    id: 'boutique',
    words: ['boutique', 'clothing boutique', 'clothes shop', 'clothing store', 'fashion boutique'],
    industry: 'retail',
    noun: 'boutique',
    services: [
      item('New arrivals', 'Fresh pieces that have just come in.'),
      item('Accessories', 'The finishing touches.', /accessor|jewel|bag/i),
      item('Styling advice', 'Friendly help to find what suits you.', /styl/i),
    ],
    schemaType: 'ClothingStore',
  },
  {
    id: 'butcher',
    words: ['butcher', 'butchers', 'butcher shop', "butcher's"],
    industry: 'retail',
    noun: 'butcher’s shop',
    services: [
      item('Fresh meat', 'Cuts prepared for you at the counter.', /meat|beef|lamb|pork|chicken|steak/i),
      item('Sausages & burgers', 'Made with care, ready for the pan.', /sausage|burger/i),
      item('Orders', 'Ask us to prepare something special for you.'),
    ],
    schemaType: 'Store',
  },
  {
    id: 'deli',
    words: ['deli', 'delicatessen', 'farm shop', 'cheese shop', 'cheesemonger'],
    industry: 'retail',
    noun: 'deli',
    services: [
      item('Cheese & charcuterie', 'Chosen with care, cut to order.', /chees|charcut|meat/i),
      item('Local produce', 'Good things from producers we know.', /local|produce|veg/i),
      item('Hampers & gifts', 'Put together for the people you love.', /hamper|gift/i),
    ],
    schemaType: 'Store',
  },
  {
    id: 'bike-shop',
    words: ['bike shop', 'cycle shop', 'bicycle shop', 'bike repair'],
    industry: 'retail',
    noun: 'bike shop',
    services: [
      item('Repairs & servicing', 'Your bike looked after properly.', /repair|servic|fix/i),
      item('Bikes', 'Bikes chosen with care, with honest advice.', /bike|bicycle|e-bike/i),
      item('Parts & accessories', 'The bits you need to keep riding.', /part|accessor/i),
    ],
    schemaType: 'BikeStore',
  },
  {
    id: 'gift-shop',
    words: ['gift shop', 'gift shops', 'homeware shop', 'homeware store', 'card shop'],
    industry: 'retail',
    noun: 'gift shop',
    services: [],
    schemaType: 'GiftShop',
  },
];
