import type { KindBank } from '../bank-types';
import { s } from '../item';

/** French copy for the fitness kinds (yoga, gym, martial-arts). */
export const KINDS_FITNESS: Record<string, KindBank> = {
  yoga: {
    noun: 'studio de yoga',
    words: ['yoga', 'studio de yoga'],
    headlines: ['Respirez, bougez[ à {location}]', 'Le yoga pour tous', 'Un moment pour vous'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un studio de yoga[ à {location}] ouvert à tous les niveaux.',
      'Un studio de yoga[ à {location}] ouvert à tous les niveaux.',
    ],
    about: [
      '{name} est un lieu calme[ à {location}], ouvert à tous les niveaux. Les cours prennent leur temps et s’adaptent à votre forme du jour.',
      'Que vous débutiez ou pratiquiez depuis longtemps, vous trouverez ici de quoi avancer à votre rythme[ : {services}].',
    ],
    servicesTitles: ['Cours', 'Pratiquer avec nous'],
    services: [
      s('Cours débutants', 'Pour commencer en douceur.'),
      s('Cours tous niveaux', 'Ouverts à tous.'),
      s('Cours particuliers', 'En tête-à-tête, à votre rythme.'),
    ],
    serviceLines: ['{service}, tous niveaux.', 'Cours de {service} à votre rythme.'],
    ctaTitles: ['On déroule le tapis ?', 'Votre premier cours vous attend'],
    buttons: ['Réserver un cours', 'Voir les cours'],
    features: [
      s(
        '{Tous niveaux|Pour tout le monde|Débutants bienvenus}',
        '{Quel que soit votre niveau, il y a une place pour vous|Débutant ou confirmé, vous trouverez votre place|Chacun pratique selon ses possibilités}.',
      ),
      s(
        '{Des cours au calme|En douceur|À votre rythme}',
        '{Sans précipitation, à votre rythme|Des séances posées, où l’on respire|On prend le temps de chaque posture}.',
      ),
      s(
        '{Votre studio|Un lieu calme|Près de chez vous}',
        '{Un coin de calme|Votre studio de yoga}[ à {location}].',
      ),
    ],
    faq: [
      {
        question:
          '{Je n’ai jamais fait de yoga, puis-je venir ?|Faut-il de l’expérience ?|Est-ce adapté aux débutants ?}',
        answer:
          '{Bien sûr|Avec plaisir} : {prévenez-nous|dites-le-nous en arrivant} et nous vous aidons à {commencer|trouver vos marques}.',
      },
      {
        question: '{Que dois-je apporter ?|Que faut-il prévoir ?|Comment s’habiller ?}',
        answer:
          '{Une tenue confortable|Des vêtements souples} ; {demandez-nous si vous avez besoin d’un tapis|pour le tapis, posez-nous la question}.',
      },
      {
        question:
          '{Quel type de yoga pratiquez-vous ?|À quoi ressemblent les cours ?|Comment se passe une séance ?}',
        answer:
          '{Demandez-nous|Posez-nous la question}[ (nous proposons {services})] et nous vous {expliquons comment se déroulent les cours|racontons une séance type}.',
      },
    ],
    contactTitle: '{Contact|Nous contacter|Nous joindre|Coordonnées|Écrivez-nous|Restons en contact}',
  },
  gym: {
    noun: 'salle de sport',
    words: ['salle de sport', 'salle de fitness', 'club de fitness'],
    headlines: [
      'Entraînez-vous[ à {location}]',
      'Plus fort, à votre rythme',
      'Votre salle de sport[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est une salle de sport[ à {location}] pour s’entraîner à son rythme.',
      'Une salle de sport[ à {location}] pour s’entraîner à son rythme.',
    ],
    about: [
      '{name} est un lieu pour s’entraîner à son rythme[ à {location}], que vous débutiez ou non.',
      'Venez nous rencontrer, nous vous montrons comment tout fonctionne[ : {services}].',
    ],
    servicesTitles: ['Entraînement', 'Nos services'],
    services: [
      s('Plateau', 'Pour vous entraîner librement.'),
      s('Cours collectifs', 'Pour s’entraîner en groupe.'),
      s('Coaching personnel', 'Un programme pensé pour vous.'),
    ],
    ctaTitles: ['On commence ?', 'Venez nous rencontrer'],
    buttons: ['Venir nous voir', '{Nous contacter|Contactez-nous|Prendre contact}'],
    features: [
      s(
        '{À votre rythme|Débutant ou confirmé|Selon votre niveau}',
        '{Que vous commenciez ou que vous pratiquiez depuis longtemps|Débutant ou habitué, chacun trouve sa place|On s’adapte à votre niveau}.',
      ),
      s(
        '{Comme vous voulez|Votre façon de vous entraîner|Seul ou en groupe}',
        '{Seul, en groupe ou avec un programme|En autonomie, en cours collectif ou avec un plan|Vous choisissez votre façon de vous entraîner}.',
      ),
      s(
        '{Près de chez vous|Votre salle|Une salle de quartier}',
        '{Votre salle de sport|Une salle près de chez vous}[ à {location}].',
      ),
    ],
    faq: [
      {
        question:
          '{Puis-je visiter la salle avant de m’inscrire ?|Peut-on voir la salle avant ?|Puis-je passer jeter un œil ?}',
        answer:
          '{Bien sûr|Avec plaisir} : {passez nous voir|venez faire un tour}, nous vous {faisons visiter|montrons tout}.',
      },
      {
        question:
          '{Je ne me suis jamais entraîné, par où commencer ?|Je débute, comment faire ?|Et si je n’ai jamais fait de sport ?}',
        answer:
          '{Dites-le-nous|Parlez-nous-en} et nous vous {aidons à faire vos premiers pas|accompagnons pour bien commencer}.',
      },
      {
        question:
          '{Quels cours proposez-vous ?|Quels sont les horaires des cours ?|Y a-t-il des cours collectifs ?}',
        answer:
          '{Demandez-nous le planning|Posez-nous la question} : nous vous {le donnons|répondons volontiers}.',
      },
    ],
    contactTitle: '{Contact|Nous contacter|Nous joindre|Coordonnées|Écrivez-nous|Restons en contact}',
  },
  'martial-arts': {
    noun: 'club d’arts martiaux',
    words: ['arts martiaux', 'dojo', 'club de judo', 'club de karaté', 'club de karate'],
    headlines: ['Arts martiaux[ à {location}]', 'Respect, équilibre, confiance', 'Montez sur le tatami'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un club d’arts martiaux[ à {location}] ouvert aux débutants.',
      'Un club d’arts martiaux[ à {location}] ouvert aux débutants.',
    ],
    about: [
      'Chez {name}[, à {location}], chacun progresse à son rythme, dans le respect des partenaires et des règles du tatami.',
      'Enfant ou adulte, débutant ou non : venez voir un cours et posez vos questions[ : {services}].',
    ],
    servicesTitles: ['Disciplines', 'Sur le tatami'],
    servicesSubtitles: ['Demandez-nous les horaires des cours.', 'Des cours par âge et par niveau.'],
    services: [
      s('Cours enfants', 'Apprendre en s’amusant, dans le respect des autres.'),
      s('Cours adultes', 'Pour débuter ou reprendre.'),
      s('Cours d’essai', 'Venez voir comment se passe un cours.'),
    ],
    serviceLines: ['{service}, enfants et adultes.', '{service} : demandez-nous les horaires.'],
    featuresTitle: 'Pourquoi nous rejoindre',
    features: [
      s('Le respect', 'Du partenaire, du professeur et du tatami.'),
      s('À votre niveau', 'Chacun avance à son rythme.'),
      s('Pour tous les âges', 'Demandez-nous les cours qui vous correspondent.'),
    ],
    faq: [
      {
        question: 'Puis-je essayer un cours{ chez {name}|} avant de m’inscrire ?',
        answer: 'Écrivez-nous : nous vous dirons quand venir voir un cours.',
      },
      {
        question: 'À partir de quel âge ?',
        answer: 'Demandez-nous les cours ouverts à l’âge de votre enfant.',
      },
      {
        question: 'Que faut-il apporter au premier cours ?',
        answer: 'Une tenue confortable suffit pour commencer ; nous vous dirons le reste.',
      },
    ],
    ctaTitles: ['Envie d’essayer ?', 'Venez voir un cours'],
    ctaSubtitles: ['Demandez-nous les horaires.', 'Enfants et adultes sont les bienvenus.'],
    ctaButtons: ['Venir essayer', 'Demander les horaires'],
    buttons: ['Venir essayer', 'Demander les horaires'],
    contactTitle: 'Nous rejoindre',
  },
};
