import type { KindBank } from '../bank-types';
import { s } from '../item';

/** A quote or a call, at the top and at the end of the page. */
const QUOTE_BUTTONS = [
  '{Demander un devis|Demandez un devis|Votre demande de devis}',
  '{Nous appeler|Appelez-nous|Passer un coup de fil}',
];

/** French copy for the automotive kinds (mechanic, auto-body). */
export const KINDS_AUTOMOTIVE: Record<string, KindBank> = {
  mechanic: {
    noun: 'garage',
    words: ['garage', 'garagiste', 'mécanicien', 'mécanique auto'],
    headlines: [
      '{Votre voiture entre de bonnes mains|Votre voiture, bien entretenue|La mécanique sans détour}[ à {location}]',
      '{Entretien et réparations|Révisions et réparations|Ce dont votre voiture a besoin}',
      '{Votre garage|Un garage de quartier}[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un garage[ à {location}] {qui vous explique ce dont votre voiture a besoin|qui vous dit ce qu’a votre voiture avant d’intervenir|qui parle clair}.',
      'Un garage[ à {location}] {qui vous explique ce dont votre voiture a besoin|qui parle clair}.',
    ],
    about: [
      'Chez {name}[, à {location}], nous vous {expliquons|disons} ce qu’a votre voiture et {vos options|ce qui peut être fait} avant {d’intervenir|de nous mettre au travail}.',
      '{Amenez-nous votre voiture|Passez avec votre voiture} et nous vous disons ce que nous voyons[ : {services}].',
    ],
    servicesTitles: [
      '{Services|Nos services|Ce que nous faisons}',
      '{À l’atelier|Pour votre voiture|Nos interventions}',
    ],
    services: [
      s(
        'Entretien',
        '{Révisions et vidanges|Vidange, filtres et révision|L’entretien prévu pour votre voiture}{.|. Tout est expliqué avant de commencer.}',
      ),
      s(
        'Freins',
        '{Contrôle et remplacement|Plaquettes, disques et contrôle|Vérification et remplacement}{.|, avec le travail expliqué avant.}',
      ),
      s(
        'Pneus',
        '{Montage et équilibrage|Changement et équilibrage|Montage, équilibrage et contrôle}{.| : demandez-nous quand passer.}',
      ),
    ],
    serviceLines: [
      '{service} : nous vous expliquons le travail avant de commencer.',
      '{service} : amenez-nous la voiture, nous regardons.',
      '{service}, travaux expliqués avant.',
    ],
    ctaTitles: [
      '{Une révision à prévoir ?|Un bruit suspect ?|Votre voiture a besoin d’un contrôle ?}',
      '{Amenez-nous votre voiture|Passez au garage|On jette un œil à votre voiture ?}',
    ],
    ctaSubtitles: [
      '{Appelez-nous|Écrivez-nous} et nous vous disons {quand amener la voiture|quel jour vous arrange}.',
      '{Dites-nous ce que vous remarquez|Décrivez-nous le problème} et nous vous {orientons|disons ce que nous en pensons}.',
    ],
    buttons: [
      '{Prendre rendez-vous|Demander un rendez-vous|Réserver un créneau}',
      '{Nous appeler|Appelez-nous|Passer un coup de fil}',
    ],
    featuresTitle: '{Notre façon de travailler|Ce qui compte à l’atelier|Au garage}',
    features: [
      s(
        '{Un diagnostic clair|Ce qu’a votre voiture|Sans détour|D’abord le diagnostic}',
        '{Nous vous disons ce qu’a votre voiture et quelles sont vos options|Nous vous expliquons la panne simplement|Vous savez ce que nous voyons et ce qui peut être fait}{, avant d’intervenir|}.',
      ),
      s(
        '{Rien sans votre accord|Vous décidez|Pas de travaux surprise|Tout est discuté avant}',
        '{Nous vous présentons le travail et vous validez|Rien n’est fait sans que vous le sachiez|Si nous voyons autre chose, nous vous appelons avant}{.|. Vous savez toujours ce qui est fait.}',
      ),
      s(
        '{Près de chez vous|Un garage de quartier|Votre garage|La mécanique de proximité}',
        '{Un garage qui vous explique les choses|Un garage qui parle clair|Entretien et réparations}[ à {location}].',
      ),
    ],
    faq: [
      {
        question:
          '{Faut-il prendre rendez-vous ?|Dois-je réserver pour amener ma voiture ?|Comment prendre rendez-vous ?}',
        answer:
          '{Appelez-nous|Écrivez-nous ou appelez-nous} et nous vous disons {quand amener la voiture|quel jour vous convient}.',
      },
      {
        question:
          '{Me prévenez-vous avant de faire des travaux ?|Me demandez-vous mon accord avant de réparer ?|Saurai-je à l’avance ce que vous allez faire ?}',
        answer:
          '{Oui|Toujours} : nous vous {expliquons ce que nous voyons|disons ce que nous avons trouvé} et {vous décidez|c’est vous qui décidez}.',
      },
      {
        question:
          '{Quels travaux faites-vous ?|Quelles réparations assurez-vous ?|Pouvez-vous regarder ma voiture ?}',
        answer:
          '{Demandez-nous|Dites-nous ce qu’il vous faut}[ (nous faisons par exemple {services})] et nous vous {répondons|renseignons}.',
      },
      {
        question:
          '{Que dois-je vous dire au téléphone ?|De quelles informations avez-vous besoin ?|Que faut-il vous dire sur la voiture ?}',
        answer:
          '{La marque, le modèle et ce que vous remarquez|Le modèle de la voiture et ce qui vous inquiète}{ : un bruit, un voyant, une vibration|}.',
      },
      {
        question:
          '{Puis-je avoir un devis avant ?|Saurai-je le prix avant les travaux ?|Faites-vous des devis ?}',
        answer:
          '{Demandez-le-nous|Posez-nous la question} : nous {discutons des travaux avec vous avant de commencer|vous expliquons le travail avant d’intervenir}.',
      },
    ],
    aboutExpandedTitle: '{Notre façon de travailler|À l’atelier|Votre voiture chez nous}',
    aboutExpanded: [
      '{Nous examinons votre voiture|Nous regardons votre voiture attentivement}, vous {disons ce que nous trouvons|expliquons ce que nous voyons} et {voyons avec vous ce qui est urgent et ce qui peut attendre|décidons ensemble quoi faire maintenant et plus tard}.',
      'Chez {name}[, à {location}], {rien n’est touché sans explication|on explique avant de réparer} : nous vous {disons ce qu’a la voiture|expliquons la panne}, {quelles options existent|ce qui peut être fait}, et {vous décidez|vous choisissez la suite}.',
    ],
    contactTitle: '{Venir au garage|Passer au garage|Nous trouver}',
  },
  'auto-body': {
    noun: 'carrosserie',
    words: ['carrosserie', 'carrossier', 'carrossière'],
    headlines: [
      'Carrosserie[ à {location}]',
      'Rayures, bosses et peinture',
      'Votre carrossier[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est une carrosserie[ à {location}] qui vous explique la réparation avant de commencer.',
      'Une carrosserie[ à {location}] qui vous explique la réparation avant de commencer.',
    ],
    about: [
      'Chez {name}[, à {location}], nous regardons les dégâts avec vous et vous expliquons ce qu’il faut réparer avant d’établir le devis.',
      'Une rayure, un choc, une portière abîmée ? Amenez-nous votre véhicule[ : {services}].',
    ],
    servicesTitles: ['À l’atelier', 'Nos travaux'],
    servicesSubtitles: ['Amenez-nous votre véhicule pour un devis.', 'Décrivez-nous les dégâts.'],
    services: [
      s('Tôlerie', 'Bosses et chocs, réparés ou remplacés.'),
      s('Peinture', 'Pour retrouver une carrosserie uniforme.'),
      s('Devis', 'Nous regardons les dégâts avec vous.'),
    ],
    serviceLines: ['{service} : amenez-nous votre véhicule.', '{service}, expliqué avant de commencer.'],
    featuresTitle: 'Comment nous travaillons',
    features: [
      s('Les dégâts, vus ensemble', 'Nous regardons le véhicule avec vous.'),
      s('Un devis expliqué', 'Vous savez ce qui sera fait et pourquoi.'),
      s('Le travail soigné', 'Nous prenons le temps de bien faire.'),
    ],
    faq: [
      {
        question: 'Comment obtenir un devis ?',
        answer: 'Amenez votre véhicule{ chez {name}| à l’atelier|} ou envoyez-nous des photos des dégâts.',
      },
      {
        question: 'Travaillez-vous avec les assurances ?',
        answer: 'Posez-nous la question avec le nom de votre assureur, nous vous expliquerons.',
      },
      {
        question: 'Combien de temps garderez-vous ma voiture ?',
        answer: 'Cela dépend des travaux : nous vous le disons au moment du devis.',
      },
    ],
    ctaTitles: ['Un choc, une rayure ?', 'Montrez-nous les dégâts'],
    ctaSubtitles: [
      'Amenez-nous votre véhicule ou envoyez des photos.',
      'Nous vous expliquons la réparation.',
    ],
    ctaButtons: QUOTE_BUTTONS,
    buttons: QUOTE_BUTTONS,
    contactTitle: '{Venir à l’atelier|Passer à l’atelier}',
  },
};
