import type { KindBank } from '../bank-types';
import { s } from '../item';

/** French copy for the construction kinds (plumber, electrician, builder, locksmith). */
export const KINDS_CONSTRUCTION: Record<string, KindBank> = {
  plumber: {
    noun: 'plombier',
    words: ['plombier', 'plomberie', 'chauffagiste'],
    headlines: ['Plomberie[ à {location}]', 'Fuites, robinets et chauffe-eau', 'Dites-nous ce qui se passe'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} s’occupe des fuites, robinets, salles de bain et chauffe-eau[ à {location}].',
      'Fuites, robinets, salles de bain et chauffe-eau[ à {location}] : dites-nous ce qui se passe.',
    ],
    about: [
      '{name} intervient[ à {location}] chez les particuliers et les professionnels. Nous vous expliquons ce que nous voyons, vos options et le coût avant de commencer.',
      'Décrivez-nous votre problème et nous vous expliquons comment nous pouvons vous aider[ : {services}].',
    ],
    servicesTitles: ['Interventions', 'Nos services'],
    services: [
      s('Dépannage', 'Fuites, bouchons et robinets qui gouttent.'),
      s('Salles de bain', 'Remplacement et rénovation.'),
      s('Chauffe-eau et chauffage', 'Entretien et réparation.'),
    ],
    ctaTitles: ['Une fuite ?', 'Dites-nous ce dont vous avez besoin'],
    buttons: [
      '{Demander un devis|Demandez un devis|Votre demande de devis}',
      '{Nous appeler|Appelez-nous|Passer un coup de fil}',
    ],
    ctaButtons: [
      '{Demander un devis|Demandez un devis|Votre demande de devis}',
      '{Nous contacter|Contactez-nous|Prendre contact}',
    ],
    features: [
      s(
        '{Expliqué avant|Rien sans votre accord|D’abord le diagnostic}',
        '{Ce que nous voyons et quelles options s’offrent à vous, avant d’intervenir|Nous vous expliquons le problème et les solutions avant de commencer|Vous savez ce que nous allons faire avant que nous commencions}.',
      ),
      s(
        '{Maisons et commerces|Chez vous ou au travail|Particuliers et professionnels}',
        '{Salles de bains, cuisines et chauffage|Fuites, sanitaires et chauffe-eau|Cuisine, salle de bains ou chaufferie}.',
      ),
      s(
        '{Près de chez vous|Dans votre secteur|Votre plombier}',
        '{Nous intervenons|Nous travaillons} {chez vous|sur place}[, à {location} et {aux alentours|dans les environs}].',
      ),
    ],
    faq: [
      {
        question: '{Comment obtenir un devis ?|Comment demander un devis ?|Faites-vous des devis ?}',
        answer:
          '{Décrivez-nous le problème|Expliquez-nous ce qui se passe}{, avec une photo si possible,|} et nous vous disons {comment nous procédons|comment avancer}.',
      },
      {
        question:
          '{Intervenez-vous sur les chaudières ?|Entretenez-vous les chaudières ?|Et pour ma chaudière ?}',
        answer:
          '{Indiquez-nous votre modèle|Dites-nous quel appareil vous avez} et nous vous {disons ce que nous pouvons faire|répondons au plus vite}.',
      },
      {
        question:
          '{Intervenez-vous dans mon quartier ?|Venez-vous jusqu’à chez moi ?|Quelle est votre zone ?}',
        answer:
          '{Dites-nous où vous êtes|Indiquez-nous votre adresse}[ ; nous travaillons à {location} et aux alentours].',
      },
    ],
    contactTitle: '{Demander un devis|Votre devis|Pour un devis|Dites-nous ce qu’il vous faut}',
  },
  electrician: {
    noun: 'électricien',
    words: ['électricien', 'electricien', 'électricité'],
    headlines: ['Électricité[ à {location}]', 'Installation et dépannage', 'Parlez-nous de votre projet'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} s’occupe d’installation, de dépannage et d’éclairage[ à {location}].',
      'Installation, dépannage et éclairage[ à {location}].',
    ],
    about: [
      '{name} intervient[ à {location}] dans les logements et les commerces. Avant de commencer, nous vous expliquons ce qu’il faut faire et pourquoi.',
      'Dites-nous ce dont vous avez besoin et nous vous l’expliquons clairement[ : {services}].',
    ],
    servicesTitles: ['Interventions', 'Nos services'],
    services: [
      s('Installation', 'Installations neuves et extensions.'),
      s('Dépannage', 'Nous trouvons la panne et la réparons.'),
      s('Éclairage', 'Intérieur et extérieur.'),
    ],
    ctaTitles: ['Une panne ?', 'Parlez-nous de votre projet'],
    buttons: [
      '{Demander un devis|Demandez un devis|Votre demande de devis}',
      '{Nous appeler|Appelez-nous|Passer un coup de fil}',
    ],
    features: [
      s(
        '{Sans jargon|En termes simples|Clair et net}',
        '{Nous vous expliquons ce qu’il faut faire et pourquoi|Vous savez ce qui sera fait, et pour quelle raison|Nous vous disons simplement ce qui doit être fait}.',
      ),
      s(
        '{Logements et locaux|Chez vous ou au bureau|Particuliers et professionnels}',
        '{Installations, pannes et éclairage|Tableaux, prises et luminaires|Dépannage, installation et éclairage}.',
      ),
      s(
        '{Près de chez vous|Dans votre secteur|Votre électricien}',
        '{Nous intervenons|Nous travaillons} {chez vous|sur place}[, à {location} et {aux alentours|dans les environs}].',
      ),
    ],
    faq: [
      {
        question: '{Comment obtenir un devis ?|Comment demander un devis ?|Faites-vous des devis ?}',
        answer:
          '{Dites-nous ce qu’il vous faut|Décrivez-nous votre besoin} et nous vous {expliquons comment nous ferions|disons comment procéder}.',
      },
      {
        question:
          '{Faites-vous les petits travaux ?|Venez-vous pour une simple prise ?|Et pour un petit dépannage ?}',
        answer:
          '{Demandez-nous|Posez-nous la question} : {une prise, un luminaire, un tableau|une prise ou un luminaire}, nous vous {répondons|disons ce que nous pouvons faire}.',
      },
      {
        question:
          '{Intervenez-vous dans mon quartier ?|Venez-vous jusqu’à chez moi ?|Quelle est votre zone ?}',
        answer:
          '{Dites-nous où vous êtes|Indiquez-nous votre adresse}[ ; nous travaillons à {location} et aux alentours].',
      },
    ],
    contactTitle: '{Demander un devis|Votre devis|Pour un devis|Dites-nous ce qu’il vous faut}',
  },
  builder: {
    noun: 'entreprise de rénovation',
    words: ['maçon', 'maçonnerie', 'rénovation', 'entreprise du bâtiment'],
    headlines: ['Rénovation[ à {location}]', 'Votre projet, étape par étape', 'Parlons de vos travaux'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} réalise vos travaux[ à {location}], planifiés avec vous.',
      'Des travaux[ à {location}], planifiés avec vous.',
    ],
    about: [
      'Chez {name}[, à {location}], chaque chantier commence par une visite et une discussion sur ce que vous voulez. Nous vous présentons le plan et restons en contact du début à la fin.',
      'Parlez-nous de votre projet et planifions-le ensemble[ : {services}].',
    ],
    servicesTitles: ['Travaux', 'Nos services'],
    services: [
      s('Rénovation', 'Cuisines, salles de bain et logements.'),
      s('Extensions', 'Plus d’espace, planifié avec vous.'),
      s('Petits travaux', 'Réparations et interventions ponctuelles.'),
    ],
    ctaTitles: ['Un projet en tête ?', 'Parlons de vos travaux'],
    buttons: [
      '{Demander un devis|Demandez un devis|Votre demande de devis}',
      '{Nous contacter|Contactez-nous|Prendre contact}',
    ],
    features: [
      s(
        '{Planifié avec vous|Chaque étape prévue|Un chantier clair}',
        '{Vous savez ce qui se fait à chaque étape|Nous planifions le chantier avec vous|Chaque phase est expliquée avant de commencer}.',
      ),
      s(
        '{D’abord une visite|On vient voir avant|Sur place d’abord}',
        '{Nous voyons les lieux avant de vous proposer quoi que ce soit|Une visite sur place avant toute proposition|Nous regardons l’espace avec vous avant de chiffrer}.',
      ),
      s(
        '{Dans votre secteur|Près de chez vous|Votre entreprise du bâtiment}',
        '{Travaux et rénovations|Construction et rénovation}[ à {location}].',
      ),
    ],
    faq: [
      {
        question: '{Comment commence-t-on ?|Quelle est la première étape ?|Par quoi commencer ?}',
        answer:
          '{Par une visite|Par un rendez-vous sur place} : nous {voyons les lieux|regardons l’espace}, parlons de votre projet et {vous préparons un devis|préparons une proposition}.',
      },
      {
        question:
          '{Vous occupez-vous des autorisations ?|Et les démarches administratives ?|Faut-il un permis pour mes travaux ?}',
        answer:
          '{Parlez-nous de votre projet|Décrivez-nous vos travaux} et nous vous {expliquons ce qu’il faut|disons quelles démarches sont nécessaires}.',
      },
      {
        question:
          '{Faites-vous les petits chantiers ?|Et pour des travaux modestes ?|Un petit chantier vous intéresse-t-il ?}',
        answer:
          '{Dites-nous ce qu’il vous faut|Décrivez-nous votre projet}[, en matière de {services} ou autre] : nous vous {répondrons|dirons ce que nous pouvons faire}.',
      },
    ],
    contactTitle: '{Demander un devis|Votre devis|Pour un devis|Parlez-nous de votre projet}',
  },
  locksmith: {
    noun: 'serrurier',
    words: ['serrurier', 'serrurerie', 'serrurière'],
    headlines: ['Serrurerie[ à {location}]', 'Portes, serrures et clés', 'Votre serrurier[ à {location}]'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name}, serrurier[ à {location}], vous explique l’intervention avant de commencer.',
      'Un serrurier[ à {location}] qui vous explique l’intervention avant de commencer.',
    ],
    about: [
      '{name} intervient[ à {location}] sur les portes, les serrures et les clés. Dites-nous ce qui se passe et nous vous expliquons ce que nous proposons avant d’intervenir.',
      'Une serrure qui coince, une clé perdue, une porte à sécuriser ? Décrivez-nous la situation[ : {services}].',
    ],
    servicesTitles: ['Nos interventions', 'Serrurerie'],
    servicesSubtitles: ['Décrivez-nous votre porte et votre serrure.', 'Demandez-nous ce qui est possible.'],
    services: [
      s('Ouverture de porte', 'Quand vous ne pouvez plus entrer chez vous.'),
      s('Changement de serrure', 'Nous vous présentons les options avant de poser.'),
      s('Reproduction de clés', 'Demandez-nous les clés que nous pouvons refaire.'),
    ],
    serviceLines: ['{service} : décrivez-nous la situation.', '{service}, expliqué avant l’intervention.'],
    featuresTitle: 'Comment nous travaillons',
    features: [
      s('Expliqué d’abord', 'Nous vous disons ce que nous allons faire avant de commencer.'),
      s('Les bonnes questions', 'Décrivez-nous la porte et la serrure, nous vous orientons.'),
      s('Des options claires', 'Réparer ou remplacer : nous vous présentons les deux.'),
    ],
    faq: [
      {
        question: 'Que dois-je vous dire quand j’appelle ?',
        answer:
          'Où vous êtes, le type de porte et ce qui se passe : cela nous aide à préparer l’intervention.',
      },
      {
        question: 'Faut-il changer toute la serrure ?',
        answer: 'Pas toujours : nous regardons d’abord ce qui peut être réparé.',
      },
      {
        question: 'Comment joindre{ {name}| le serrurier} ?',
        answer: 'Appelez ou écrivez grâce aux coordonnées de cette page[ ; nous intervenons à {location}].',
      },
    ],
    ctaTitles: ['Un souci de serrure ?', 'Dites-nous ce qui se passe'],
    ctaSubtitles: [
      'Décrivez-nous la situation, nous vous répondons.',
      'Nous vous expliquons l’intervention avant de commencer.',
    ],
    ctaButtons: [
      '{Nous appeler|Appelez-nous|Passer un coup de fil}',
      '{Demander un devis|Demandez un devis|Votre demande de devis}',
    ],
    buttons: [
      '{Nous appeler|Appelez-nous|Passer un coup de fil}',
      '{Demander un devis|Demandez un devis|Votre demande de devis}',
    ],
    contactTitle: 'Nous joindre',
  },
};
