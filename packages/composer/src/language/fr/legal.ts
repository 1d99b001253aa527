import type { KindBank } from '../bank-types';
import { s } from '../item';

/** French copy for the legal kinds (lawyer). */
export const KINDS_LEGAL: Record<string, KindBank> = {
  lawyer: {
    noun: 'cabinet d’avocats',
    words: ['avocat', 'avocate', 'avocats', 'cabinet d’avocats', "cabinet d'avocats"],
    headlines: [
      '{Conseil juridique|Des avocats à vos côtés|Un cabinet à votre écoute}[ à {location}]',
      '{Des réponses claires|Le droit, expliqué clairement|Y voir clair dans votre dossier}',
      '{Parlons de votre situation|Exposez-nous votre situation|Commençons par vous écouter}',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un cabinet d’avocats[ à {location}] {qui vous explique chaque étape|qui prend le temps de vous écouter|qui vous parle sans jargon}.',
      'Un cabinet d’avocats[ à {location}] {qui vous explique chaque étape|qui vous parle sans jargon}.',
    ],
    about: [
      'Chez {name}[, à {location}], nous vous écoutons, vous expliquons vos options {clairement|sans jargon} et vous accompagnons {à chaque étape|du premier rendez-vous à la suite}.',
      '{Exposez-nous votre situation|Parlez-nous de votre dossier} et nous vous expliquons comment nous pouvons vous aider[ : {services}].',
    ],
    servicesTitles: [
      '{Domaines|Nos domaines|Nos domaines d’intervention}',
      '{Comment nous vous aidons|Ce que nous traitons|Nos champs d’action}',
    ],
    services: [
      s(
        'Droit de la famille',
        '{Séparations, garde et accords|Divorce, garde des enfants et accords|Séparations et questions familiales}{.|. Nous vous expliquons chaque étape.}',
      ),
      s(
        'Successions',
        '{Testaments et héritages|Héritages, testaments et partages|Tout ce qui touche à une succession}{.|, avec des explications claires.}',
      ),
      s(
        'Droit du travail',
        '{Licenciements, contrats et litiges|Contrats, licenciements et conflits au travail|Vos droits de salarié ou d’employeur}{.|, étape par étape.}',
      ),
    ],
    serviceLines: [
      '{service} : exposez-nous votre situation.',
      '{service} : nous vous expliquons vos options.',
      '{service}, expliqué sans jargon.',
    ],
    featuresTitle: '{Notre façon de travailler|Ce qui compte au cabinet|Ce que vous pouvez attendre de nous}',
    features: [
      s(
        '{Des explications claires|Sans jargon|Le droit en clair|Comprendre son dossier}',
        'Nous {vous expliquons vos options|traduisons le langage juridique} {en termes simples|avec des mots clairs|sans jargon inutile}{, pour que vous décidiez en connaissance de cause|}.',
      ),
      s(
        '{À vos côtés|Un accompagnement suivi|Chaque étape expliquée|Pas à pas}',
        '{Nous vous accompagnons|Nous restons à vos côtés} {à chaque étape|du premier rendez-vous à la suite de votre dossier}{ : nous vous disons où en est votre dossier| et nous répondons à vos questions|}.',
      ),
      s(
        '{Votre situation d’abord|Une écoute attentive|Vous écouter d’abord|Votre histoire compte}',
        '{Avant de conseiller|Avant toute recommandation|Avant de vous dire quoi faire}, nous {écoutons votre histoire|prenons le temps de comprendre votre situation}[, ici à {location}].',
      ),
    ],
    faq: [
      {
        question:
          '{Comment se passe le premier rendez-vous ?|Que se passe-t-il au premier rendez-vous ?|À quoi ressemble une première consultation ?}',
        answer:
          '{Vous nous exposez votre situation|Vous nous racontez ce qui vous amène} et nous vous {expliquons les options qui s’offrent à vous|disons quelles sont vos possibilités}.',
      },
      {
        question: '{Quels documents apporter ?|Que dois-je préparer ?|Quels papiers prendre avec moi ?}',
        answer:
          '{Tout ce qui concerne votre dossier|Les papiers liés à votre affaire} : {courriers, contrats, décisions|lettres, contrats, jugements}. {En cas de doute, écrivez-nous|Demandez-nous si vous hésitez}.',
      },
      {
        question:
          '{Dans quels domaines intervenez-vous ?|Sur quelles affaires travaillez-vous ?|Pouvez-vous m’aider dans mon cas ?}',
        answer:
          '{Décrivez-nous votre situation|Écrivez-nous quelques lignes sur votre affaire} et nous vous dirons {si nous pouvons vous aider|comment nous pouvons vous aider}.',
      },
      {
        question:
          '{Comment obtenir un rendez-vous ?|Comment prendre rendez-vous au cabinet ?|Comment vous consulter ?}',
        answer:
          '{Appelez le cabinet ou écrivez-nous|Écrivez-nous ou appelez le cabinet}{ en quelques mots sur votre affaire|}, et nous vous proposons {un rendez-vous|un créneau}.',
      },
      {
        question:
          '{Serai-je tenu informé de mon dossier ?|Comment suivre l’avancement de mon dossier ?|Saurai-je où en est mon affaire ?}',
        answer:
          '{Oui|Bien sûr} : nous vous {expliquons chaque étape|disons où en est votre dossier} et {répondons à vos questions|restons joignables pour vos questions}.',
      },
    ],
    ctaTitles: [
      '{Parlons de votre situation|Exposez-nous votre dossier|Une question juridique ?}',
      '{Prenez rendez-vous|Rencontrons-nous|Un premier rendez-vous ?}',
    ],
    ctaSubtitles: [
      '{Écrivez-nous|Appelez le cabinet} et {nous vous proposons un rendez-vous|nous trouvons un moment pour en parler}.',
      '{Décrivez-nous votre situation en quelques lignes|Dites-nous ce qui vous amène} : nous vous {répondrons|recontacterons} {au plus vite|dès que possible}.',
    ],
    buttons: [
      '{Prendre rendez-vous|Demander un rendez-vous|Réserver un créneau}',
      '{Nous contacter|Contactez-nous|Prendre contact}',
    ],
    aboutExpandedTitle: '{Notre façon de travailler|Au cabinet|Comment nous travaillons}',
    aboutExpanded: [
      '{Au premier rendez-vous|Lors du premier échange}, nous {écoutons et situons votre affaire|vous écoutons et faisons le point sur votre dossier}. {Ensuite|Puis}, nous vous {expliquons vos options|présentons les voies possibles} et {discutons avec vous de chaque étape|décidons ensemble de la suite}.',
      'Chez {name}[, à {location}], {chaque dossier commence par une écoute|tout commence par votre récit} : {vous nous exposez la situation|vous nous racontez ce qui se passe}, nous vous {expliquons le droit en termes clairs|disons franchement ce qui est possible}, et {vous décidez|vous choisissez la suite}.',
    ],
    contactTitle: '{Contact|Nous joindre|Coordonnées|Nous contacter|Écrivez-nous|Restons en contact}',
  },
};
