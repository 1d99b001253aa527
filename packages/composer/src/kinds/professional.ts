import type { Kind, KindCopy } from './types';
import { item } from './types';

/** Copy for businesses that clean homes, offices and windows on a routine agreed with the client. */
const CLEANING: KindCopy = {
  featuresTitle: '{Why clients choose us|Why people ask us back|Why choose us}',
  features: [
    {
      name: '{Careful work|Attention to detail|Done properly}',
      description:
        '{We take care over|We pay attention to} {the details|the corners and edges|the bits that are easy to miss}{ — {services} included|}.',
    },
    {
      name: '{Around your routine|On a routine that suits you|When it suits you}',
      description:
        '{Tell us|Let us know} {how often|when} you would like us and we will {fit around you|agree a routine with you}.',
    },
    {
      name: '{Questions welcome|Ask anything|Ask {name}}',
      description:
        '{Ask|Ask us|Ask {name}} {what is included|what we will cover} {before you book|before the first visit}.',
    },
  ],
  faq: [
    {
      question: '{How do I get a quote?|Can I get a price first?|How do I ask for a price?}',
      answer:
        '{Tell us|Let us know} {what needs cleaning|about the property} and {where it is|how often you would like us}, and we will {come back to you with a price|give you a clear price}.',
    },
    {
      question: '{Can I book regular visits?|Can I book a one-off clean?|How often can you come?}',
      answer:
        '{Tell us what you have in mind|Let us know what suits you} and we will {tell you what we can do|find a routine that works}.',
    },
    {
      question: '{Do I need to be in?|Do I have to be home while you clean?|Can you clean while I am out?}',
      answer:
        '{Not always|Not necessarily} — we will {agree access with you|sort out access with you|talk access through with you} {before the first visit|when you book}.',
    },
    {
      question:
        '{Do you bring your own equipment?|Do I need to provide anything?|What do I need to have ready?}',
      answer:
        '{Ask us when you book|Tell us what you have} and we will {let you know what we bring|tell you what we need}.',
    },
    {
      question: '{What areas do you cover?|Do you cover my area?|Where do you work?}',
      answer:
        '{Tell us|Let us know} your {address|area}{ — we are based in {location} —|} and we will {tell you whether we can come to you|let you know if you are in our patch}.',
    },
    {
      question: '{Can I move a visit?|What if I need to change the day?|Can I skip a visit?}',
      answer:
        '{Let us know|Tell us} {as soon as you can|in good time} and we will {find another day|rearrange it with you}.',
    },
  ],
  ctaTitles: [
    '{Ready for a clean|Time for a proper clean|Looking for a {noun}}{ in {location}|}?',
    '{{Book your first clean|Get booked in} with {name}|Tell us what needs cleaning|Let’s get you booked in}',
  ],
  ctaSubtitles: [
    '{Tell us what needs cleaning|Get in touch{ with {name}|}|Send us a message} and we will {come back to you with a price|find a time that suits you|take it from there}.',
  ],
  aboutExpandedTitle: '{How we clean|How we work|What a visit looks like}',
  aboutExpanded: [
    '{We start by|It starts with} {finding out|talking through} what you need{ — {services} included —|} and how often. {Then we|After that, we} {settle on|set} a routine that suits you and {take care over every visit|give every visit the same care}.',
  ],
};

/** Kinds of business in the professional industry; within the file, earlier kinds win ties. */
export const PROFESSIONAL_KINDS: Kind[] = [
  {
    id: 'cleaner',
    words: [
      'empresa de limpieza',
      'entreprise de nettoyage',
      'gebäudereinigung',
      'reinigungsfirma',
      'cleaner',
      'cleaners',
      'cleaning company',
      'cleaning service',
      'cleaning business',
      'cleaning=cleaning service',
    ],
    industry: 'professional',
    noun: 'cleaning business',
    services: [
      item(
        'Regular cleans',
        'A {tidy|clean} home or office, on a {schedule|routine} that suits you.',
        /regular|weekly|domestic/i,
      ),
      item(
        'Deep cleans',
        '{A thorough top-to-bottom clean|Every corner cleaned thoroughly|A thorough clean, from top to bottom}.',
        /deep/i,
      ),
      item(
        'End of tenancy cleans',
        '{Ready for the next people to move in|A clean handover when you move out}.',
        /tenancy|move/i,
      ),
    ],
    copy: CLEANING,
    schemaType: 'ProfessionalService',
  },
  {
    id: 'wedding-planner',
    words: [
      'organizadora de bodas',
      'wedding planneuse',
      'hochzeitsplanerin',
      'wedding planner',
      'wedding planners',
      'wedding planning=wedding planner',
      'event planner',
      'event planners',
      'wedding coordinator',
    ],
    industry: 'professional',
    noun: 'wedding planning business',
    services: [
      item(
        'Full planning',
        'Every detail planned with you, {from first idea to last dance|from the first idea to the last dance}.',
        /full/i,
      ),
      item(
        'On-the-day coordination',
        'Someone to keep the day running so you can {enjoy it|simply enjoy it|be a guest at your own wedding}.',
        /day|coordinat/i,
      ),
      item('Styling', 'A look for your day that {feels like you|feels like the two of you}.', /styl|decor/i),
    ],
    copy: {
      features: [
        {
          name: '{Planned with you|Your day, your way|Every detail talked through}',
          description:
            '{We plan|Every plan is made} {with you, not for you|around the two of you}{ — {services} included|}.',
        },
        {
          name: '{A calm day|Calm on the day|Someone on hand}',
          description:
            '{On the day|When the day comes}, {you have someone to turn to|there is someone to handle the details} while you {enjoy it|are with your guests}.',
        },
        {
          name: '{Questions welcome|Ask anything|Ask {name}}',
          description:
            '{Ask|Ask us|Ask {name}} {anything about how we plan|whatever you want to know} {before you book|before you decide}.',
        },
      ],
      faq: [
        {
          question:
            '{When should we start planning?|How early should we contact you?|How far ahead should we get in touch?}',
          answer:
            '{As early as you can|The sooner the better} — {tell us your date|get in touch with your date} and we will {let you know if we are free|tell you how we can help}.',
        },
        {
          question:
            '{Can you help with just part of the planning?|Do you only do full planning?|Can we book you for the day itself?}',
          answer:
            '{Tell us what you need|Ask us} and we will {tell you how we can help|suggest what would suit you}.',
        },
        {
          question: '{Do you work with our own suppliers?|Can we use suppliers we have already booked?}',
          answer:
            '{Tell us who you have booked|Ask us} and we will {talk it through with you|tell you how we would work together}.',
        },
        {
          question: '{Where do you plan weddings?|Do you work at our venue?|Will you come to our venue?}',
          answer:
            '{Tell us|Let us know} where you are marrying{ — we are based in {location} —|} and we will {tell you whether we can help|let you know what is possible}.',
        },
        {
          question: '{What happens at our first meeting?|What is the first step?|How do we start?}',
          answer:
            'We {talk about|ask about} your day — {the date, the place and the feel you want|who is coming, where and what matters most} — and {suggest the next steps|agree what happens next}.',
        },
      ],
      ctaTitles: [
        '{Planning your wedding{ in {location}|}|Just engaged|Getting married soon}?',
        '{Tell us about your day|Let’s plan your day|Let’s start planning}',
      ],
      ctaSubtitles: [
        '{Tell us your date|Send us a few words about your plans|Get in touch{ with {name}|}} and we will {arrange a first chat|get back to you|take it from there}.',
      ],
      aboutExpandedTitle: '{How we plan|From first chat to last dance|Planning with us}',
      aboutExpanded: [
        '{We start by|It starts with} {listening to|getting to know} you: {the date, the place and the feel you want|what matters most to you about the day}. {Then we|From there, we} {plan the details with you|build the plan together} and {keep you updated|keep you in the picture} {as it comes together|all the way to the day}.',
      ],
    },
    schemaType: 'ProfessionalService',
  },
  {
    id: 'removals',
    words: [
      'mudanzas',
      'déménageur',
      'umzugsfirma',
      'umzugsunternehmen',
      'removals company',
      'removal company',
      'removals',
      'man and van',
      'moving company',
      'movers',
    ],
    industry: 'professional',
    noun: 'removals business',
    services: [
      item(
        'House moves',
        '{Your home moved with care|Your belongings moved with care}{, room by room|}.',
        /house|home/i,
      ),
      item('Office moves', '{Moves|Office moves} planned around your working {day|week}.', /office/i),
      item(
        'Packing',
        'Careful packing, {if you would like it|if you want it|so you do not have to}.',
        /pack/i,
      ),
    ],
    schemaType: 'MovingCompany',
  },
  {
    id: 'dog-walker',
    words: [
      'paseador de perros',
      'promeneur de chiens',
      'hundesitter',
      'gassi-service',
      'dog walker',
      'dog walking',
      'pet sitter',
      'pet sitting',
      'dog sitter',
      'doggy day care',
      'dog daycare',
    ],
    industry: 'professional',
    noun: 'dog walking business',
    services: [
      item(
        'Dog walks',
        'Regular walks, {fitted around your day|fitted around your routine|while you are at work or busy}.',
        /walk/i,
      ),
      item('Pet sitting', '{Care for your pets|Your pets looked after} while you are away.', /sit|board/i),
      item('Puppy visits', 'Short visits for {young dogs|puppies}{ while they settle in|}.', /pupp/i),
    ],
    copy: {
      headlines: [
        '{Happy dogs, happy owners|Good walks for good dogs}[ in {location}]',
        '{Out and about with your dog|Fresh air for your dog}',
      ],
      subtitles: [
        '{name} is {kind}[ in {location}] — {walks and care fitted around your day|care for your dog, fitted around your day}.',
        '{name} walks and looks after dogs[ in {location}] — tell us about yours.',
      ],
      buttons: ['{Book a walk|Ask about walks|Arrange a walk}', '{Get in touch|Message {name}|Say hello}'],
      about: [
        '{name} is {kind}[ in {location}][ for {audience}]. We get to know each dog before the first walk and fit our visits around your day.[ We have been walking dogs since {year}.]',
        'At {name}, every dog is treated as an individual: tell us about yours and we will work out what suits them.',
      ],
      servicesTitles: ['{Walks and care|What we offer|How we can help}'],
      servicesSubtitles: [
        '{Tell us about your dog|Tell us what your dog needs} and we will {find what suits them|suggest what would suit them}.',
        '{Walks and visits|Care for your dog} fitted around {your day|your routine}.',
      ],
      serviceLines: [
        '{service}, fitted around your day.',
        '{service} — tell us about your dog.',
        'Ask us about {service} for your dog.',
        '{service}: ask us what is involved.',
      ],
      featuresTitle: '{Why owners trust us|Why dog owners choose us|Why owners come back}',
      features: [
        {
          name: '{Getting to know your dog|Every dog is different|Your dog comes first}',
          description:
            '{We get to know|We take time to get to know} {your dog|each dog} {before the first walk|from the start} — {their habits, their likes and their quirks|how they like to walk and what they need}.',
        },
        {
          name: '{Fitted around you|Around your routine|When you need us}',
          description:
            '{Tell us|Let us know} {your routine|when you are out} and we will {find times that suit|work around it}.',
        },
        {
          name: '{Questions welcome|Ask anything|Ask {name}}',
          description:
            '{Ask|Ask us|Ask {name}} {anything about how we walk|how we look after dogs|whatever you want to know} {before you book|before the first walk}.',
        },
      ],
      faq: [
        {
          question:
            '{Can we meet before the first walk?|Can you meet my dog first?|Do you meet the dog before walking?}',
          answer: '{Get in touch|Ask us} and we will {arrange a time to meet|talk about meeting first}.',
        },
        {
          question:
            '{What do you need to know about my dog?|What should I tell you about my dog?|What information do you need?}',
          answer:
            '{Their age, their habits and any health needs|How they are with other dogs and people, and any health needs}{ — and anything else you think we should know|}.',
        },
        {
          question: '{How do I book a walk?|How do I get started?|How do I arrange walks?}',
          answer:
            '{Get in touch|Message {us|{name}}|Call or message us} with {your dog’s details|a few words about your dog} and {when you need us|the days you have in mind}, and we will {take it from there|find times that suit}.',
        },
        {
          question: '{Can I change the days?|What if my routine changes?|Can I move a walk?}',
          answer:
            '{Let us know|Tell us} as soon as you can and we will {find another time|fit around the change|sort out new days with you}.',
        },
        {
          question:
            '{Can you look after my dog while I am away?|Do you do pet sitting?|Can you help when I am on holiday?}',
          answer:
            '{Ask us|Tell us your dates} and we will {let you know what we can do|tell you how we can help}.',
        },
      ],
      ctaTitles: [
        '{Ready for a walk|Time for a walk|Looking for a dog walker}{ in {location}|}?',
        '{Tell us about your dog|We would love to meet your dog|Introduce us to your dog}',
      ],
      ctaSubtitles: [
        '{Tell us about your dog|Get in touch{ with {name}|}|Send us a message} and we will {find times that suit you|take it from there|arrange a time to meet}.',
      ],
      ctaButtons: ['{Book a walk|Ask about walks|Arrange a walk}', '{Get in touch|Message {name}|Say hello}'],
      aboutExpandedTitle: '{How we walk|How we look after your dog|A walk with us}',
      aboutExpanded: [
        '{It starts with|Everything starts with} getting to know your dog. We {talk about|ask about} {their routine and habits|how they walk and what they like} and anything else we should know, then {fit walks around your day|find times that suit you both}.',
      ],
      contactTitle: '{Contact {name}|Ask about walks|Book a walk|Talk to us about your dog}',
      footers: [
        '{name} — {walks and care for your dog|good walks and good care}[ in {location}].',
        '{Walks and care fitted around you|Dog walking with care}[ in {location}].',
      ],
    },
    schemaType: 'ProfessionalService',
  },
  {
    id: 'window-cleaner',
    words: [
      'window cleaner',
      'window cleaners',
      'window cleaning',
      'gutter cleaning',
      'limpieza de cristales',
      'laveur de vitres',
      'nettoyage de vitres',
      'fensterputzer',
      'fensterreinigung',
      'glasreinigung',
    ],
    industry: 'professional',
    noun: 'window cleaning service',
    services: [
      item(
        'Window cleaning',
        '{Clear, streak-free windows|Windows left clear and streak-free|Glass and frames cleaned}.',
        /window/i,
      ),
      item(
        'Gutters',
        'Gutters cleared so {water can flow|rainwater can drain away|water runs freely}.',
        /gutter/i,
      ),
      item(
        'Conservatories',
        '{Roofs and frames cleaned|Conservatory roofs and frames cleaned|Glass, roofs and frames cleaned}.',
        /conservator|frame|fascia/i,
      ),
    ],
    copy: CLEANING,
    schemaType: 'ProfessionalService',
  },
];
