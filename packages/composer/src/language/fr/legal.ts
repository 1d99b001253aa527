import type { KindBank } from '../bank-types';
import { s } from '../item';

/** French copy for the legal kinds (lawyer). */
export const KINDS_LEGAL: Record<string, KindBank> = {
  lawyer: {
    noun: 'cabinet d’avocats',
    words: ['avocat', 'avocate', 'avocats', 'cabinet d’avocats', "cabinet d'avocats"],
    headlines: ['Conseil juridique[ à {location}]', 'Des réponses claires', 'Parlons de votre situation'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un cabinet d’avocats[ à {location}] qui vous explique chaque étape.',
      'Un cabinet d’avocats[ à {location}] qui vous explique chaque étape.',
    ],
    about: [
      'Chez {name}[, à {location}], nous vous écoutons, vous expliquons vos options clairement et vous accompagnons à chaque étape.',
      'Exposez-nous votre situation et nous vous expliquons comment nous pouvons vous aider[ : {services}].',
    ],
    servicesTitles: ['Domaines', 'Comment nous vous aidons'],
    services: [
      s('Droit de la famille', 'Séparations, garde et accords.'),
      s('Successions', 'Testaments et héritages.'),
      s('Droit du travail', 'Licenciements, contrats et litiges.'),
    ],
    ctaTitles: ['Parlons de votre situation', 'Prenez rendez-vous'],
    buttons: ['Prendre rendez-vous', 'Nous contacter'],
    contactTitle: 'Contact',
  },
};
