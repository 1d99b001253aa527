import type { KindBank } from '../bank-types';
import { s } from '../item';

/** French copy for the retail kinds (florist, bookshop, butcher). */
export const KINDS_RETAIL: Record<string, KindBank> = {
  florist: {
    noun: 'fleuriste',
    words: ['fleuriste', 'fleurs', 'artisan fleuriste'],
    headlines: ['Des fleurs[ à {location}]', 'Dites-le avec des fleurs', 'Votre fleuriste[ à {location}]'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name}, fleuriste[ à {location}], pour chaque occasion.',
      'Des fleurs[ à {location}] pour chaque occasion.',
    ],
    about: [
      'Chez {name}[, à {location}], nous composons chaque bouquet en pensant à la personne qui le recevra. Dites-nous l’occasion et préparons-le ensemble.',
      'Passez voir les fleurs de saison et repartez avec quelque chose de beau[ : {services}].',
    ],
    servicesTitles: ['Fleurs', 'Nos créations'],
    services: [
      s('Bouquets', 'À offrir ou pour la maison.'),
      s('Mariages', 'Des fleurs pour votre grand jour.'),
      s('Deuil', 'Pour dire au revoir avec tendresse.'),
    ],
    ctaTitles: ['Pour qui sont ces fleurs ?', 'Parlez-nous de l’occasion'],
    buttons: ['Commander des fleurs', 'Nous rendre visite'],
    features: [
      s(
        '{Pour chaque occasion|Toutes les occasions|Une fleur pour tout}',
        '{Anniversaires, mariages ou simplement pour faire plaisir|Pour fêter, remercier ou juste faire plaisir|Un bouquet pour une fête, un merci ou sans raison}.',
      ),
      s(
        '{Pensé pour qui le reçoit|Un bouquet qui a du sens|Composé pour quelqu’un}',
        '{Dites-nous pour qui c’est, nous le composons|Parlez-nous de la personne, nous faisons le reste|Nous composons chaque bouquet en pensant à qui le recevra}.',
      ),
      s(
        '{Dans votre quartier|Près de chez vous|Votre fleuriste}',
        '{Votre fleuriste|Un fleuriste de quartier}[ à {location}].',
      ),
    ],
    faq: [
      {
        question:
          '{Puis-je commander un bouquet ?|Prenez-vous les commandes ?|Peut-on commander à l’avance ?}',
        answer:
          '{Bien sûr|Avec plaisir} : {dites-nous pour quand et pour quelle occasion|indiquez-nous la date et l’occasion}.',
      },
      {
        question: '{Faites-vous les fleurs de mariage ?|Et pour un mariage ?|Décorez-vous les mariages ?}',
        answer:
          '{Parlez-nous de votre idée|Racontez-nous votre projet} et nous la {regardons ensemble|voyons avec vous}.',
      },
      {
        question:
          '{Quelles fleurs avez-vous en ce moment ?|Qu’y a-t-il de saison ?|Quelles fleurs choisir en ce moment ?}',
        answer:
          '{Passez[ à la boutique de {location}]|Passez nous voir} ou demandez-nous ce qu’il y a {de saison|en ce moment}.',
      },
    ],
    contactTitle:
      '{Nous rendre visite|Venir nous voir|Passer nous voir|Nous trouver|Au plaisir de vous accueillir}',
  },
  bookshop: {
    noun: 'librairie',
    words: ['librairie', 'libraire', 'bouquiniste', 'librairie indépendante'],
    headlines: [
      'Des livres[ à {location}]',
      'Entrez, feuilletez, repartez avec un livre',
      'Votre librairie[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est une librairie[ à {location}] où l’on aime parler de livres.',
      'Une librairie[ à {location}] où l’on aime parler de livres.',
    ],
    about: [
      'Chez {name}[, à {location}], on prend le temps de flâner entre les rayons. Dites-nous ce que vous avez aimé lire et nous vous ferons des suggestions.',
      'Un cadeau à trouver, un titre introuvable, une envie de lecture ? Venez en parler avec nous[ : {services}].',
    ],
    servicesTitles: ['En rayon', 'À la librairie'],
    servicesSubtitles: ['Demandez-nous conseil.', 'Un titre en tête ? Demandez-le-nous.'],
    services: [
      s('Conseils de lecture', 'Dites-nous ce que vous aimez, nous vous proposons des titres.'),
      s('Commandes', 'Un livre qui n’est pas en rayon ? Demandez-nous de le commander.'),
      s('Idées cadeaux', 'Nous vous aidons à trouver le livre à offrir.'),
    ],
    serviceLines: ['{service} : venez feuilleter en rayon.', '{service}, à découvrir à la librairie.'],
    featuresTitle: 'Pourquoi passer nous voir',
    features: [
      s('Le plaisir de flâner', 'Prenez le temps de feuilleter, sans vous presser.'),
      s('Des conseils de libraire', 'Nous parlons des livres que nous avons lus.'),
      s('Les livres que vous cherchez', 'Demandez-nous un titre, nous regardons s’il peut être commandé.'),
    ],
    faq: [
      {
        question: 'Pouvez-vous commander un livre pour moi ?',
        answer: 'Donnez-nous le titre ou l’auteur et nous vous dirons s’il peut être commandé.',
      },
      {
        question: 'Je cherche un livre à offrir : pouvez-vous m’aider ?',
        answer: 'Avec plaisir. Parlez-nous de la personne et de ce qu’elle aime lire.',
      },
      {
        question: 'Puis-je venir simplement regarder ?',
        answer: 'Bien sûr, la librairie est faite pour cela[ : passez nous voir à {location}].',
      },
    ],
    ctaTitles: ['Envie d’un bon livre ?', 'Passez à la librairie'],
    ctaSubtitles: ['Dites-nous ce que vous aimez lire.', 'Un titre en tête ? Demandez-le-nous.'],
    ctaButtons: ['Nous rendre visite', 'Demander un livre'],
    buttons: ['Nous rendre visite', 'Demander un livre'],
    contactTitle: 'Venir à la librairie',
  },
  butcher: {
    noun: 'boucherie',
    words: ['boucherie', 'boucherie-charcuterie', 'artisan boucher', 'boucher-charcutier'],
    headlines: [
      'De la bonne viande[ à {location}]',
      'Au comptoir du boucher',
      'Votre boucherie[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est une boucherie[ à {location}] où l’on vous conseille au comptoir.',
      'Une boucherie[ à {location}] où l’on vous conseille au comptoir.',
    ],
    about: [
      'Chez {name}[, à {location}], nous préparons les morceaux devant vous et vous disons comment les cuisiner.',
      'Dites-nous ce que vous préparez et pour combien de personnes : nous vous conseillons la bonne pièce[ : {services}].',
    ],
    servicesTitles: ['Au comptoir', 'Notre boucherie'],
    servicesSubtitles: ['Demandez-nous conseil au comptoir.', 'Dites-nous ce que vous préparez.'],
    services: [
      s('Viandes à la coupe', 'Préparées devant vous, à la demande.'),
      s('Commandes', 'Pour un repas de famille ou une grande tablée.'),
      s('Conseils de cuisson', 'Nous vous disons comment préparer chaque morceau.'),
    ],
    serviceLines: ['{service}, préparé au comptoir.', '{service} : demandez-nous conseil.'],
    featuresTitle: 'Pourquoi venir au comptoir',
    features: [
      s('Le conseil du boucher', 'Quel morceau, quelle cuisson : nous vous guidons.'),
      s('À la demande', 'Nous coupons et préparons selon ce que vous cuisinez.'),
      s('Sur commande', 'Prévenez-nous pour les grandes occasions.'),
    ],
    faq: [
      {
        question: 'Puis-je passer commande à l’avance ?',
        answer: 'Oui : appelez-nous ou passez{ chez {name}| à la boucherie|} avec la liste et la date.',
      },
      {
        question: 'Quel morceau choisir pour ma recette ?',
        answer: 'Dites-nous ce que vous préparez et nous vous conseillons au comptoir.',
      },
      {
        question: 'D’où vient votre viande ?',
        answer: 'Demandez-nous au comptoir : nous vous parlerons de nos viandes[ : {services}].',
      },
    ],
    ctaTitles: ['Un repas à préparer ?', 'Passez au comptoir'],
    ctaSubtitles: ['Dites-nous ce que vous cuisinez.', 'Commandez à l’avance pour les grandes occasions.'],
    ctaButtons: ['Passer commande', 'Nous rendre visite'],
    buttons: ['Nous rendre visite', 'Passer commande'],
    contactTitle: 'Venir à la boucherie',
  },
};
