import type { Kind } from './types';
import { item } from './types';

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
            '{Let us know|Tell us} as soon as you can and we will {find another time|work around it|sort out new days with you}.',
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
    schemaType: 'ProfessionalService',
  },
];
