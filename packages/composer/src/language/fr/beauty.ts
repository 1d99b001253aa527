import type { KindBank } from '../bank-types';
import { s } from '../item';

/** French copy for the beauty kinds (hair-salon, barber, beauty-salon, nail-salon, dog-groomer). */
export const KINDS_BEAUTY: Record<string, KindBank> = {
  'hair-salon': {
    noun: 'salon de coiffure',
    words: ['salon de coiffure', 'coiffure', 'coiffeur', 'coiffeuse'],
    headlines: [
      'Vos cheveux, comme vous les aimez[ à {location}]',
      'Un nouveau style, sans vous presser',
      'Votre salon de coiffure[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un salon de coiffure[ à {location}] où chaque rendez-vous commence par une écoute.',
      'Un salon de coiffure[ à {location}] où chaque rendez-vous commence par une écoute.',
    ],
    about: [
      'Chez {name}[, à {location}], chaque rendez-vous commence par une discussion : ce que vous voulez, comment vous vous coiffez et ce que vous aimeriez essayer.',
      'Dites-nous ce que vous cherchez et nous vous conseillons ce qui vous va[ : {services}].',
    ],
    servicesTitles: ['Prestations', 'Au salon'],
    services: [
      s('Coupe', 'Une coupe pensée pour vous et votre quotidien.'),
      s('Couleur', 'D’une nuance discrète à un vrai changement.'),
      s('Coiffure', 'Pour une grande occasion ou juste pour vous.'),
    ],
    ctaTitles: ['Envie de changement ?', 'Prenez rendez-vous'],
    ctaButtons: ['Prendre rendez-vous', 'Nous contacter'],
    buttons: ['Prendre rendez-vous', 'Nous contacter'],
    contactTitle: 'Prendre rendez-vous',
  },
  barber: {
    noun: 'barbier',
    words: ['barbier', 'barber shop', 'barbershop'],
    headlines: ['Coupe et barbe[ à {location}]', 'Installez-vous', 'Votre barbier[ à {location}]'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un barbier[ à {location}] qui prend le temps.',
      'Un barbier[ à {location}] qui prend le temps.',
    ],
    about: [
      'Chez {name}[, à {location}], vous vous installez, vous nous dites comment vous la voulez et nous nous mettons au travail.',
      'Une bonne coupe commence par l’écoute. Dites-nous comment vous l’aimez et nous nous en souviendrons[ : {services}].',
    ],
    servicesTitles: ['Au fauteuil', 'Prestations'],
    services: [
      s('Coupe homme', 'Une coupe à votre goût.'),
      s('Taille de barbe', 'Une barbe nette et soignée.'),
      s('Rasage', 'Serviette chaude et tout le temps qu’il faut.'),
    ],
    ctaTitles: ['C’est l’heure de la coupe ?', 'Prenez rendez-vous'],
    buttons: ['Prendre rendez-vous', 'Nous trouver'],
    contactTitle: 'Venir au salon',
  },
  'beauty-salon': {
    noun: 'institut de beauté',
    words: ['institut de beauté', 'institut', 'esthéticienne', 'salon de beauté'],
    headlines: ['Un moment pour vous[ à {location}]', 'Prenez soin de vous', 'Votre institut[ à {location}]'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un institut de beauté[ à {location}] pour s’offrir un moment de calme.',
      'Un institut de beauté[ à {location}] pour s’offrir un moment de calme.',
    ],
    about: [
      'Chez {name}[, à {location}], chaque soin commence par un échange sur vos envies. Nous vous expliquons chaque étape pour que vous n’ayez plus qu’à vous détendre.',
      'Dites-nous ce qui vous ferait plaisir et nous vous conseillons[ : {services}].',
    ],
    servicesTitles: ['Soins', 'Nos prestations'],
    services: [
      s('Soins du visage', 'Un soin pour votre peau, expliqué pas à pas.'),
      s('Épilation', 'En douceur.'),
      s('Manucure et pédicure', 'Des mains et des pieds soignés.'),
    ],
    ctaTitles: ['Faites-vous plaisir', 'Prenez rendez-vous'],
    buttons: ['Prendre rendez-vous', 'Voir les soins'],
    contactTitle: 'Prendre rendez-vous',
  },
  'nail-salon': {
    noun: 'bar à ongles',
    words: ['bar à ongles', 'onglerie', 'prothésiste ongulaire'],
    headlines: ['De jolis ongles[ à {location}]', 'Des mains soignées', 'Votre bar à ongles[ à {location}]'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un bar à ongles[ à {location}] pour chouchouter mains et pieds.',
      'Un bar à ongles[ à {location}] pour chouchouter mains et pieds.',
    ],
    about: [
      'Chez {name}[, à {location}], vous choisissez la couleur et le motif, et vous oubliez tout le reste un moment.',
      'Apportez votre idée ou laissez-vous conseiller[ : {services}].',
    ],
    servicesTitles: ['Prestations', 'Pour vos ongles'],
    services: [
      s('Manucure', 'Des mains soignées, des ongles à votre goût.'),
      s('Pédicure', 'Des pieds prêts pour l’été.'),
      s('Nail art', 'Apportez votre idée, nous la réalisons.'),
    ],
    ctaTitles: ['Envie d’une nouvelle couleur ?', 'Prenez rendez-vous'],
    buttons: ['Prendre rendez-vous', 'Nous contacter'],
    contactTitle: 'Prendre rendez-vous',
  },
  'dog-groomer': {
    noun: 'salon de toilettage',
    words: ['salon de toilettage', 'toilettage', 'toiletteur', 'toiletteuse', 'toilettage canin'],
    headlines: [
      'Toilettage[ à {location}]',
      'Propre, brossé, tout doux',
      'Votre salon de toilettage[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un salon de toilettage[ à {location}] où votre animal est manipulé avec douceur.',
      'Un salon de toilettage[ à {location}] où votre animal est manipulé avec douceur.',
    ],
    about: [
      'Chez {name}[, à {location}], chaque toilettage commence par faire connaissance avec votre animal : son pelage, son caractère et ce qu’il n’aime pas.',
      'Dites-nous ce dont votre animal a besoin et nous vous expliquons comment se passe la séance[ : {services}].',
    ],
    servicesTitles: ['Toilettage', 'Nos soins'],
    servicesSubtitles: [
      'Dites-nous la race et le pelage de votre animal.',
      'Demandez-nous ce qui convient à votre compagnon.',
    ],
    services: [
      s('Bain et séchage', 'Un pelage propre et bien séché.'),
      s('Coupe et tonte', 'Selon la race et vos habitudes.'),
      s('Coupe des griffes', 'Un soin simple, fait avec douceur.'),
    ],
    serviceLines: ['{service}, avec douceur.', '{service} : dites-nous les habitudes de votre animal.'],
    featuresTitle: 'Votre animal entre de bonnes mains',
    features: [
      s('Avec douceur', 'Nous prenons le temps qu’il faut pour que votre animal reste calme.'),
      s('Selon son pelage', 'Chaque race et chaque poil demandent un soin différent.'),
      s(
        'Vous savez ce qui est fait',
        'Nous vous disons ce que nous avons fait et ce que nous avons remarqué.',
      ),
    ],
    faq: [
      {
        question: 'Comment prendre rendez-vous{ chez {name}|} ?',
        answer: 'Appelez-nous ou écrivez-nous avec la race et l’âge de votre animal.',
      },
      {
        question: 'Mon chien est craintif : comment ça se passe ?',
        answer: 'Prévenez-nous à l’avance : nous prenons le temps de le mettre en confiance.',
      },
      {
        question: 'Que dois-je vous dire avant le toilettage ?',
        answer: 'Ses habitudes, ses sensibilités et la coupe que vous souhaitez[ : {services}].',
      },
    ],
    ctaTitles: ['Un toilettage à prévoir ?', 'Prenez rendez-vous pour votre compagnon'],
    ctaSubtitles: ['Dites-nous la race et le pelage de votre animal.', 'Nous trouvons un créneau ensemble.'],
    ctaButtons: ['Prendre rendez-vous', 'Nous appeler'],
    buttons: ['Prendre rendez-vous', 'Nous appeler'],
    contactTitle: 'Prendre rendez-vous',
  },
};
