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
    features: [
      s(
        '{Des chiffres clairs|Vos comptes, expliqués|Sans jargon}',
        '{Nous vous expliquons vos comptes simplement|Vos chiffres, expliqués sans jargon|Vous comprenez où vous en êtes}.',
      ),
      s(
        '{Nous vous prévenons|Les échéances en tête|Rien d’oublié}',
        '{Nous vous rappelons les dates et démarches à venir|Les échéances et formalités, signalées à l’avance|Vous savez ce qui arrive et quand}.',
      ),
      s(
        '{Près de chez vous|Votre cabinet|Un cabinet de proximité}',
        '{Votre cabinet comptable|Un expert-comptable proche de vous}[ à {location}].',
      ),
    ],
    faq: [
      {
        question:
          '{Travaillez-vous avec les indépendants ?|Accompagnez-vous les auto-entrepreneurs ?|Et si je suis indépendant ?}',
        answer:
          '{Parlez-nous de votre situation|Décrivez-nous votre activité} et nous vous disons {comment nous pouvons vous aider|ce que nous pouvons faire}.',
      },
      {
        question: '{Que faut-il pour commencer ?|Quels documents préparer ?|Par quoi commence-t-on ?}',
        answer:
          '{Écrivez-nous|Contactez-nous} et nous vous {disons quels documents préparer|envoyons la liste des pièces utiles}.',
      },
      {
        question:
          '{Puis-je vous poser une question par e-mail ?|Répondez-vous par écrit ?|Peut-on échanger par e-mail ?}',
        answer:
          '{Bien sûr|Oui} : {écrivez-nous votre question|envoyez-nous votre question}[ sur {services}].',
      },
    ],
    contactTitle: '{Contact|Nous contacter|Nous joindre|Coordonnées|Écrivez-nous|Restons en contact}',
  },
};
