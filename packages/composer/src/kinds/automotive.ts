import type { Kind } from './types';
import { item } from './types';

/** Kinds of business in the automotive industry; within the file, earlier kinds win ties. */
export const AUTOMOTIVE_KINDS: Kind[] = [
  {
    id: 'mechanic',
    words: [
      'taller mecánico',

      'mécanicien',
      'autowerkstatt',
      'kfz-werkstatt',
      'werkstatt',
      'mechanic',
      'mechanics',
      'garage',
      'auto repair shop',
      'auto repair=mechanic',
      'car repair=mechanic',
      'car garage',
      'motor repairs=mechanic',
      'mot centre',
    ],
    industry: 'automotive',
    noun: 'garage',
    services: [
      item(
        'Servicing',
        '{Regular servicing|Servicing} to keep your car {running well|reliable|on the road}.',
        /servic/i,
      ),
      item(
        'Repairs',
        'Faults found and fixed, {explained first|with the work explained first|and explained before we start}.',
        /repair|brake|clutch|exhaust/i,
      ),
      item(
        'MOT',
        '{MOT testing|MOTs} and {the work to get you through it|any work needed to pass}.',
        /\bmot\b/i,
      ),
      item('Diagnostics', '{Finding out|Working out} what is wrong before anything is fixed.', /diagnos/i),
    ],
    schemaType: 'AutoRepair',
  },
  {
    id: 'car-dealer',
    words: [
      'car dealer',
      'car dealers',
      'car dealership',
      'used car dealer',
      'used-car dealer',
      'used car dealership',
      'used cars',
      'used car lot',
      'car sales',
      'concesionario',
      'concesionario de coches',
      'coches de segunda mano',
      'garage automobile',
      "voitures d'occasion",
      'autohaus',
      'autohändler',
      'gebrauchtwagenhändler',
      'gebrauchtwagen',
    ],
    industry: 'automotive',
    noun: 'car dealer',
    services: [
      item(
        'Used cars',
        '{Cars we are happy to sell|A choice of cars to look round}, {with honest answers to your questions|and straight answers about each one}.',
        /used|second[- ]hand|pre-owned/i,
      ),
      item(
        'Part exchange',
        '{Bring your current car|Tell us about your current car} and ask what it is worth to us.',
        /part[- ]?ex|trade[- ]?in/i,
      ),
      item(
        'Finance',
        '{Ask us about ways to spread the cost|Ask us how you could spread the cost|Ask about spreading the cost}.',
        /financ/i,
      ),
    ],
    copy: {
      headlines: [
        '{Find your next car|Your next car could be here}[ in {location}]',
        '{Good cars, straight answers|Honest answers, good cars}',
      ],
      subtitles: [
        '{name} is {kind}[ in {location}]. {Come and look round the cars|Come and see the cars}, ask anything and take your time.',
        '{name} sells cars[ in {location}] — ask us anything about the one you have your eye on.',
      ],
      buttons: [
        '{Ask about a car|Ask about our cars|Enquire about a car}',
        '{Arrange a viewing|Book a viewing|Come and see the cars}',
        '{Contact us|Message {name}|Send us a message}',
      ],
      aboutTitles: ['About {name}', '{Who we are|About us}'],
      about: [
        '{name} is {kind}[ in {location}][ for {audience}]. Ask us anything about a car before you decide, and take your time looking.[ We have been selling cars since {year}.]',
        'At {name}, questions are welcome: ask about a car’s history, what it has had done and anything else you want to know.',
      ],
      servicesTitles: ['What we offer', '{Buying a car|Buying from us}'],
      servicesSubtitles: [
        '{Ask about any of these|Ask us about any of them} when you {get in touch|come in}.',
        '{How we can help|What we can do} when you are {looking for a car|buying a car}.',
      ],
      serviceLines: [
        '{service} — ask us for the details.',
        'Ask us about {service} when you come in.',
        '{service}, with straight answers to your questions.',
      ],
      featuresTitle: '{Why buy from us|Why drivers buy from us|Why come to us}',
      features: [
        {
          name: '{Straight answers|Honest answers|Plain talking|Ask anything}',
          description:
            '{Ask|Ask us|Ask {name}} {about a car’s history|what a car has had done|anything about a car} before you {decide|commit|buy}.',
        },
        {
          name: '{Take your time|Look in your own time|At your own pace}',
          description:
            '{Come and look|Look round the cars|Have a look} {in your own time|at your own pace} — {ask us when you are ready|we will answer whatever you ask}.',
        },
        {
          name: '{See a car in person|Viewings|Come and see it}',
          description:
            '{Tell us which car interests you|Ask about the car you like} and we will {arrange a time to see it|find a time for you to look at it}{ in {location}|}.',
        },
      ],
      faq: [
        {
          question:
            '{Can I come and see a car?|How do I arrange a viewing?|Can I book a time to look at a car?}',
          answer:
            '{Yes|Of course} — {get in touch|contact {us|{name}}} and {tell us which car you are interested in|let us know which car you like}, and we will {find a time that suits you|arrange a time}.',
        },
        {
          question:
            '{Do you take part exchange?|Can I trade in my current car?|Will you take my car in part exchange?}',
          answer:
            '{Ask us|Tell us about it} — {give us|send us} the make, model and mileage and we will {let you know what we can offer|tell you what we can do}.',
        },
        {
          question:
            '{Can I ask about a car’s history?|What can you tell me about a car?|Can I see a car’s paperwork?}',
          answer:
            '{Of course|Please ask}. {We will tell you|We are happy to tell you} what we know about {any car we sell|the car you are looking at}{, including what has been done to it|}.',
        },
        {
          question: '{Can I spread the cost?|Do you offer finance?|Can I pay in instalments?}',
          answer:
            '{Ask us|Get in touch} and we will {explain the options we have|tell you what is available}{ for the car you like|}.',
        },
        {
          question: '{Can I test drive a car?|Can I take a car for a drive?|Do you do test drives?}',
          answer:
            '{Ask us|Get in touch} {about the car you like|before you come in} and we will {talk you through it|tell you how it works}.',
        },
      ],
      ctaTitles: [
        '{{Looking for your next car|Looking for a car}{ in {location}|}|Seen a car you like|Found one you like}?',
        '{Come and see the cars|Come and have a look|Take a look around}{ at {name}|}',
      ],
      ctaSubtitles: [
        '{Tell us which car interests you|Ask about any car|Get in touch{ with {name}|}} and we will {find a time for you to see it|answer your questions|arrange a viewing}.',
      ],
      ctaButtons: [
        '{Arrange a viewing|Book a viewing|Ask about a car}',
        '{Get in touch|Contact {name}|Message us}',
      ],
      aboutExpandedTitle: '{Buying from us|How buying works|Buying a car with us}',
      aboutExpanded: [
        '{Have a look round|Look at the cars} {in your own time|at your own pace} and ask us anything{ at {name}|}. When one feels right, we {go through the details with you|talk you through the paperwork|go over everything with you} before you {decide|commit}.',
      ],
      contactTitle: '{Contact {name}|Visit {name}|Come and see the cars|Ask about a car|Find us}',
      footers: [
        '{name} — {cars and straight answers|straight answers about every car}[ in {location}].',
        '{Honest answers about every car|Good cars and straight answers}[ in {location}].',
      ],
    },
    schemaType: 'AutoDealer',
  },
  {
    id: 'auto-body',
    words: [
      'auto body shop',
      'auto body',
      'body shop',
      'bodyshop',
      'panel beater',
      'panel beaters',
      'collision repair',
      'collision centre',
      'collision center',
      'car body repairs',
      'chapa y pintura',
      'carrosserie',
      'carrossier',
      'karosseriewerkstatt',
      'karosseriebau',
    ],
    industry: 'automotive',
    noun: 'body shop',
    services: [
      item(
        'Dent repair',
        '{Dents and dings put right|Dents and dings smoothed out|Dents taken out and panels put right}.',
        /dent/i,
      ),
      item(
        'Paintwork',
        'Scratches and scuffs {refinished to match|painted to match|put right}.',
        /paint|scratch/i,
      ),
      item(
        'Accident repair',
        'Repairs after a bump, {big or small|large or small|however it happened}.',
        /accident|collision|insurance/i,
      ),
    ],
    copy: {
      faq: [
        {
          question:
            '{Can I get a quote for the damage?|How do I get a price for a repair?|How do I get a quote{ from {name}|}?}',
          answer:
            '{Get in touch|Contact {us|{name}}} {with a description of the damage|and tell us what happened}{ — photos help|} and we will {tell you what happens next|arrange to see the car}.',
        },
        {
          question:
            '{Do you handle insurance repairs?|Can you work with my insurer?|Can I use you for an insurance claim?}',
          answer:
            '{Ask us|Tell us who your insurer is} and we will {explain how it works|tell you what we can do}.',
        },
        {
          question:
            '{How long will the repair take?|How long will you need my car?|When can I have my car back?}',
          answer:
            '{It depends on the damage|That depends on the repair} — we will {give you an idea|tell you} {when we have seen it|once we have seen the car}.',
        },
        {
          question: '{Will you explain the repair first?|Can I see what needs doing before you start?}',
          answer:
            '{Yes|Of course} — we {go through|talk you through} {what needs doing|the repair} before {any work starts|we start}.',
        },
      ],
      aboutExpanded: [
        '{Tell us|Show us} what happened to the car and when it suits you to bring it in{ to {name}|}. We {look at the damage|take a look at the damage}, explain {the repair|what needs doing} and answer your questions{ — {services} included|}.',
      ],
    },
    schemaType: 'AutoBodyShop',
  },
  {
    id: 'car-wash',
    words: [
      'car wash',
      'hand car wash',
      'car valeting',
      'valeting=car valeting',
      'mobile valeting',
      'lavado de coches',
      'lavage auto',
      'autowäsche',
      'autopflege',
    ],
    industry: 'automotive',
    noun: 'car wash',
    services: [
      item('Wash', '{A thorough wash|A careful wash|A proper wash}{, inside and out|}.', /wash/i),
      item(
        'Valet',
        '{A deeper clean for your car|A more thorough clean, inside and out|Your car cleaned more deeply}.',
        /valet/i,
      ),
      item(
        'Detailing',
        'Care for {paint, wheels and interior|the paintwork, the wheels and the inside}.',
        /detail|polish|wax/i,
      ),
    ],
    copy: {
      headlines: [
        '{A clean car|Your car, clean again|Clean cars, inside and out}[ in {location}]',
        '{Bring it in dusty, drive it out clean|Come in dirty, leave clean}',
      ],
      subtitles: [
        '{name} is {kind}[ in {location}] — {washing and valeting with care|careful washes, inside and out}.',
        '{name} washes and valets cars[ in {location}] — {bring yours in|tell us what it needs}.',
      ],
      buttons: [
        '{Book a valet|Ask about a valet|Book your car in}',
        '{See what we do|Our washes|What we offer}',
        '{Contact us|Message {name}|Ask a question}',
      ],
      aboutTitles: ['About {name}', '{Who we are|About us}'],
      about: [
        '{name} is {kind}[ in {location}][ for {audience}]. We clean cars with care, and we are happy to tell you what each option includes.[ We have been washing cars since {year}.]',
        'At {name}, {your car gets|every car gets} careful attention: tell us what it needs and we will get on with it.',
      ],
      servicesTitles: ['Our washes', 'What we offer', '{Washes and valets|What we do}'],
      servicesSubtitles: [
        '{Ask what each one includes|Not sure which one? Ask us}{ when you come in|}.',
        '{From a wash to a deeper clean|A wash or a deeper clean}{ — whatever your car needs|}.',
      ],
      serviceLines: [
        '{service}, done with care.',
        '{service} — ask us what it includes.',
        '{service}: tell us what your car needs.',
      ],
      featuresTitle: '{Why drivers come back|Why drivers come to us|Why bring your car here}',
      features: [
        {
          name: '{Careful with your car|Done with care|Gentle on your car|Care for your paint}',
          description:
            '{We take care with|We look after} {your paintwork, wheels and interior|your car inside and out}{ at {name}|}.',
        },
        {
          name: '{Ask what is included|Clear options|Know what you get}',
          description:
            '{Ask|Ask us|Ask {name}} what {each wash|each option} includes {before you choose|before you decide}.',
        },
        {
          name: '{Inside and out|From wheels to seats|The details too}',
          description:
            '{From the wheels to the seats|Outside and in|From the paintwork to the mats}, {tell us|let us know} what needs {the most|extra} attention.',
        },
      ],
      faq: [
        {
          question: '{Do I need to book?|Can I just drive in?|Should I book ahead?}',
          answer:
            '{Get in touch|Ask us} and we will tell you whether {to book|you need to book} for {the clean you want|what you need}.',
        },
        {
          question:
            '{What is the difference between a wash and a valet?|Wash or valet — which do I need?|Which clean do I need?}',
          answer:
            '{A valet goes deeper than a wash|A valet is a more thorough clean than a wash}. {Tell us|Ask us} what your car needs and we will {suggest the right one|help you choose}.',
        },
        {
          question: '{How long will it take?|How long does a valet take?|How long should I allow?}',
          answer:
            '{It depends on|That depends on} {the car and the clean|the clean you choose}{ — ask when you book| — ask us and we will give you an idea}.',
        },
        {
          question:
            '{Do you clean the inside too?|Can you clean the interior?|Do you do the inside as well?}',
          answer:
            '{Ask us about|Tell us what you need for} the inside{ — seats, mats and the rest —|} and we will {tell you what we can do|explain the options}.',
        },
        {
          question: '{Can I wait while you clean it?|Can I wait for my car?|Do I have to leave my car?}',
          answer:
            '{Ask us when you {come in|book}|It depends on the clean} — we will {tell you|let you know} {how long we need it|roughly how long it will take}.',
        },
      ],
      ctaTitles: [
        '{Time for a clean|Car need a wash|Ready for a clean car}{ in {location}|}?',
        '{Bring your car in|Bring it in|Drive in}{ to {name}|}',
      ],
      ctaSubtitles: [
        '{Tell us what your car needs|Ask about a wash or a valet|Get in touch{ with {name}|}} and we will {find a time that suits you|tell you what we can do}.',
      ],
      ctaButtons: [
        '{Book a valet|Ask about a valet|Book your car in}',
        '{Get in touch|Contact {name}|Message us}',
      ],
      aboutExpandedTitle: '{How we clean|How we look after your car|Our way of cleaning}',
      aboutExpanded: [
        '{We start|Every clean starts} with what your car needs. We {take our time over|take care with} the paintwork, wheels and windows, and {tell you|let you know} if we spot anything you should know about.',
      ],
      contactTitle: '{Find the car wash|Find {name}|Visit {name}|Where to find us|Contact us}',
      footers: [
        '{name} — {a careful clean|washed with care}[ in {location}].',
        '{Careful washing and valeting|Car washing done with care}[ in {location}].',
      ],
    },
    schemaType: 'AutoWash',
  },
];
