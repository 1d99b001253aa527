import type { KindBank } from '../bank-types';
import { s } from '../item';

/** French copy for the healthcare kinds (dentist, physio, vet, pharmacy, optician). */
export const KINDS_HEALTHCARE: Record<string, KindBank> = {
  dentist: {
    noun: 'cabinet dentaire',
    words: ['cabinet dentaire', 'dentiste', 'chirurgien-dentiste'],
    headlines: [
      '{Votre sourire|Vos dents entre de bonnes mains|Prendre soin de vos dents}[ à {location}]',
      '{Des soins expliqués|Chaque étape expliquée|Des soins, sans zone d’ombre}',
      '{Votre cabinet dentaire|Un cabinet dentaire à l’écoute}[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un cabinet dentaire[ à {location}] {qui vous explique chaque étape|où l’on prend le temps de répondre à vos questions|où l’on explique avant de soigner}.',
      'Un cabinet dentaire[ à {location}] {qui vous explique chaque étape|où l’on explique avant de soigner}.',
    ],
    about: [
      'Chez {name}[, à {location}], nous voulons que vous vous sentiez {à l’aise|en confiance} : nous vous écoutons, vous expliquons vos options et {répondons à vos questions|prenons le temps de répondre à vos questions}.',
      '{Posez toutes vos questions|N’hésitez pas à nous interroger} : nous vous {expliquons|présentons} chaque soin avant de {commencer|le réaliser}[ : {services}].',
    ],
    servicesTitles: [
      '{Soins|Nos soins|Ce que nous soignons}',
      '{Au cabinet|Pour vos dents|Nos consultations}',
    ],
    services: [
      s(
        'Contrôles',
        '{Pour garder une bouche en bonne santé|Un point régulier sur vos dents|Nous vérifions que tout va bien}{.|. Nous vous expliquons ce que nous voyons.}',
      ),
      s(
        'Détartrage',
        '{Des dents propres|Des dents nettoyées en profondeur|Une bouche nette}{.|, et quelques conseils pour la maison.}',
      ),
      s(
        'Orthodontie',
        '{Nous vous présentons les options|Nous vous expliquons les solutions possibles|Nous regardons avec vous ce qui est envisageable}{.|, et vous décidez.}',
      ),
    ],
    serviceLines: [
      '{service} : nous vous expliquons chaque étape.',
      '{service} : demandez-nous ce que cela comprend.',
      '{service}, expliqué avant de commencer.',
    ],
    featuresTitle: '{Ce qui compte au cabinet|Notre façon de soigner|Ce qui vous attend chez nous}',
    features: [
      s(
        '{Chaque étape expliquée|Expliquer avant de soigner|Pas de surprise|Des explications claires}',
        '{Avant le soin|Avant de commencer|À chaque étape}, nous {vous expliquons ce que nous faisons|vous disons ce que nous prévoyons|faisons le point avec vous}{, avec des mots simples|}.',
      ),
      s(
        '{Vous décidez|À vous de choisir|Le temps de réfléchir|Décider ensemble}',
        'Nous {vous présentons les options|vous expliquons les solutions possibles} et {vous laissons le temps de réfléchir|ne vous pressons pas|répondons à vos questions avant votre décision}.',
      ),
      s(
        '{Vos questions comptent|Posez vos questions|À votre écoute|Aucune question de trop}',
        '{Demandez-nous tout ce que vous voulez savoir|Aucune question n’est trop petite|Dites-nous ce qui vous inquiète}{ : nous prenons le temps d’y répondre| : nous vous répondons calmement|}[, ici à {location}].',
      ),
    ],
    faq: [
      {
        question:
          '{Comment prendre rendez-vous ?|Comment obtenir un rendez-vous ?|Comment réserver une consultation ?}',
        answer:
          '{Appelez le cabinet ou écrivez-nous|Écrivez-nous ou appelez le cabinet}{, et nous trouvons un horaire qui vous convient|}.',
      },
      {
        question:
          '{J’ai peur du dentiste, que faire ?|Et si j’appréhende les soins ?|Les soins m’angoissent, que faire ?}',
        answer:
          '{Dites-le-nous avant|Parlez-nous-en dès le début} : nous {prenons le temps et vous expliquons chaque étape|avançons doucement et vous expliquons tout}.',
      },
      {
        question:
          '{Soignez-vous aussi les enfants ?|Puis-je venir avec mon enfant ?|Recevez-vous les enfants ?}',
        answer:
          '{Demandez-nous|Posez-nous la question} : nous vous dirons {ce que nous proposons aux enfants|comment nous recevons les enfants}.',
      },
      {
        question:
          '{Faut-il faire des contrôles réguliers ?|À quelle fréquence faire un contrôle ?|Quand revenir pour un contrôle ?}',
        answer:
          '{Cela dépend de chacun|Tout dépend de vos dents} : {nous vous le dirons lors de votre visite|demandez-nous lors de votre rendez-vous}.',
      },
      {
        question:
          '{M’expliquez-vous le soin avant ?|Saurai-je à l’avance ce que vous allez faire ?|Allez-vous m’expliquer le traitement ?}',
        answer:
          '{Oui|Toujours} : nous vous {présentons les options|expliquons ce que nous prévoyons}, et {vous décidez|c’est vous qui décidez}.',
      },
    ],
    ctaTitles: [
      '{Un contrôle à prévoir ?|Pensez à votre contrôle|Et votre prochain contrôle ?}',
      '{Prenez rendez-vous|Votre rendez-vous au cabinet|Un rendez-vous ?}',
    ],
    ctaSubtitles: [
      '{Appelez-nous|Écrivez-nous} et nous {trouvons un horaire qui vous convient|vous proposons un rendez-vous}.',
      '{Une question avant de venir ?|Vous hésitez ?} {Écrivez-nous|Contactez le cabinet}, nous vous {répondons|expliquons tout} {volontiers|simplement}.',
    ],
    buttons: [
      '{Prendre rendez-vous|Demander un rendez-vous|Réserver un créneau}',
      '{Nous contacter|Contactez-nous|Prendre contact}',
    ],
    aboutExpandedTitle: '{Notre façon de soigner|Au cabinet|Votre visite chez nous}',
    aboutExpanded: [
      'Au cabinet, nous {expliquons chaque soin avant de commencer|faisons le point avec vous avant chaque étape} et {répondons à vos questions|prenons le temps de répondre à vos questions}. {Si quelque chose vous gêne, dites-le-nous|Dites-nous si quelque chose vous met mal à l’aise}.',
      'Chez {name}[, à {location}], {chaque soin commence par une discussion|tout commence par un échange} : nous {examinons vos dents|regardons vos dents avec attention}, vous {expliquons ce que nous voyons|disons franchement ce que nous constatons}, et {vous décidez de la suite|nous choisissons ensemble la suite}.',
    ],
    contactTitle: '{Prendre rendez-vous|Pour un rendez-vous|Votre rendez-vous|Réserver votre moment}',
  },
  physio: {
    noun: 'cabinet de kinésithérapie',
    words: ['kiné', 'kinésithérapeute', 'kinésithérapie', 'cabinet de kinésithérapie'],
    headlines: ['Bougez mieux[ à {location}]', 'Kinésithérapie', 'Retrouvez ce que vous aimez faire'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un cabinet de kinésithérapie[ à {location}] à votre écoute.',
      'Un cabinet de kinésithérapie[ à {location}] à votre écoute.',
    ],
    about: [
      'Chez {name}[, à {location}], chaque séance commence par l’écoute : où avez-vous mal, depuis quand, et que voulez-vous refaire ?',
      'Expliquez-nous ce qui vous gêne et nous planifions ensemble les étapes[ : {services}].',
    ],
    servicesTitles: ['Soins', 'Ce que nous traitons'],
    services: [
      s('Mal de dos', 'Bilan et séances.'),
      s('Blessures sportives', 'Pour reprendre l’entraînement.'),
      s('Rééducation', 'Pas à pas, avec vous.'),
    ],
    ctaTitles: ['Une douleur ?', 'Prenez rendez-vous'],
    buttons: [
      '{Prendre rendez-vous|Demander un rendez-vous|Réserver un créneau}',
      '{Nous contacter|Contactez-nous|Prendre contact}',
    ],
    features: [
      s(
        '{À votre écoute|On vous écoute|D’abord comprendre}',
        '{Ce qui vous fait mal, depuis quand et ce que vous voulez retrouver|Nous écoutons votre douleur et vos objectifs|Nous prenons le temps de comprendre votre gêne}.',
      ),
      s(
        '{Un plan avec vous|Des séances sur mesure|Ensemble}',
        '{Séances et exercices pensés pour vous|Un programme construit avec vous|Des exercices adaptés à votre situation}.',
      ),
      s(
        '{Près de chez vous|Votre cabinet|Un cabinet de proximité}',
        '{Votre kiné|Un cabinet de kinésithérapie}[ à {location}].',
      ),
    ],
    faq: [
      {
        question:
          '{Faut-il une ordonnance ?|Ai-je besoin d’une prescription ?|Dois-je passer par mon médecin ?}',
        answer: '{Parlez-nous de votre situation|Demandez-nous} et nous vous {le disons|répondons}.',
      },
      {
        question:
          '{Que dois-je apporter à la première séance ?|Comment préparer la première séance ?|Que prévoir pour le premier rendez-vous ?}',
        answer:
          '{Une tenue confortable|Des vêtements souples}{ et, si vous en avez, vos comptes rendus ou examens| et vos examens éventuels}.',
      },
      {
        question:
          '{Combien de séances faudra-t-il ?|Combien de temps dure un suivi ?|Combien de rendez-vous prévoir ?}',
        answer:
          '{Cela dépend de votre situation|Tout dépend de ce que vous avez} : {nous en parlons après le bilan|nous le voyons ensemble au premier rendez-vous}.',
      },
    ],
    contactTitle: '{Prendre rendez-vous|Pour un rendez-vous|Votre rendez-vous|Réserver votre moment}',
  },
  vet: {
    noun: 'clinique vétérinaire',
    words: ['vétérinaire', 'veterinaire', 'clinique vétérinaire', 'cabinet vétérinaire'],
    headlines: [
      'Prendre soin de vos animaux[ à {location}]',
      'Votre animal entre de bonnes mains',
      'Votre vétérinaire[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est une clinique vétérinaire[ à {location}] qui prend le temps de vous écouter.',
      'Une clinique vétérinaire[ à {location}] qui prend le temps de vous écouter.',
    ],
    about: [
      'Chez {name}[, à {location}], nous vous écoutons, vous expliquons les options clairement et planifions les soins de votre animal avec vous.',
      'Posez-nous toutes vos questions sur votre animal[ : {services}].',
    ],
    servicesTitles: ['Services', 'Nos soins'],
    services: [
      s('Consultations', 'Pour faire le point et répondre à vos questions.'),
      s('Vaccins', 'Selon les besoins de votre animal.'),
      s('Chirurgie', 'Nous vous expliquons chaque étape.'),
    ],
    ctaTitles: ['Besoin d’un rendez-vous ?', 'Dites-nous ce qui ne va pas'],
    buttons: [
      '{Prendre rendez-vous|Demander un rendez-vous|Réserver un créneau}',
      '{Nous appeler|Appelez-nous|Passer un coup de fil}',
    ],
    features: [
      s(
        '{Avec du temps|Sans vous presser|À votre écoute}',
        '{Nous vous écoutons et vous expliquons chaque option|On prend le temps de vous expliquer les choix|Chaque option vous est expliquée}.',
      ),
      s(
        '{Chiens, chats et plus|Tous vos compagnons|Pour votre animal}',
        '{Demandez-nous pour votre animal|Parlez-nous de votre compagnon|Dites-nous quel animal vous avez}.',
      ),
      s(
        '{Près de chez vous|Votre clinique|Un vétérinaire de quartier}',
        '{Votre clinique vétérinaire|Votre vétérinaire}[ à {location}].',
      ),
    ],
    faq: [
      {
        question: '{Comment prendre rendez-vous ?|Faut-il réserver ?|Comment consulter ?}',
        answer:
          '{Appelez-nous|Contactez-nous}, {dites-nous ce qu’il a|expliquez-nous ce qui ne va pas} et nous {trouvons un horaire|vous proposons un rendez-vous}.',
      },
      {
        question:
          '{Quels vaccins pour mon animal ?|Mon animal est-il à jour de ses vaccins ?|Quand vacciner mon animal ?}',
        answer:
          '{Cela dépend de son âge et de son mode de vie|Tout dépend de l’animal et de sa vie} : {nous vous l’expliquons en consultation|nous en parlons lors du rendez-vous}.',
      },
      {
        question:
          '{Soignez-vous d’autres animaux ?|Et les autres animaux ?|Recevez-vous les lapins et les oiseaux ?}',
        answer: '{Demandez-nous|Posez-nous la question}[ à {location}] pour votre animal.',
      },
    ],
    contactTitle: '{Prendre rendez-vous|Pour un rendez-vous|Votre rendez-vous|Réserver votre moment}',
  },
  pharmacy: {
    noun: 'pharmacie',
    words: ['pharmacie', 'pharmacien', 'pharmacienne', 'officine'],
    headlines: [
      'Votre pharmacie[ à {location}]',
      'Des conseils pour votre santé',
      'Une question ? Parlons-en',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est une pharmacie[ à {location}] à l’écoute de vos questions.',
      'Une pharmacie[ à {location}] à l’écoute de vos questions.',
    ],
    about: [
      'Chez {name}[, à {location}], nous prenons le temps de répondre à vos questions sur vos traitements et de vous orienter quand il le faut.',
      'Une ordonnance, un conseil, un doute sur un médicament ? Passez nous voir au comptoir[ : {services}].',
    ],
    servicesTitles: ['À la pharmacie', 'Nos services'],
    servicesSubtitles: ['Demandez-nous conseil au comptoir.', 'Posez-nous vos questions.'],
    services: [
      s('Ordonnances', 'Nous préparons vos médicaments et répondons à vos questions.'),
      s('Conseils', 'Pour les petits maux du quotidien.'),
      s('Parapharmacie', 'Soins et produits d’hygiène, avec nos conseils.'),
    ],
    serviceLines: ['{service} : demandez-nous conseil.', '{service}, au comptoir de la pharmacie.'],
    featuresTitle: 'À votre écoute',
    features: [
      s('Le temps de vous répondre', 'Vos questions sur vos traitements méritent une vraie réponse.'),
      s('Des conseils clairs', 'Comment prendre un médicament, quand consulter : nous vous l’expliquons.'),
      s('Un comptoir de quartier', 'Nous connaissons nos patients et leurs habitudes.'),
    ],
    faq: [
      {
        question: 'Puis-je vous poser une question sur mon traitement ?',
        answer: 'Bien sûr : passez{ à la pharmacie| chez {name}|} ou appelez-nous.',
      },
      {
        question: 'Un produit n’est pas disponible : que faire ?',
        answer: 'Demandez-nous au comptoir, nous vous dirons s’il peut être commandé.',
      },
      {
        question: 'Où trouver une pharmacie de garde ?',
        answer:
          'Appelez-nous ou passez au comptoir : nous vous indiquerons comment trouver la pharmacie de garde.',
      },
    ],
    ctaTitles: ['Une question de santé ?', 'Passez nous voir'],
    ctaSubtitles: ['Nous vous répondons au comptoir ou au téléphone.', 'Posez-nous vos questions.'],
    ctaButtons: ['{Nous appeler|Appelez-nous|Passer un coup de fil}', 'Nous rendre visite'],
    buttons: ['Nous rendre visite', '{Nous appeler|Appelez-nous|Passer un coup de fil}'],
    contactTitle: 'Venir à la pharmacie',
  },
  optician: {
    noun: 'opticien',
    words: ['opticien', 'opticienne', 'magasin d’optique', "magasin d'optique", 'opticien-lunetier'],
    headlines: [
      'Bien voir[ à {location}]',
      'Des lunettes qui vous ressemblent',
      'Votre opticien[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name}, opticien[ à {location}], pour bien voir et trouver la monture qui vous va.',
      'Un opticien[ à {location}] pour bien voir et trouver la monture qui vous va.',
    ],
    about: [
      'Chez {name}[, à {location}], nous prenons le temps d’essayer les montures avec vous et de vous expliquer vos verres.',
      'Apportez votre ordonnance ou posez-nous vos questions sur votre vue[ : {services}].',
    ],
    servicesTitles: ['En magasin', 'Nos services'],
    servicesSubtitles: ['Venez essayer les montures.', 'Demandez-nous conseil.'],
    services: [
      s('Lunettes de vue', 'Monture et verres choisis avec vous.'),
      s('Lentilles', 'Nous vous expliquons comment les porter et les entretenir.'),
      s('Ajustements', 'Des lunettes qui tiennent bien en place.'),
    ],
    serviceLines: ['{service} : venez en parler en magasin.', '{service}, avec nos conseils.'],
    featuresTitle: 'Choisir avec nous',
    features: [
      s('Le temps d’essayer', 'Essayez autant de montures qu’il vous faut.'),
      s('Vos verres expliqués', 'Nous vous disons ce qui convient à votre vue et à vos habitudes.'),
      s('Après l’achat', 'Revenez nous voir pour un réglage ou une question.'),
    ],
    faq: [
      {
        question: 'Ai-je besoin d’une ordonnance ?',
        answer:
          'Apportez-la si vous en avez une ; sinon, posez-nous la question et nous vous dirons comment faire.',
      },
      {
        question: 'Mes lunettes ne tiennent pas bien : que faire ?',
        answer: 'Passez{ chez {name}| en magasin|} : nous regardons ce qui peut être ajusté.',
      },
      {
        question: 'Puis-je venir simplement essayer des montures ?',
        answer: 'Bien sûr, venez quand vous voulez[ à {location}].',
      },
    ],
    ctaTitles: ['Envie de nouvelles lunettes ?', 'Venez essayer nos montures'],
    ctaSubtitles: [
      'Apportez votre ordonnance, nous nous occupons du reste.',
      'Posez-nous vos questions sur votre vue.',
    ],
    ctaButtons: ['Nous rendre visite', '{Prendre rendez-vous|Demander un rendez-vous|Réserver un créneau}'],
    buttons: ['Nous rendre visite', '{Prendre rendez-vous|Demander un rendez-vous|Réserver un créneau}'],
    contactTitle: 'Venir en magasin',
  },
};
