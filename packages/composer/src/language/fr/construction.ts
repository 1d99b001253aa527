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
    contactTitle: '{Demander un devis|Votre devis|Pour un devis}',
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
    contactTitle: '{Demander un devis|Votre devis|Pour un devis}',
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
    contactTitle: '{Demander un devis|Votre devis|Pour un devis}',
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
