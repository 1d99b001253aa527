import type { KindBank } from '../bank-types';
import { s } from '../item';

/** French copy for the automotive kinds (mechanic, auto-body). */
export const KINDS_AUTOMOTIVE: Record<string, KindBank> = {
  mechanic: {
    noun: 'garage',
    words: ['garage', 'garagiste', 'mécanicien', 'mécanique auto'],
    headlines: [
      'Votre voiture entre de bonnes mains[ à {location}]',
      'Entretien et réparations',
      'Votre garage[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un garage[ à {location}] qui vous explique ce dont votre voiture a besoin.',
      'Un garage[ à {location}] qui vous explique ce dont votre voiture a besoin.',
    ],
    about: [
      'Chez {name}[, à {location}], nous vous expliquons ce qu’a votre voiture et vos options avant d’intervenir.',
      'Amenez-nous votre voiture et nous vous disons ce que nous voyons[ : {services}].',
    ],
    servicesTitles: ['Services', 'À l’atelier'],
    services: [
      s('Entretien', 'Révisions et vidanges.'),
      s('Freins', 'Contrôle et remplacement.'),
      s('Pneus', 'Montage et équilibrage.'),
    ],
    ctaTitles: ['Une révision à prévoir ?', 'Amenez-nous votre voiture'],
    buttons: ['Prendre rendez-vous', 'Nous appeler'],
    contactTitle: 'Venir au garage',
  },
  'auto-body': {
    noun: 'carrosserie',
    words: ['carrosserie', 'carrossier', 'carrossière'],
    headlines: [
      'Carrosserie[ à {location}]',
      'Rayures, bosses et peinture',
      'Votre carrossier[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est une carrosserie[ à {location}] qui vous explique la réparation avant de commencer.',
      'Une carrosserie[ à {location}] qui vous explique la réparation avant de commencer.',
    ],
    about: [
      'Chez {name}[, à {location}], nous regardons les dégâts avec vous et vous expliquons ce qu’il faut réparer avant d’établir le devis.',
      'Une rayure, un choc, une portière abîmée ? Amenez-nous votre véhicule[ : {services}].',
    ],
    servicesTitles: ['À l’atelier', 'Nos travaux'],
    servicesSubtitles: ['Amenez-nous votre véhicule pour un devis.', 'Décrivez-nous les dégâts.'],
    services: [
      s('Tôlerie', 'Bosses et chocs, réparés ou remplacés.'),
      s('Peinture', 'Pour retrouver une carrosserie uniforme.'),
      s('Devis', 'Nous regardons les dégâts avec vous.'),
    ],
    serviceLines: ['{service} : amenez-nous votre véhicule.', '{service}, expliqué avant de commencer.'],
    featuresTitle: 'Comment nous travaillons',
    features: [
      s('Les dégâts, vus ensemble', 'Nous regardons le véhicule avec vous.'),
      s('Un devis expliqué', 'Vous savez ce qui sera fait et pourquoi.'),
      s('Le travail soigné', 'Nous prenons le temps de bien faire.'),
    ],
    faq: [
      {
        question: 'Comment obtenir un devis ?',
        answer: 'Amenez votre véhicule{ chez {name}| à l’atelier|} ou envoyez-nous des photos des dégâts.',
      },
      {
        question: 'Travaillez-vous avec les assurances ?',
        answer: 'Posez-nous la question avec le nom de votre assureur, nous vous expliquerons.',
      },
      {
        question: 'Combien de temps garderez-vous ma voiture ?',
        answer: 'Cela dépend des travaux : nous vous le disons au moment du devis.',
      },
    ],
    ctaTitles: ['Un choc, une rayure ?', 'Montrez-nous les dégâts'],
    ctaSubtitles: [
      'Amenez-nous votre véhicule ou envoyez des photos.',
      'Nous vous expliquons la réparation.',
    ],
    ctaButtons: ['Demander un devis', 'Nous appeler'],
    buttons: ['Demander un devis', 'Nous appeler'],
    contactTitle: 'Venir à l’atelier',
  },
};
