import type { KindBank } from '../bank-types';
import { s } from '../item';

/** French copy for the finance kinds (accountant). */
export const KINDS_FINANCE: Record<string, KindBank> = {
  accountant: {
    noun: 'cabinet comptable',
    words: ['expert-comptable', 'cabinet comptable', 'comptable'],
    headlines: [
      'Des comptes clairs[ à {location}]',
      'Vos impôts sans casse-tête',
      'Votre cabinet comptable[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un cabinet comptable[ à {location}] qui vous explique vos chiffres.',
      'Un cabinet comptable[ à {location}] qui vous explique vos chiffres.',
    ],
    about: [
      'Chez {name}[, à {location}], nous vous expliquons vos chiffres clairement et vous prévenons de ce qui arrive.',
      'Parlez-nous de votre activité et voyons ensemble comment vous aider[ : {services}].',
    ],
    servicesTitles: ['Services', 'Comment nous vous aidons'],
    services: [
      s('Fiscalité', 'Déclarations et démarches.'),
      s('Comptabilité', 'Des comptes à jour.'),
      s('Paie', 'Pour votre équipe.'),
    ],
    ctaTitles: ['Parlons de vos comptes', 'Dites-nous ce dont vous avez besoin'],
    buttons: [
      '{Prendre rendez-vous|Demander un rendez-vous|Réserver un créneau}',
      '{Nous contacter|Contactez-nous|Prendre contact}',
    ],
    contactTitle: '{Contact|Nous contacter|Nous joindre|Coordonnées}',
  },
};
