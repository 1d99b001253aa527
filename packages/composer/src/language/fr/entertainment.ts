import type { KindBank } from '../bank-types';
import { s } from '../item';

/** French copy for the entertainment kinds (music-venue, choir). */
export const KINDS_ENTERTAINMENT: Record<string, KindBank> = {
  'music-venue': {
    noun: 'salle de concert',
    words: ['salle de concert', 'salle de concerts', 'salle de spectacle', 'scène de musiques actuelles'],
    headlines: [
      'De la musique en live[ à {location}]',
      'Ce soir, on sort',
      'Votre salle de concert[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est une salle de concert[ à {location}] pour écouter la musique de près.',
      'Une salle de concert[ à {location}] pour écouter la musique de près.',
    ],
    about: [
      '{name} accueille des concerts[ à {location}] : des artistes à découvrir, un public qui aime la musique et une salle où l’on voit bien la scène.',
      'Consultez la programmation et venez écouter ce qui se joue[ : {services}].',
    ],
    servicesTitles: ['À l’affiche', 'À la salle'],
    servicesSubtitles: ['Demandez-nous la programmation.', 'Suivez les prochaines dates.'],
    services: [
      s('Concerts', 'Demandez-nous la programmation des prochaines semaines.'),
      s('Billetterie', 'Demandez-nous comment réserver vos places.'),
      s('Privatisation', 'Parlez-nous de votre événement.'),
    ],
    serviceLines: ['{service} : consultez la programmation.', '{service}, à vivre sur place.'],
    featuresTitle: 'Pourquoi venir',
    features: [
      s('La musique de près', 'Une salle où l’on voit et entend bien la scène.'),
      s('Des découvertes', 'Des artistes que vous ne connaissez pas encore.'),
      s('Une soirée entre amis', 'Venez à plusieurs, c’est encore mieux.'),
    ],
    faq: [
      {
        question: 'Comment connaître la programmation ?',
        answer: 'Demandez-nous les prochaines dates ou suivez nos annonces.',
      },
      {
        question: 'Comment réserver des places ?',
        answer: 'Contactez-nous grâce aux coordonnées de cette page, nous vous expliquons.',
      },
      {
        question: 'Peut-on privatiser la salle ?',
        answer: 'Parlez-nous de votre projet et nous verrons ce qui est possible.',
      },
    ],
    ctaTitles: ['Qui joue bientôt ?', 'Venez écouter'],
    ctaSubtitles: ['Demandez-nous la programmation.', 'Réservez vos places pour les prochaines dates.'],
    ctaButtons: ['Voir la programmation', '{Nous contacter|Contactez-nous|Prendre contact}'],
    buttons: ['Voir la programmation', '{Réserver|Faire une réservation}'],
    contactTitle: 'Venir à la salle',
  },
  choir: {
    noun: 'chorale',
    words: ['chorale', 'ensemble vocal', 'chœur', 'choeur'],
    headlines: ['Chanter ensemble[ à {location}]', 'Venez donner de la voix', 'Votre chorale[ à {location}]'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est une chorale[ à {location}] où l’on chante pour le plaisir.',
      'Une chorale[ à {location}] où l’on chante pour le plaisir.',
    ],
    about: [
      '{name} réunit des choristes[ à {location}] autour d’un même plaisir : chanter ensemble, apprendre de nouveaux morceaux et partager la scène.',
      'Vous aimez chanter ? Venez assister à une répétition et faire connaissance[ : {services}].',
    ],
    servicesTitles: ['Chanter avec nous', 'La chorale'],
    servicesSubtitles: ['Demandez-nous le jour des répétitions.', 'Nouvelles voix bienvenues.'],
    services: [
      s('Répétitions', 'Chaque semaine, dans une ambiance conviviale.'),
      s('Concerts', 'Demandez-nous nos prochaines dates.'),
      s('Nouvelles voix', 'Venez essayer lors d’une répétition.'),
    ],
    serviceLines: ['{service}, pour le plaisir de chanter.', '{service} : demandez-nous les dates.'],
    featuresTitle: 'Pourquoi nous rejoindre',
    features: [
      s('Le plaisir de chanter', 'Chanter ensemble, c’est d’abord un plaisir.'),
      s('Chacun sa voix', 'Nous vous aidons à trouver votre pupitre.'),
      s('Une bande d’amis', 'Les répétitions sont aussi des rencontres.'),
    ],
    faq: [
      {
        question: 'Faut-il savoir lire la musique ?',
        answer: 'Posez-nous la question : nous vous dirons comment se passent les répétitions.',
      },
      {
        question: 'Comment rejoindre{ {name}| la chorale} ?',
        answer: 'Écrivez-nous et venez assister à une répétition.',
      },
      {
        question: 'Où et quand répétez-vous ?',
        answer: 'Demandez-nous le lieu et l’horaire des répétitions[ à {location}].',
      },
    ],
    ctaTitles: ['Envie de chanter ?', 'Venez à une répétition'],
    ctaSubtitles: ['Nouvelles voix bienvenues.', 'Écrivez-nous pour venir essayer.'],
    ctaButtons: ['Nous rejoindre', '{Nous écrire|Écrivez-nous|Envoyer un message}'],
    buttons: ['Nous rejoindre', 'Nos concerts'],
    contactTitle: 'Nous rejoindre',
  },
};
