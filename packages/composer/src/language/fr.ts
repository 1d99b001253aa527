import type { KindBank, LanguageBank } from './bank-types';
import { KINDS_AUTOMOTIVE } from './fr/automotive';
import { KINDS_BEAUTY } from './fr/beauty';
import { KINDS_CONSTRUCTION } from './fr/construction';
import { KINDS_CREATIVE } from './fr/creative';
import { KINDS_EDUCATION } from './fr/education';
import { KINDS_ENTERTAINMENT } from './fr/entertainment';
import { KINDS_FINANCE } from './fr/finance';
import { KINDS_FITNESS } from './fr/fitness';
import { KINDS_HEALTHCARE } from './fr/healthcare';
import { KINDS_LEGAL } from './fr/legal';
import { KINDS_PROFESSIONAL } from './fr/professional';
import { KINDS_REAL_ESTATE } from './fr/real-estate';
import { KINDS_RESTAURANT } from './fr/restaurant';
import { KINDS_RETAIL } from './fr/retail';
import { KINDS_TRAVEL } from './fr/travel';
import { s } from './item';

// Vouvoiement throughout, as French businesses address their customers.
// Each kind's copy lives with its industry's in ./fr/, each group in the order its first kind had in one file before.
const kinds: Record<string, KindBank> = {
  ...KINDS_RESTAURANT,
  ...KINDS_BEAUTY,
  ...KINDS_CONSTRUCTION,
  ...KINDS_PROFESSIONAL,
  ...KINDS_HEALTHCARE,
  ...KINDS_FITNESS,
  ...KINDS_CREATIVE,
  ...KINDS_AUTOMOTIVE,
  ...KINDS_LEGAL,
  ...KINDS_RETAIL,
  ...KINDS_EDUCATION,
  ...KINDS_FINANCE,
  ...KINDS_TRAVEL,
  ...KINDS_REAL_ESTATE,
  ...KINDS_ENTERTAINMENT,
};
kinds['coffee-shop'] = { ...kinds.cafe, words: ['bar à café'] };

export const FR: LanguageBank = {
  fixed: {
    nav: { home: 'Accueil', about: 'À propos', services: 'Services', contact: 'Contact' },
    sectionNames: {
      aboutExpanded: 'Notre façon de faire',
      features: 'L’essentiel',
      pricing: 'Tarifs',
      faq: 'Questions',
      cta: 'Appel à l’action',
    },
    faqTitle: 'Questions fréquentes',
    pricesTitle: 'Tarifs',
    pricesSubtitle: 'Ajoutez vos tarifs pour que vos visiteurs sachent à quoi s’attendre.',
    featuresFallbackTitle: 'Ce qui compte pour nous',
    option: (n) => `Option ${n}`,
    hoursQuestion: 'Quels sont vos horaires ?',
    hoursAnswer: (hours) => `Nos horaires : ${hours}.`,
    whereQuestion: 'Où vous trouver ?',
    whereAnswer: (addresses) => `Vous nous trouverez au ${addresses}.`,
    contactQuestion: 'Comment vous joindre ?',
    call: (phones) => `appelez-nous au ${phones}`,
    email: (emails) => `écrivez-nous à ${emails}`,
    or: ' ou ',
    and: ' et ',
    copyright: (name, year) => `© ${year} ${name}. Tous droits réservés.`,
    placeholders: {
      siteName: 'Nom de votre entreprise',
      address: 'Ajoutez votre adresse',
      phone: 'Ajoutez votre numéro de téléphone',
      hours: 'Ajoutez vos horaires',
      email: 'Ajoutez votre adresse e-mail',
    },
    noNameWarning: (p) => `Aucun nom d’entreprise trouvé dans la description ; remplacez « ${p} ».`,
  },
  profile: {
    noun: 'entreprise',
    headlines: [
      'Bienvenue chez {name}',
      'Entrez chez {name}',
      'Au plaisir de vous accueillir[ à {location}]',
      'Parlons de ce dont vous avez besoin',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} vous accueille[ à {location}]. {Dites-nous|Expliquez-nous} ce dont vous avez besoin.',
      '[À {location} : ]{services}. {Dites-nous|Racontez-nous} ce dont vous avez besoin.',
      '{Dites-nous ce dont vous avez besoin|Expliquez-nous ce que vous cherchez} et nous vous {répondrons|recontacterons} au plus vite.',
    ],
    buttons: [
      '{Nous contacter|Contactez-nous|Prendre contact|Entrer en contact}',
      '{Nous écrire|Écrivez-nous|Envoyer un message|Laisser un message}',
      '{Poser une question|Posez votre question|Se renseigner|Demander un renseignement}',
    ],
    aboutTitles: [
      'À propos de {name}',
      '{Qui sommes-nous|Qui nous sommes|Quelques mots sur nous}',
      '{Faisons connaissance|Faisons plus ample connaissance|Apprenons à nous connaître}',
    ],
    about: [
      '{name} vous accueille[ à {location}][ depuis {year}]. Nous aimons écouter ce que vous cherchez et vous aider à le trouver. Pour toute question, écrivez-nous ou passez nous voir.',
      'Nous aimons ce que nous faisons[ chez {name}][ à {location}]. Dites-nous ce que vous cherchez et nous vous expliquerons comment vous aider[ : {services}].',
      'Derrière {name}, il y a des gens qui aiment bien recevoir[ à {location}]. Posez-nous vos questions[, en matière de {services} comme sur le reste] : nous prenons le temps d’y répondre.',
    ],
    servicesTitles: [
      '{Ce que nous proposons|Ce que nous faisons}',
      '{Nos services|Nos prestations}',
      '{Ce que vous trouverez ici|Ce qui vous attend ici}',
    ],
    servicesSubtitles: [
      '{Demandez-nous|Interrogez-nous sur} ce qui vous intéresse.',
      '{Dites-nous|Indiquez-nous} ce dont vous avez besoin{, nous vous orientons|}.',
      '{Une question sur l’un d’eux ?|Un doute sur l’un d’eux ?} {Nous vous l’expliquons|Nous vous répondons volontiers}.',
    ],
    services: [
      s('Ce que nous faisons', 'Demandez-nous, nous vous présentons tout ce que nous proposons.'),
      s('Vos questions', 'Écrivez-nous, nous vous répondrons.'),
      s('Parlons-en', 'Parlez-nous de votre idée et voyons ensemble comment vous aider.'),
    ],
    serviceLines: [
      '{service} : demandez-nous les détails.',
      '{service}, avec attention et simplicité.',
      '{service}[ chez {name}] : dites-nous ce qu’il vous faut.',
      '{service} : nous vous expliquons tout, sans jargon.',
      '{service}, sur demande : écrivez-nous.',
    ],
    featuresTitle: 'Ce qui compte pour nous',
    // Cards 2 and 3 give way to the town's and the year's cards; each card uses a different fact.
    features: [
      s(
        '{L’accueil[ chez {name}]|Un accueil sans presse|Bien vous recevoir|Bienvenue chez nous|Le temps qu’il faut|Sans précipitation|Un accueil attentif|Du temps pour vous}',
        '{Nous prenons|Nous aimons prendre|Chez nous, on prend} le temps de vous recevoir{, sans vous presser| sans vous bousculer| tranquillement}[, ici à {location}]{. Vos questions sont les bienvenues.|. Rien ne presse.|.}',
      ),
      s(
        '{D’abord vous écouter|Vous écouter d’abord|Prendre le temps de comprendre|Comprendre avant de proposer|L’écoute avant tout|Votre besoin d’abord|Des questions avant les réponses|Bien comprendre votre demande}',
        '{Avant de vous proposer quoi que ce soit|Avant toute proposition|Avant de vous conseiller}, nous {voulons|tenons à|cherchons à} comprendre {ce qui vous amène[ chez {name}]|ce que vous cherchez|ce dont vous avez besoin}.',
      ),
      s(
        '{Facile à joindre|Simple à contacter|Un contact simple|Joignable simplement|Un message suffit|Nous joindre sans détour}',
        '{Écrivez ou appelez[ {name}]|Contactez[ {name}]|Appelez-nous ou écrivez-nous} {grâce aux|avec les} coordonnées {de cette page|ci-dessous|indiquées ici}.',
      ),
    ],
    faq: [
      {
        question:
          '{Comment entrer en contact[ avec {name}]|Comment puis-je vous joindre|Comment vous contacter|Par quel moyen vous contacter|Comment prendre contact} ?',
        answer:
          '{Écrivez-nous ou appelez-nous|Par message ou par téléphone, comme vous préférez} : {les coordonnées sont sur cette page|vous trouverez nos coordonnées sur cette page|nos coordonnées figurent plus bas}[ ; nous sommes à {location}].',
      },
      {
        question:
          '{Puis-je|Est-ce que je peux} {poser une question|vous poser une question|me renseigner} avant de {me décider|réserver|m’engager} ?',
        answer:
          '{Bien sûr|Évidemment|Avec plaisir}. {Écrivez[ à {name}]|Dites-nous} ce que vous voulez savoir et nous vous {l’expliquerons|répondrons{ simplement|}}.',
      },
      {
        question:
          '{Que puis-je demander[ à {name}]|Sur quoi puis-je vous interroger|Quelles questions puis-je vous poser|De quoi puis-je vous parler|Pour quoi puis-je vous solliciter} ?',
        answer:
          '{Tout ce qui vous aide à y voir clair|Tout ce qui peut vous être utile|Tout ce que vous voulez savoir}[, en matière de {services} ou d’autre chose] : {dites-nous|expliquez-nous} ce que vous cherchez et nous vous {dirons|expliquerons} comment {vous aider|nous pouvons vous aider}.',
      },
      {
        question:
          '{Comment en savoir plus|Où trouver plus d’informations|Comment obtenir plus de détails}[ sur {name}] ?',
        answer:
          '{Cette page vous donne l’essentiel|L’essentiel est sur cette page} ; {pour le reste|pour tout ce qui n’y figure pas}, {écrivez-nous|contactez-nous} et nous vous {répondrons|renseignerons} {volontiers|avec plaisir}.',
      },
      {
        question:
          '{Répondez-vous aux messages|Lisez-vous vos messages|Mon message sera-t-il lu|Aurai-je une réponse si je vous écris|Que se passe-t-il quand je vous écris} ?',
        answer:
          '{Oui|Bien sûr}, {chaque message est lu|nous lisons chaque message} et nous vous {répondons|recontactons} {dès que possible|au plus vite}.',
      },
    ],
    // The owner's lines add the name to one of these two, so the bank's own leave it out.
    ctaTitles: [
      '{On en parle ?|Et si on en parlait ?|Parlons-en}',
      '{Nous sommes là pour vous aider|Nous pouvons vous aider|Besoin d’un coup de main ?}',
      '{Dites-nous|Racontez-nous} ce que vous cherchez',
      '{Une question ?|Une question, une idée ?|Vous hésitez encore ?}',
    ],
    ctaSubtitles: [
      '{Vous trouverez nos coordonnées|Nos coordonnées sont|Toutes nos coordonnées sont} {ci-dessous|juste en dessous|plus bas}.',
      '{Écrivez-nous|Appelez-nous, écrivez-nous} ou passez nous voir{, tout simplement|}.',
      '{Dites-nous|Racontez-nous} ce que vous avez en tête{, nous vous dirons comment vous aider| et nous verrons ensemble comment vous aider}.',
      '{Posez-nous vos questions|Une question ? Posez-la-nous}, nous y répondrons {avec plaisir|volontiers}.',
    ],
    ctaButtons: [
      '{Nous contacter|Contactez-nous|Prendre contact|Entrer en contact}',
      '{Nous écrire|Écrivez-nous|Envoyer un message|Laisser un message}',
      '{Poser une question|Posez votre question|Se renseigner|Demander un renseignement}',
    ],
    plans: [],
    aboutExpandedTitle: 'Notre façon de faire',
    aboutExpanded: [
      '{Tout commence par une conversation|Au départ, il y a une conversation|La première étape, c’est une conversation} : vous nous dites ce dont vous avez besoin, nous vous {expliquons les options clairement|présentons les options sans jargon} et {restons en contact|restons à vos côtés} jusqu’à ce que tout vous convienne.',
      '{{name} avance pas à pas|Chez {name}, on avance pas à pas|Avec {name}, tout se fait étape par étape} : vous nous {dites|expliquez} ce dont vous avez besoin, nous vous présentons les options {clairement|simplement|sans détour} et {restons en contact|restons joignables} jusqu’à ce que tout vous convienne.',
      'Chez {name}[ à {location}], {la première étape, c’est de vous écouter|tout commence par l’écoute|on commence toujours par vous écouter}. Ensuite, nous vous expliquons les options {sans jargon|simplement|en termes clairs} et vous décidez{, en connaissance de cause| à votre rythme|}.',
    ],
    contactTitle: '{Contact|Nous joindre|Coordonnées|Nous contacter|Écrivez-nous|Restons en contact}',
    footers: [
      '{name}[ — {location}].',
      '{name} : {à votre écoute|à votre service|au plaisir de vous accueillir}[ à {location}].',
      '{Merci de votre visite|Merci de votre passage} {chez|sur le site de} {name}.',
      '{À votre écoute|À votre service|Au plaisir de vous voir}[ à {location}].',
    ],
  },
  industries: {
    restaurant: {
      noun: 'restaurant',
      services: [
        s('Sur place', 'Installez-vous, commandez et prenez votre temps.'),
        s('À emporter', 'Demandez-nous ce que vous pouvez emporter.'),
        s('Groupes', 'Dites-nous combien vous êtes, nous verrons comment vous recevoir.'),
      ],
    },
    healthcare: {
      noun: 'cabinet',
      services: [
        s('Accueil', 'Nous vous écoutons et vous expliquons les options.'),
        s('Conseil', 'Posez-nous vos questions, sans vous presser.'),
        s('Suivi', 'Nous faisons le point avec vous.'),
      ],
    },
    retail: {
      noun: 'boutique',
      services: [
        s('En boutique', 'Passez et prenez le temps de regarder.'),
        s('Conseil', 'Nous vous aidons à choisir.'),
        s('Commandes', 'Demandez-nous si nous pouvons vous procurer un article.'),
      ],
    },
    fitness: {
      noun: 'salle de sport',
      services: [
        s('Entraînement', 'Des séances pour débuter ou progresser.'),
        s('Première visite', 'Venez nous rencontrer, nous vous montrons comment tout fonctionne.'),
        s('Horaires', 'Demandez-nous les cours et les horaires.'),
      ],
    },
    professional: {
      noun: 'cabinet',
      services: [
        s('Conseil', 'Nous vous écoutons et vous expliquons vos options.'),
        s('Votre demande', 'Nous la préparons avec vous, étape par étape.'),
        s('Premier rendez-vous', 'Exposez-nous votre situation, nous verrons comment vous aider.'),
      ],
    },
    education: {
      noun: 'école',
      services: [
        s('Cours', 'Demandez-nous les groupes et les horaires.'),
        s('Pour commencer', 'Nous vous aidons à trouver votre niveau.'),
        s('Suivi', 'Nous vous disons où vous en êtes.'),
      ],
    },
    technology: {
      noun: 'studio',
      services: [
        s('Projets', 'Parlez-nous de votre idée, nous la planifions avec vous.'),
        s('Assistance', 'Écrivez-nous quand quelque chose ne fonctionne pas.'),
        s('Conseil', 'Nous vous aidons à choisir le bon outil.'),
      ],
    },
    beauty: {
      noun: 'institut',
      services: [
        s('Soins', 'Nous vous expliquons chaque soin avant de commencer.'),
        s('Conseils', 'Dites-nous ce que vous cherchez, nous vous orientons.'),
        s('Grandes occasions', 'Pour un mariage, une fête ou simplement pour vous.'),
      ],
    },
    'real-estate': {
      noun: 'agence immobilière',
      services: [
        s('Acheter', 'Nous vous accompagnons dans votre recherche.'),
        s('Vendre', 'Nous vous expliquons comment mettre votre bien en vente.'),
        s('Louer', 'Demandez-nous les biens à louer.'),
      ],
    },
    creative: {
      noun: 'studio',
      services: [
        s('Projets', 'Parlez-nous de votre idée, nous lui donnons forme ensemble.'),
        s('Commandes', 'Dites-nous ce que vous avez en tête.'),
        s('Conseil', 'Nous vous aidons à savoir par où commencer.'),
      ],
    },
    legal: {
      noun: 'cabinet',
      services: [
        s('Consultations', 'Exposez-nous votre situation, nous vous expliquons vos options.'),
        s('Accompagnement', 'Nous vous expliquons chaque étape de la procédure.'),
        s('Documents', 'Nous relisons avec vous contrats et papiers.'),
      ],
    },
    finance: {
      noun: 'cabinet',
      services: [
        s('Fiscalité', 'Déclarations et démarches, expliquées.'),
        s('Comptabilité', 'Des comptes tenus à jour.'),
        s('Conseil', 'Nous vous expliquons vos chiffres clairement.'),
      ],
    },
    automotive: {
      noun: 'garage',
      services: [
        s('Entretien', 'L’entretien dont votre véhicule a besoin.'),
        s('Réparations', 'Nous vous expliquons ce qu’il faut faire avant de commencer.'),
        s('Diagnostic', 'Nous vous disons ce qu’a votre véhicule.'),
      ],
    },
    construction: {
      noun: 'entreprise',
      services: [
        s('Rénovation', 'Parlez-nous de votre projet, nous le planifions avec vous.'),
        s('Petits travaux', 'Réparations et interventions ponctuelles.'),
        s('Devis', 'Nous vous expliquons le plan avant de commencer.'),
      ],
    },
    entertainment: {
      noun: 'salle',
      services: [
        s('Programme', 'Demandez-nous ce qui se passe ces prochaines semaines.'),
        s('Réservations', 'Pour les groupes et les grandes occasions.'),
        s('Soirées privées', 'Parlez-nous de votre idée, nous verrons si elle s’y prête.'),
      ],
    },
    travel: {
      noun: 'agence de voyages',
      services: [
        s('Voyages', 'Dites-nous où vous voulez aller, nous le préparons avec vous.'),
        s('Escapades', 'Des idées pour quelques jours loin de chez vous.'),
        s('Familles et groupes', 'Des voyages pensés pour partir à plusieurs.'),
      ],
    },
    manufacturing: {
      noun: 'atelier',
      services: [
        s('Fabrication', 'Dites-nous ce que vous voulez faire fabriquer.'),
        s('Matériaux', 'Demandez-nous matériaux et dimensions.'),
        s('Conseil', 'Nous vous aidons à définir votre projet.'),
      ],
    },
    'non-profit': {
      noun: 'association',
      services: [
        s('Activités', 'Demandez-nous ce qui est en cours.'),
        s('Bénévolat', 'Dites-nous comment vous aimeriez aider.'),
        s('Adhésion', 'Nous vous expliquons comment nous rejoindre.'),
      ],
    },
    government: {
      noun: 'service',
      services: [
        s('Accueil', 'Nous vous expliquons les démarches pas à pas.'),
        s('Information', 'Posez-nous vos questions sur n’importe quelle démarche.'),
        s('Rendez-vous', 'Prenez rendez-vous grâce aux coordonnées de cette page.'),
      ],
    },
    other: { noun: 'entreprise' },
  },
  kinds,
};
