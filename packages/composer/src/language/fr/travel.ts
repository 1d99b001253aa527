import type { KindBank } from '../bank-types';
import { s } from '../item';

/** French copy for the travel kinds (bed-and-breakfast, travel-agent, campsite). */
export const KINDS_TRAVEL: Record<string, KindBank> = {
  'bed-and-breakfast': {
    noun: 'chambre d’hôtes',
    words: [
      'chambre d’hôtes',
      "chambre d'hôtes",
      'chambres d’hôtes',
      "chambres d'hôtes",
      'maison d’hôtes',
      "maison d'hôtes",
    ],
    headlines: ['Une chambre d’hôtes[ à {location}]', 'Posez vos valises', 'Une halte au calme'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est une chambre d’hôtes où l’on se sent vite chez soi.',
      'Une chambre d’hôtes où l’on se sent vite chez soi.',
    ],
    about: [
      'Chez {name}, nous accueillons nos hôtes comme des amis de passage : une chambre où se reposer, un petit-déjeuner pour commencer la journée et des conseils pour découvrir les environs.',
      'Dites-nous vos dates et ce que vous aimeriez faire dans la région : nous vous répondrons avec plaisir[ : {services}].',
    ],
    servicesTitles: ['Votre séjour', 'Chez nous'],
    servicesSubtitles: ['Demandez-nous les disponibilités.', 'Écrivez-nous vos dates.'],
    services: [
      s('Les chambres', 'Demandez-nous les chambres libres à vos dates.'),
      s('Le petit-déjeuner', 'Pour bien commencer la journée.'),
      s('Les environs', 'Nous partageons nos adresses et nos idées de balades.'),
    ],
    serviceLines: ['{service} : demandez-nous les détails.', '{service}, pour un séjour au calme.'],
    featuresTitle: 'Pourquoi séjourner chez nous',
    features: [
      s('Un accueil chaleureux', 'Nous recevons nos hôtes comme nous aimerions être reçus.'),
      s('Le calme', 'De quoi se reposer entre deux découvertes.'),
      s('Les bonnes adresses', 'Demandez-nous où manger et quoi visiter.'),
    ],
    faq: [
      {
        question: 'Comment réserver une chambre{ chez {name}|} ?',
        answer: 'Écrivez-nous vos dates et le nombre de personnes : nous vous dirons ce qui est disponible.',
      },
      {
        question: 'À quelle heure puis-je arriver ?',
        answer: 'Dites-nous votre heure d’arrivée prévue et nous nous organiserons.',
      },
      {
        question: 'Que peut-on faire dans les environs ?',
        answer: 'Nous partageons volontiers nos idées de sorties dans la région.',
      },
    ],
    ctaTitles: ['Envie de venir ?', 'Quelles sont vos dates ?'],
    ctaSubtitles: ['Écrivez-nous vos dates, nous vous répondrons.', 'Demandez-nous les disponibilités.'],
    ctaButtons: ['Vérifier les disponibilités', '{Nous écrire|Écrivez-nous|Envoyer un message}'],
    buttons: ['Vérifier les disponibilités', '{Nous écrire|Écrivez-nous|Envoyer un message}'],
    contactTitle: '{Réserver|Pour réserver}',
  },
  'travel-agent': {
    noun: 'agence de voyages',
    words: ['agence de voyages', 'agence de voyage', 'agent de voyages'],
    headlines: [
      'Préparez votre voyage[ à {location}]',
      'Où partez-vous ?',
      'Votre agence de voyages[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est une agence de voyages[ à {location}] qui prépare votre voyage avec vous.',
      'Une agence de voyages[ à {location}] qui prépare votre voyage avec vous.',
    ],
    about: [
      'Chez {name}[, à {location}], chaque voyage commence par une conversation : où vous rêvez d’aller, avec qui, à quel rythme.',
      'Dites-nous vos envies et vos dates : nous vous proposons des idées et nous nous occupons des réservations[ : {services}].',
    ],
    servicesTitles: ['Vos voyages', 'Nos voyages'],
    servicesSubtitles: ['Dites-nous où vous voulez aller.', 'Parlons de votre prochain départ.'],
    services: [
      s('Voyages sur mesure', 'Construits autour de vos envies.'),
      s('Séjours', 'Quelques jours ou quelques semaines, selon vos dates.'),
      s('Voyages en groupe', 'Pour partir à plusieurs, entre proches ou entre amis.'),
    ],
    serviceLines: ['{service} : racontez-nous votre projet.', '{service}, préparés avec vous.'],
    featuresTitle: 'Partir avec nous',
    features: [
      s('Vos envies d’abord', 'Nous partons de ce que vous voulez vivre.'),
      s('Les détails réglés', 'Nous nous occupons des réservations avec vous.'),
      s('Un interlocuteur', 'Une question avant le départ ? Vous savez qui appeler.'),
    ],
    faq: [
      {
        question: 'Comment préparer un voyage{ avec {name}| avec vous} ?',
        answer:
          'Écrivez-nous vos envies, vos dates et le nombre de voyageurs : nous revenons vers vous avec des idées.',
      },
      {
        question: 'Je ne sais pas encore où partir : pouvez-vous m’aider ?',
        answer: 'Bien sûr. Parlez-nous de ce que vous aimez et nous vous proposons des destinations.',
      },
      {
        question: 'Organisez-vous des voyages pour les groupes ?',
        answer: 'Dites-nous combien vous êtes et ce que vous cherchez[ : {services}].',
      },
    ],
    ctaTitles: ['Où partez-vous ?', 'Parlons de votre voyage'],
    ctaSubtitles: ['Dites-nous vos envies et vos dates.', 'Passez à l’agence ou écrivez-nous.'],
    ctaButtons: ['Préparer mon voyage', '{Nous écrire|Écrivez-nous|Envoyer un message}'],
    buttons: ['Préparer mon voyage', '{Nous écrire|Écrivez-nous|Envoyer un message}'],
    contactTitle: '{Venir à l’agence|Passer à l’agence}',
  },
  campsite: {
    noun: 'camping',
    words: ['camping', 'terrain de camping', 'aire naturelle de camping'],
    headlines: ['Un camping[ à {location}]', 'Vacances au grand air', 'Posez votre tente'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un camping pour des vacances au grand air.',
      'Un camping pour des vacances au grand air.',
    ],
    about: [
      '{name} vous accueille pour des vacances au grand air : tente, caravane ou hébergement, dites-nous comment vous aimez camper.',
      'Dites-nous vos dates et votre façon de camper : nous vous dirons ce qui est disponible[ : {services}].',
    ],
    servicesTitles: ['Votre séjour', 'Au camping'],
    servicesSubtitles: ['Demandez-nous les disponibilités.', 'Écrivez-nous vos dates.'],
    services: [
      s('Emplacements', 'Pour votre tente, votre caravane ou votre camping-car.'),
      s('Hébergements', 'Demandez-nous ce qui est disponible à vos dates.'),
      s('Les environs', 'Nous vous donnons nos idées de sorties.'),
    ],
    serviceLines: ['{service} : demandez-nous les disponibilités.', '{service}, pour profiter du grand air.'],
    featuresTitle: 'Pourquoi camper chez nous',
    features: [
      s('Le grand air', 'Des vacances dehors, à votre rythme.'),
      s('Un accueil sur place', 'Une question ? Passez à l’accueil.'),
      s('Les environs', 'Demandez-nous quoi voir et quoi faire.'),
    ],
    faq: [
      {
        question: 'Comment réserver{ chez {name}|} ?',
        answer: 'Écrivez-nous vos dates, le nombre de personnes et votre équipement.',
      },
      {
        question: 'Quand êtes-vous ouverts ?',
        answer: 'Demandez-nous les dates d’ouverture de la saison.',
      },
      {
        question: 'Que peut-on faire autour du camping ?',
        answer: 'Nous vous donnons volontiers nos idées de sorties dans les environs.',
      },
    ],
    ctaTitles: ['Envie de grand air ?', 'Quelles sont vos dates ?'],
    ctaSubtitles: ['Écrivez-nous vos dates.', 'Demandez-nous les disponibilités.'],
    ctaButtons: ['Vérifier les disponibilités', '{Nous écrire|Écrivez-nous|Envoyer un message}'],
    buttons: ['Vérifier les disponibilités', '{Nous écrire|Écrivez-nous|Envoyer un message}'],
    contactTitle: '{Réserver|Pour réserver}',
  },
};
