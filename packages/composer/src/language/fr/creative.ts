import type { KindBank } from '../bank-types';
import { s } from '../item';

/** French copy for the creative kinds (photographer, pottery-studio). */
export const KINDS_CREATIVE: Record<string, KindBank> = {
  photographer: {
    noun: 'photographe',
    words: ['photographe', 'studio photo', 'photographie'],
    headlines: ['Photographie[ à {location}]', 'Vos moments, bien racontés', 'Parlons de vos photos'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name}, photographe[ à {location}], avec douceur et naturel.',
      'Des photos[ à {location}], avec douceur et naturel.',
    ],
    about: [
      'Chaque séance avec {name} commence par une discussion : ce que vous voulez raconter, où et avec qui.',
      'Racontez-moi votre idée et préparons-la ensemble[ : {services}].',
    ],
    servicesTitles: ['Séances', 'Ce que je photographie'],
    services: [
      s('Mariages', 'Votre journée, racontée en images.'),
      s('Portraits', 'Des séances calmes et naturelles.'),
      s('Familles', 'Des souvenirs à garder.'),
    ],
    ctaTitles: ['Parlons de votre séance', 'Racontez-moi votre idée'],
    buttons: ['Vérifier les dates', 'Me contacter'],
    features: [
      s(
        '{Avec naturel|Sans poses forcées|En toute simplicité}',
        '{Des photos détendues, sans poses forcées|Des images naturelles, prises en douceur|On vous laisse être vous-même devant l’objectif}.',
      ),
      s(
        '{Votre idée d’abord|Une séance préparée|On en parle avant}',
        '{La séance se prépare à partir de ce que vous voulez raconter|Nous préparons la séance ensemble, à partir de votre idée|Avant la séance, on parle de ce que vous aimeriez garder}.',
      ),
      s(
        '{Là où vous êtes|Sur place|Près de chez vous}',
        '{Des séances|Des prises de vue} là où cela a du sens pour vous[, à {location} et {aux alentours|dans les environs}].',
      ),
    ],
    faq: [
      {
        question:
          '{Combien de temps à l’avance réserver ?|Quand faut-il réserver ?|Faut-il s’y prendre tôt ?}',
        answer:
          '{Le plus tôt est le mieux|Dès que vous avez une date} : {écrivez-moi avec la date|donnez-moi la date} et je vous dis si elle est libre.',
      },
      {
        question: '{Où se passe la séance ?|Où fait-on les photos ?|Dans quel lieu se déroule la séance ?}',
        answer:
          '{Là où cela a du sens pour vous|Dans un lieu qui vous ressemble} : {nous en parlons avant|on en discute ensemble}.',
      },
      {
        question:
          '{Comment reçoit-on les photos ?|Sous quelle forme livrez-vous les photos ?|Quand aurai-je mes photos ?}',
        answer:
          '{Demandez-moi|Posez-moi la question} et je vous explique {comment je les livre|comment se passe la livraison}.',
      },
    ],
    contactTitle: '{Contact|Nous contacter|Nous joindre|Coordonnées|Écrivez-nous|Restons en contact}',
  },
  'pottery-studio': {
    noun: 'atelier de poterie',
    words: ['atelier de poterie', 'atelier de céramique', 'poterie', 'céramiste', 'potier', 'potière'],
    headlines: [
      'La terre entre vos mains[ à {location}]',
      'Tourner, modeler, émailler',
      'Votre atelier de poterie[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un atelier de poterie[ à {location}] où l’on apprend en faisant.',
      'Un atelier de poterie[ à {location}] où l’on apprend en faisant.',
    ],
    about: [
      'Chez {name}[, à {location}], on met les mains dans la terre dès le premier cours. Débutants et habitués travaillent côte à côte, chacun à son rythme.',
      'Envie d’essayer le tour ou le modelage ? Demandez-nous les prochains cours[ : {services}].',
    ],
    servicesTitles: ['Cours et ateliers', 'À l’atelier'],
    servicesSubtitles: ['Demandez-nous les prochaines dates.', 'Pour débuter ou progresser.'],
    services: [
      s('Cours de tournage', 'Apprendre à centrer et monter une pièce au tour.'),
      s('Modelage', 'Façonner la terre à la main.'),
      s('Ateliers découverte', 'Une séance pour essayer.'),
    ],
    serviceLines: ['{service}, pour débutants et habitués.', '{service} : demandez-nous les dates.'],
    featuresTitle: 'Pourquoi venir à l’atelier',
    features: [
      s('Les mains dans la terre', 'On apprend en faisant, dès la première séance.'),
      s('À votre rythme', 'Chacun avance sur ses pièces.'),
      s('De la terre à l’émail', 'Nous vous montrons chaque étape, jusqu’à la cuisson.'),
    ],
    faq: [
      {
        question: 'Faut-il savoir déjà faire ?',
        answer: 'Non, les débutants sont les bienvenus : nous vous montrons les gestes de base.',
      },
      {
        question: 'Puis-je repartir avec mes pièces ?',
        answer: 'Demandez-nous{ à l’atelier|} comment se passent le séchage et la cuisson.',
      },
      {
        question: 'Comment réserver une séance ?',
        answer: 'Écrivez-nous pour connaître les prochaines dates[ : {services}].',
      },
    ],
    ctaTitles: ['Envie de mettre les mains dans la terre ?', 'Réservez votre séance'],
    ctaSubtitles: ['Demandez-nous les prochaines dates.', 'Débutants bienvenus.'],
    ctaButtons: ['Réserver une séance', 'Voir les cours'],
    buttons: ['Réserver une séance', 'Voir les cours'],
    contactTitle: '{Venir à l’atelier|Passer à l’atelier}',
  },
};
