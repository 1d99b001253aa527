import type { KindBank } from '../bank-types';
import { s } from '../item';

/** A quote or a call, at the top and at the end of the page. */
const QUOTE_BUTTONS = [
  '{Demander un devis|Demandez un devis|Votre demande de devis}',
  '{Nous appeler|Appelez-nous|Passer un coup de fil}',
];

/** French copy for the professional kinds (cleaner, removals). */
export const KINDS_PROFESSIONAL: Record<string, KindBank> = {
  cleaner: {
    noun: 'entreprise de nettoyage',
    words: ['nettoyage', 'ménage', 'entreprise de nettoyage'],
    headlines: ['Nettoyage[ à {location}]', 'Une maison nette', 'Un souci de moins'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} nettoie maisons et bureaux[ à {location}].',
      'Nettoyage de maisons et de bureaux[ à {location}].',
    ],
    about: [
      '{name} intervient[ à {location}] chez les particuliers et dans les bureaux. Dites-nous ce dont vous avez besoin et à quelle fréquence.',
      'Dites-nous quoi et quand[ : {services}].',
    ],
    servicesTitles: ['Nos services', 'Ce que nous nettoyons'],
    services: [
      s('Ménage à domicile', 'Chaque semaine, tous les quinze jours ou ponctuellement.'),
      s('Bureaux', 'Des espaces de travail propres.'),
      s('Grand nettoyage', 'Pour un déménagement ou un changement de saison.'),
    ],
    ctaTitles: ['On en parle ?', 'Dites-nous ce dont vous avez besoin'],
    buttons: [
      '{Demander un devis|Demandez un devis|Votre demande de devis}',
      '{Nous contacter|Contactez-nous|Prendre contact}',
    ],
    features: [
      s(
        '{Sur mesure|À votre convenance|Comme vous voulez}',
        '{Vous choisissez ce que nous nettoyons et à quelle fréquence|Le ménage que vous voulez, au rythme qui vous va|Nous nous adaptons à vos besoins}.',
      ),
      s(
        '{Maisons et bureaux|Chez vous ou au travail|Particuliers et entreprises}',
        '{Lieux de vie et de travail|Logements, bureaux et locaux|Votre intérieur ou vos bureaux}.',
      ),
      s(
        '{Près de chez vous|Dans votre secteur|Votre équipe de ménage}',
        '{Nous intervenons|Nous travaillons} {chez vous|sur place}[, à {location} et {aux alentours|dans les environs}].',
      ),
    ],
    faq: [
      {
        question:
          '{À quelle fréquence pouvez-vous venir ?|Venez-vous toutes les semaines ?|Quel rythme proposez-vous ?}',
        answer:
          '{Toutes les semaines, tous les quinze jours ou à la demande|Une fois par semaine, par quinzaine ou à l’occasion} : {dites-nous ce qui vous convient|à vous de voir}.',
      },
      {
        question: '{Dois-je être présent ?|Faut-il que je sois là ?|Pouvez-vous venir en mon absence ?}',
        answer:
          '{Nous en parlons avec vous|On en discute ensemble} et {nous nous adaptons|nous trouvons la bonne formule}.',
      },
      {
        question: '{Comment obtenir un devis ?|Comment demander un devis ?|Faites-vous des devis ?}',
        answer:
          '{Dites-nous ce qu’il faut nettoyer et à quel rythme|Décrivez-nous les lieux et la fréquence voulue}, et nous vous le {préparons|faisons parvenir}.',
      },
    ],
    contactTitle: '{Contact|Nous contacter|Nous joindre|Coordonnées|Écrivez-nous|Restons en contact}',
  },
  removals: {
    noun: 'entreprise de déménagement',
    words: ['déménageur', 'entreprise de déménagement', 'société de déménagement', 'déménagements'],
    headlines: [
      'Déménager[ à {location}]',
      'Vos cartons entre de bonnes mains',
      'Un déménagement bien préparé',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} prépare votre déménagement avec vous[, à {location}].',
      'Un déménagement préparé avec vous, du premier carton au dernier meuble.',
    ],
    about: [
      '{name} organise les déménagements des particuliers et des professionnels[ à {location}]. Nous faisons le point avec vous sur le volume, les accès et la date avant de vous proposer un devis.',
      'Dites-nous d’où vous partez, où vous allez et quand : nous préparons le déménagement avec vous[ : {services}].',
    ],
    servicesTitles: ['Nos services', 'Votre déménagement'],
    servicesSubtitles: ['Dites-nous le volume et la date.', 'Demandez-nous un devis.'],
    services: [
      s('Déménagement de particuliers', 'Appartement ou maison, préparé avec vous.'),
      s('Déménagement de bureaux', 'Organisé pour gêner le moins possible votre activité.'),
      s('Emballage', 'Demandez-nous de préparer les cartons avec vous.'),
    ],
    serviceLines: ['{service} : parlez-nous de votre projet.', '{service}, préparé avec vous.'],
    featuresTitle: 'Un déménagement préparé',
    features: [
      s('Une visite ou un inventaire', 'Nous faisons le point sur le volume avant le devis.'),
      s('Un plan clair', 'Vous savez qui vient, quand et ce qui est prévu.'),
      s('Les objets fragiles', 'Signalez-les-nous, nous les emballons avec soin.'),
    ],
    faq: [
      {
        question: 'Comment obtenir un devis{ de {name}|} ?',
        answer: 'Écrivez-nous vos adresses de départ et d’arrivée, la date et le volume approximatif.',
      },
      {
        question: 'Quand faut-il vous contacter ?',
        answer: 'Le plus tôt possible : cela laisse le temps de bien préparer le jour J.',
      },
      {
        question: 'Que dois-je préparer moi-même ?',
        answer:
          'Nous en parlons lors du devis : vous choisissez ce que vous faites et ce que vous nous confiez.',
      },
    ],
    ctaTitles: ['Vous déménagez ?', 'Parlons de votre déménagement'],
    ctaSubtitles: ['Dites-nous vos adresses et votre date.', 'Nous préparons le devis avec vous.'],
    ctaButtons: QUOTE_BUTTONS,
    buttons: QUOTE_BUTTONS,
    contactTitle: '{Demander un devis|Votre devis|Pour un devis|Parlez-nous de votre déménagement}',
  },
};
