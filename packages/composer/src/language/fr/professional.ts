import type { KindBank } from '../bank-types';
import { s } from '../item';

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
    contactTitle: '{Contact|Nous contacter|Nous joindre|Coordonnées}',
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
    ctaButtons: [
      '{Demander un devis|Demandez un devis|Votre demande de devis}',
      '{Nous appeler|Appelez-nous|Passer un coup de fil}',
    ],
    buttons: [
      '{Demander un devis|Demandez un devis|Votre demande de devis}',
      '{Nous appeler|Appelez-nous|Passer un coup de fil}',
    ],
    contactTitle: '{Demander un devis|Votre devis|Pour un devis}',
  },
};
