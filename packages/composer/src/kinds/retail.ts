import type { Kind } from './types';
import { item } from './types';

/** Kinds of business in the retail industry; within the file, earlier kinds win ties. */
export const RETAIL_KINDS: Kind[] = [
  {
    id: 'florist',
    words: [
      'floristería',
      'floristeria',
      'fleuriste',
      'blumenladen',
      'floristin',
      'blumengeschäft',
      'florist',
      'florists',
      'flower shop',
      'flower studio',
      'floral designer',
      'floral studio',
    ],
    industry: 'retail',
    noun: 'flower shop',
    services: [
      item(
        'Bouquets',
        '{Bouquets for every occasion|Bouquets for birthdays, thank-yous and everything between|Bouquets to suit the moment}.',
        /bouquet|arrangement|posy/i,
      ),
      item(
        'Wedding flowers',
        'Flowers for your {day|wedding}, {planned with you|planned together with you|chosen with you}.',
        /wedding|bridal/i,
      ),
      item(
        'Sympathy flowers',
        '{Thoughtful tributes|Sympathy flowers and tributes}, {made with care|arranged with care}.',
        /funeral|sympathy|tribute/i,
      ),
      item(
        'Plants & gifts',
        'Something green or a small gift {to go with your flowers|to go alongside the flowers}.',
        /plant|gift/i,
      ),
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
      features: [
        {
          name: '{Chosen with care|Fresh flowers|Picked for {location}|Chosen by {name}}',
          description:
            '{Every stem|Every flower}{ at {name}| in our {location} shop|} is {chosen|picked} {with care|for how it looks and how it lasts}.',
        },
        {
          name: '{Help to choose|Advice when you want it|Ask {name} anything|Tell us the occasion}',
          description:
            '{Tell us who they are for|Tell us about the occasion} and we will {help you choose|suggest something fitting}{ from our {services}|}.',
        },
        {
          name: '{Made for the moment|For every occasion|Big days and small ones}',
          description:
            '{Birthdays, thank-yous and everything between|From a small posy to wedding flowers|Happy days and sad ones} — {tell us what you need|we are happy to help}.',
        },
      ],
      faq: [
        {
          question: '{Can I order flowers in advance?|How do I order flowers?|Can I place an order ahead?}',
          answer:
            '{Get in touch|Call or message {us|{name}}|Come into the shop} and tell us {the occasion|who they are for}, {the date|when you need them} and {any colours you like|what you have in mind}.',
        },
        {
          question:
            '{Can you help me choose?|What flowers should I choose?|I am not sure what to send — can you help?}',
          answer:
            '{Of course|Happily}. Tell us {who they are for|about the occasion} and we will {suggest a few ideas|help you choose something fitting}.',
        },
        {
          question:
            '{Can you help with flowers for a wedding?|How do I talk to you about wedding flowers?|Can we plan our wedding flowers with you?}',
          answer:
            '{Get in touch with your date|Tell us about your day|Send us your date and venue} and we will {talk it through with you|let you know how we can help}.',
        },
        {
          question:
            '{Can you help with sympathy flowers?|What should I send for a funeral?|Can you help with flowers for a funeral?}',
          answer:
            'Tell us {a little about the person|what you would like the flowers to say} and we will {help you choose something fitting|suggest something suitable}.',
        },
        {
          question:
            '{How do I keep my flowers fresh?|How can I make my flowers last?|How should I look after my flowers?}',
          answer:
            '{Ask us for a few tips|We are happy to give you a few tips} — {fresh water and a cool spot help|a clean vase and fresh water make a difference}.',
        },
        {
          question:
            '{Can I ask for particular flowers or colours?|Can I choose the colours?|Can I ask for my favourite flowers?}',
          answer:
            '{Of course|Please do} — tell us {what you have in mind|the colours you like} and we will {tell you what we can do|let you know what is available}.',
        },
      ],
      ctaTitles: [
        '{Need flowers{ in {location}|}?|Flowers for someone special?|Planning flowers for an occasion?}',
        '{Come and choose your flowers|Come and see the flowers|Order your flowers}{ at {name}|}',
      ],
      ctaSubtitles: [
        '{Tell us the occasion|Tell us who they are for} and we will {help you choose|suggest something fitting}.',
        '{Get in touch{ with {name}|}|Call in} and {we will talk you through the options|we will help you find the right flowers}.',
      ],
      aboutExpandedTitle: '{How we arrange|How we put flowers together|Behind every arrangement}',
      aboutExpanded: [
        '{At {name}, we|We} {arrange each order|put each arrangement together} {around the person it is for|with the moment in mind}. Tell us {the occasion|what it is for} and {what you would like it to say|the colours you love}, and we will {do the rest|take it from there}.',
      ],
      contactTitle: '{Visit the shop|Find the shop|Order your flowers|Find {name}|Visit {name}}',
      buttons: [
        '{Order flowers|Ask about flowers|Order a bouquet}',
        '{Visit the shop|Find the shop|Come into the shop}',
        '{Get in touch|Message {name}|Call in}',
      ],
      footers: [
        '{name} — {flowers arranged with care|flowers for every occasion}[ in {location}].',
        '{Flowers for big days and small ones|Flowers, arranged with care}[ in {location}].',
      ],
    },
    schemaType: 'Florist',
  },
  {
    id: 'bookshop',
    words: [
      'librería',
      'libreria',
      'librairie',
      'buchhandlung',
      'buchladen',
      'bookshop',
      'bookshops',
      'bookstore',
      'book shop',
      'bookseller',
    ],
    industry: 'retail',
    noun: 'bookshop',
    services: [
      item('New books', '{Fresh titles|New titles|The latest titles}, chosen with care.', /new/i),
      item(
        'Secondhand books',
        '{Pre-loved books|Second-hand books}, {with plenty to browse|waiting for new readers}.',
        /second|used|rare|antiquarian/i,
      ),
      item(
        'Special orders',
        'Ask us to order in {the book you are looking for|any book you cannot find on the shelves}.',
      ),
    ],
    schemaType: 'BookStore',
  },
  {
    id: 'boutique',
    words: [
      'tienda de ropa',
      'modeboutique',
      'boutique',
      'clothing boutique',
      'clothes shop',
      'clothing store',
      'fashion boutique',
    ],
    industry: 'retail',
    noun: 'boutique',
    services: [
      item('New arrivals', '{Fresh pieces|New pieces} that have just {come in|arrived}.'),
      item('Accessories', '{The finishing touches|Finishing touches for any outfit}.', /accessor|jewel|bag/i),
      item('Styling advice', '{Friendly help|Honest, friendly help} to find what suits you.', /styl/i),
    ],
    schemaType: 'ClothingStore',
  },
  {
    id: 'butcher',
    words: [
      'carnicería',
      'carniceria',
      'boucherie',
      'metzgerei',
      'metzger',
      'fleischerei',
      'butcher',
      'butchers',
      'butcher shop',
      "butcher's",
    ],
    industry: 'retail',
    noun: 'butcher’s shop',
    services: [
      item(
        'Fresh meat',
        'Cuts prepared for you {at the counter|the way you like them}.',
        /meat|beef|lamb|pork|chicken|steak/i,
      ),
      item(
        'Sausages & burgers',
        '{Made with care|Made with good meat}, ready for the {pan|grill}.',
        /sausage|burger/i,
      ),
      item('Orders', 'Ask us to {prepare something special|put something aside} for you.'),
    ],
    schemaType: 'Store',
  },
  {
    id: 'deli',
    words: ['deli', 'delicatessen', 'farm shop', 'cheese shop', 'cheesemonger'],
    industry: 'retail',
    noun: 'deli',
    services: [
      item(
        'Cheese & charcuterie',
        'Chosen with care, {cut to order|cut as you like it}.',
        /chees|charcut|meat/i,
      ),
      item(
        'Produce',
        'Good things for {the kitchen and the table|the kitchen, the table and the picnic basket}.',
        /local|produce|veg/i,
      ),
      item('Hampers & gifts', '{Put together|Packed with care} for the people you love.', /hamper|gift/i),
    ],
    schemaType: 'Store',
  },
  {
    id: 'bike-shop',
    words: [
      'bicycle repair',
      'cycle repair',
      'bike mechanic',
      'bike workshop',
      'taller de bicicletas',
      'atelier vélo',
      'fahrradladen',
      'fahrradwerkstatt',
      'bike shop',
      'cycle shop',
      'bicycle shop',
      'bike repair',
    ],
    industry: 'retail',
    noun: 'bike shop',
    services: [
      item(
        'Repairs & servicing',
        'Your bike {looked after properly|checked and put right|looked over and put right}.',
        /repair|servic|fix/i,
      ),
      item(
        'Bikes',
        '{Bikes chosen with care|A choice of bikes}, {with honest advice|and honest advice to go with them}.',
        /bike|bicycle|e-bike/i,
      ),
      item(
        'Parts & accessories',
        'The bits you need to keep {riding|rolling|your bike going}.',
        /part|accessor/i,
      ),
    ],
    copy: {
      headlines: [
        '{Keep riding|Back on your bike|Bikes, fixed and looked after}[ in {location}]',
        '{Good bikes, honest advice|Your bike, looked after}',
      ],
      subtitles: [
        '{name} is {kind}[ in {location}], {looking after bikes and the people who ride them|for repairs and honest advice}.',
        '{name} fixes and looks after bikes[ in {location}] — tell us what yours needs.',
      ],
      buttons: [
        '{Book a repair|Book your bike in|Book a service}',
        '{Visit the shop|Find the shop|Come into the shop}',
        '{Ask us a question|Get in touch|Message {name}}',
      ],
      about: [
        '{name} is {kind}[ in {location}][ for {audience}]. Bring your bike in, tell us what it is doing and we will explain what it needs.[ We have been fixing bikes since {year}.]',
        'At {name}, {every bike gets|your bike gets} a proper look: we tell you what needs doing now, what can wait and why.',
      ],
      servicesTitles: ['{Repairs and more|What we do|In the workshop}', '{How we can help|For your bike}'],
      servicesSubtitles: [
        '{Bring your bike in|Tell us what your bike needs} and {we will take a look|we will talk you through it}.',
        '{Repairs, parts and advice|Work we do on bikes}{ — ask about anything else|}.',
      ],
      serviceLines: [
        '{service} — bring your bike in and we will take a look.',
        '{service}, done carefully and explained clearly.',
        '{service}: ask us what is involved.',
        '{service}, with honest advice on what needs doing.',
      ],
      featuresTitle: '{Why riders come to us|Why bring your bike to us|Why riders trust us}',
      features: [
        {
          name: '{Honest advice|Straight answers|Plain talking}',
          description:
            '{We tell you|We will tell you} what your bike {needs now|needs} and what {can wait|can be left for a while}.',
        },
        {
          name: '{Questions welcome|Ask anything|Ask {name}}',
          description:
            '{Ask|Ask us|Ask {name}} about {gears, brakes or anything else|any part of your bike|whatever is bothering you on your bike} {before any work starts|before you decide}.',
        },
        {
          name: '{Riders welcome|All riders welcome|Whatever you ride}',
          description:
            '{Whether you ride every day or now and then|Commuters, weekend riders and families alike}, {come in and say hello|bring your bike in}.',
        },
      ],
      faq: [
        {
          question: '{How do I book my bike in?|Can I book a repair?|How do I get my bike fixed?}',
          answer:
            '{Get in touch|Call or message {us|{name}}|Come into the shop} and tell us what your bike is doing, and we will {find a time|arrange a time with you|tell you when we can look at it}.',
        },
        {
          question:
            '{Can you tell me what is wrong with my bike?|Can you find out what the problem is?|Something does not feel right — can you look?}',
          answer:
            '{Bring it in|Tell us what it is doing} and we will {take a look and tell you what it needs|have a look and explain what we find}.',
        },
        {
          question: '{Will you check with me before doing more?|What if you find something else?}',
          answer:
            'If we find anything else, we {tell you first|ask you first} and {you decide|you choose} whether we {go ahead|do it}.',
        },
        {
          question:
            '{Do you sell parts and accessories?|Can I buy parts from you?|Do you have the part I need?}',
          answer:
            '{Ask us|Tell us what you need} — we will {let you know what we have|tell you whether we have it} or {what we can order in|whether we can get it}.',
        },
        {
          question:
            '{How long will the repair take?|When can I have my bike back?|How long will you need my bike?}',
          answer:
            '{It depends on the job|That depends on the work} — {ask when you bring it in|ask us when you book} and we will {give you an idea|tell you roughly how long}.',
        },
        {
          question:
            '{Can you help me choose a bike?|Can you advise me on a new bike?|What bike should I buy?}',
          answer:
            '{Ask us|Tell us how you ride}{ and what you need it for|} and we will {give you honest advice|talk you through the options}.',
        },
      ],
      ctaTitles: [
        '{Bike need some attention|Time for a service|Something not right with your bike}{ in {location}|}?',
        '{Bring your bike in|Bring it in|Wheel it in}{ to {name}|}',
      ],
      ctaSubtitles: [
        '{Tell us what your bike is doing|Get in touch{ with {name}|}|Drop in} and we will {take a look|find a time to look at your bike|talk you through what it needs}.',
      ],
      ctaButtons: [
        '{Book a repair|Book your bike in|Book a service}',
        '{Get in touch|Contact {name}|Message the shop|Find the shop}',
      ],
      aboutExpandedTitle: '{How we work|In the workshop|How a repair works}',
      aboutExpanded: [
        '{Bring your bike in|Tell us what your bike is doing} and we will {take a look|give it a proper look} and tell you what it needs{ — {services} included|}. We explain the work before we start and answer any questions {along the way|when you collect it}.',
      ],
      contactTitle: '{Visit the shop|Find the shop|Bring your bike in|Find {name}|Come into the shop}',
      footers: [
        '{name} — {bikes looked after|bikes fixed and looked after}[ in {location}].',
        '{Honest advice and careful repairs|Careful repairs and honest advice}[ in {location}].',
      ],
    },
    schemaType: 'BikeStore',
  },
  {
    id: 'gift-shop',
    words: ['gift shop', 'gift shops', 'homeware shop', 'homeware store', 'card shop'],
    industry: 'retail',
    noun: 'gift shop',
    services: [],
    schemaType: 'Store',
  },
  {
    id: 'record-shop',
    words: [
      'record shop',
      'record store',
      'vinyl shop',
      'record stores',
      'disquaire',
      'tienda de discos',
      'plattenladen',
    ],
    industry: 'retail',
    noun: 'record shop',
    services: [
      item(
        'New vinyl',
        '{New releases|New records and reissues} {on the shelves|in the racks|to dig through}.',
        /new/i,
      ),
      item(
        'Second-hand records',
        '{Used records|Pre-loved records}, {checked and graded|checked and priced by condition|looked over before they reach the racks}.',
        /second[- ]hand|used|pre-owned/i,
      ),
      item(
        'Requests & orders',
        'Ask us to {find|track down|order in} the record you {want|are after}.',
        /order/i,
      ),
    ],
    copy: {
      headlines: [
        '{Dig through the racks|Come and dig}[ in {location}]',
        '{Records worth a listen|Something good for the turntable}',
      ],
      subtitles: [
        '{name} is {kind}[ in {location}] — {racks to dig through and people happy to talk music|records to browse and people happy to talk about them}.',
        '{name} sells records[ in {location}] — come in and {dig through the racks|browse the racks}.',
      ],
      about: [
        '{name} is {kind}[ in {location}][ for {audience}]. Come in and dig through the racks, ask us anything and take your time.[ We have been selling records since {year}.]',
        'At {name}, we love talking about records: ask us what is new, what is good and what to listen to next.',
      ],
      servicesTitles: ['{In the racks|What we sell}', '{Our records|What you will find}'],
      servicesSubtitles: [
        '{Ask us about anything in the racks|Come in and have a dig}{ — we love a music chat|}.',
        'Some of what {is in the racks|you will find in the shop}.',
      ],
      serviceLines: [
        '{service}, in the racks and ready to dig through.',
        '{service} — ask us what is in.',
        'Ask us about {service} when you come in.',
        '{service}: come in and have a browse.',
      ],
      featuresTitle: '{Why record lovers come back|Why come and dig|Why visit the shop}',
      features: [
        {
          name: '{Chosen with care|Picked by ear|Racks worth digging}',
          description:
            '{Every record|Everything in the racks}{ at {name}|} {is picked|is chosen} by people who love {music|records}.',
        },
        {
          name: '{Talk music|Ask us anything|Recommendations welcome}',
          description:
            '{Tell us what you like|Tell us what you have been playing} and we will {suggest something to try|point you to something new|find you something to listen to}.',
        },
        {
          name: '{Take your time|Dig at your own pace|Browsers welcome}',
          description:
            '{Browse|Dig through the racks} {for as long as you like|at your own pace}{ — ask us if you need a hand|}.',
        },
      ],
      faq: [
        {
          question:
            '{Can you find a record for me?|Can you order a record in?|Can you track down a record I want?}',
          answer:
            '{Tell us|Ask us about} {the artist and title|what you are looking for} and we will {see what we can find|let you know what we can do}.',
        },
        {
          question: '{Do you buy records?|Can I sell you my records?|Will you look at my collection?}',
          answer:
            '{Ask us|Get in touch} {first|before you bring them in}, {tell us what you have|give us an idea of what you have} and we will {let you know|tell you} whether we can {help|take them}.',
        },
        {
          question:
            '{What condition are your used records in?|How do you grade second-hand records?|Can I check a record’s condition?}',
          answer:
            '{Ask us about any record|Ask about the condition of any record} and we will {tell you what we know|tell you honestly}{ before you buy|}.',
        },
        {
          question:
            '{Can you recommend something?|Can you suggest something new to listen to?|What should I listen to next?}',
          answer:
            '{Happily|Always|Of course}. {Tell us|Let us know} what you {like|have been listening to} and we will {suggest a few records|pull out a few to try}.',
        },
        {
          question:
            '{Can you help me choose a record as a gift?|Do you help with gift ideas?|Can I buy a record as a present?}',
          answer:
            '{Of course|Happily}. {Tell us|Let us know} {a little|a bit} about {who it is for|what they listen to} and we will {suggest a few ideas|help you choose}.',
        },
        {
          question:
            '{Can I reserve a record?|Can you put a record aside for me?|Will you hold a record for me?}',
          answer:
            '{Get in touch|Ask us in the shop|Message {name}} and we will {tell you|let you know} how long we can {hold it|keep it aside}.',
        },
      ],
      ctaTitles: [
        '{Come and dig through the racks|Come and have a dig|Come in and browse the records}{ at {name}| in {location}|}',
        '{Drop in|Pop in|Call in} {next time you are in {location}|when you are passing|when you are close by}',
      ],
      ctaSubtitles: [
        '{Come in|Drop by|Visit {name}} and {find something new to play|dig out something new to listen to}.',
        '{Find our details below|Our details are below}{ — come and have a browse|}.',
      ],
      ctaButtons: [
        '{Plan your visit|Find the shop|How to find us}',
        '{Ask about a record|Get in touch|Message the shop}',
      ],
      aboutExpandedTitle: '{How we stock the racks|What goes in the racks|How we choose our records}',
      aboutExpanded: [
        '{At {name}, we|We} {fill the racks|stock the racks} with records we {think are worth hearing|would play ourselves}{ — {services} included|}. {New ones|New arrivals} go out {as they come in|when they arrive}, and we are {always happy|happy} to {talk about any of them|tell you more about any of them}.',
      ],
      contactTitle: '{Visit the shop|Find the shop|Find {name}|Visit {name}|Where to find the shop}',
      footers: [
        '{name} — {records worth a listen|records chosen with care}[ in {location}].',
        '{Records chosen by people who love them|Good records, chosen with care}[ in {location}].',
      ],
    },
    schemaType: 'MusicStore',
  },
  {
    id: 'pet-shop',
    words: [
      'pet shop',
      'pet store',
      'pet supplies',
      'tienda de mascotas',
      'animalerie',
      'zoohandlung',
      'tierbedarf',
    ],
    industry: 'retail',
    noun: 'pet shop',
    services: [
      item(
        'Food',
        'Food for {cats, dogs and small pets|dogs, cats and smaller pets}{, with help choosing|}.',
        /food/i,
      ),
      item(
        'Toys & accessories',
        '{Beds, toys and leads|Toys, beds, leads and more}.',
        /toy|bed|lead|accessor/i,
      ),
      item('Advice', 'Ask us about {caring for your pet|food, care and anything else}.'),
    ],
    schemaType: 'PetStore',
  },
  {
    id: 'toy-shop',
    words: [
      'toy shop',
      'toy store',
      'toyshop',
      'juguetería',
      'magasin de jouets',
      'spielwarenladen',
      'spielzeugladen',
    ],
    industry: 'retail',
    noun: 'toy shop',
    services: [
      item('Toys', '{Toys for every age|Toys for all ages|Toys for little ones and bigger ones}.', /toy/i),
      item(
        'Games',
        '{Board games and puzzles|Puzzles and board games} for {the whole family|rainy days and family evenings}.',
        /game|puzzle/i,
      ),
      item(
        'Gifts',
        '{Presents wrapped and ready|Presents for birthdays and every other day}.',
        /gift|present/i,
      ),
    ],
    schemaType: 'ToyStore',
  },
];
