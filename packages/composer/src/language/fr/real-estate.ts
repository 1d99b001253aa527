import type { KindBank } from '../bank-types';
import { s } from '../item';

/** French copy for the real-estate kinds (estate-agent). */
export const KINDS_REAL_ESTATE: Record<string, KindBank> = {
  'estate-agent': {
    noun: 'agence immobilière',
    words: ['agence immobilière', 'agent immobilier', 'agente immobilière', 'agence immobiliere'],
    headlines: [
      'Acheter, vendre, louer[ à {location}]',
      'Votre projet immobilier',
      'Votre agence immobilière[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est une agence immobilière[ à {location}] qui vous accompagne pas à pas.',
      'Une agence immobilière[ à {location}] qui vous accompagne pas à pas.',
    ],
    about: [
      'Chez {name}[, à {location}], chaque projet commence par un rendez-vous : ce que vous cherchez, ce que vous vendez, et les étapes qui vous attendent.',
      'Acheteur, vendeur ou locataire : parlez-nous de votre projet et nous vous expliquons comment nous travaillons[ : {services}].',
    ],
    servicesTitles: ['Nos services', 'Votre projet'],
    services: [
      s('Achat', 'Nous vous aidons à trouver le bien qui vous correspond.'),
      s('Vente', 'Nous vous expliquons comment mettre votre bien en vente.'),
      s('Location', 'Demandez-nous les biens disponibles.'),
    ],
    serviceLines: ['{service} : parlons de votre projet.', '{service}, étape par étape.'],
    featuresTitle: 'Travailler avec nous',
    features: [
      s('Un interlocuteur', 'Vous savez à qui vous adresser à chaque étape.'),
      s('Des explications claires', 'Nous vous expliquons chaque étape avant d’avancer.'),
      s('Le quartier', 'Nous vous parlons du secteur autant que du bien.'),
    ],
    faq: [
      {
        question: 'Comment faire estimer mon bien ?',
        answer: 'Contactez-nous pour convenir d’une visite : nous vous expliquons comment nous l’estimons.',
      },
      {
        question: 'Quels biens avez-vous en ce moment ?',
        answer: 'Demandez-nous les biens disponibles et dites-nous ce que vous cherchez.',
      },
      {
        question: 'Que dois-je préparer pour vendre ?',
        answer: 'Nous faisons la liste avec vous lors du premier rendez-vous.',
      },
    ],
    ctaTitles: ['Un projet immobilier ?', 'Parlons de votre projet'],
    ctaSubtitles: [
      'Dites-nous ce que vous cherchez ou ce que vous vendez.',
      'Prenons rendez-vous à l’agence.',
    ],
    ctaButtons: [
      '{Prendre rendez-vous|Demander un rendez-vous|Réserver un créneau}',
      '{Nous contacter|Contactez-nous|Prendre contact}',
    ],
    buttons: ['{Prendre rendez-vous|Demander un rendez-vous|Réserver un créneau}', 'Voir les biens'],
    contactTitle: '{Venir à l’agence|Passer à l’agence}',
  },
};
