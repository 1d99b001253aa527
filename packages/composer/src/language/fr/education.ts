import type { KindBank } from '../bank-types';
import { s } from '../item';

/** French copy for the education kinds (tutor, language-school, driving-instructor, childcare). */
export const KINDS_EDUCATION: Record<string, KindBank> = {
  tutor: {
    noun: 'cours',
    words: ['soutien scolaire', 'cours particuliers', 'professeur particulier', 'cours de piano'],
    headlines: ['Apprendre[ à {location}]', 'Des cours à votre rythme', 'Progresser, pas à pas'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} donne des cours[ à {location}], à votre rythme.',
      'Des cours[ à {location}], à votre rythme.',
    ],
    about: [
      'Avec {name}[, à {location}], chaque élève commence par une discussion : ce qu’il veut apprendre et comment il apprend le mieux.',
      'Dites-nous ce dont vous avez besoin et trouvons le créneau qui vous convient[ : {services}].',
    ],
    servicesTitles: ['Cours', 'Ce que nous enseignons'],
    services: [
      s('Cours en groupe', 'En petits groupes par niveau.'),
      s('Cours particuliers', 'En tête-à-tête, à votre rythme.'),
      s('Préparation aux examens', 'Pour vous préparer sereinement.'),
    ],
    serviceLines: ['{service}, à votre rythme.', 'Cours de {service} pour tous les niveaux.'],
    ctaTitles: ['On commence ?', 'Demandez les horaires'],
    buttons: ['{Se renseigner|Demander des infos}', '{Nous contacter|Contactez-nous|Prendre contact}'],
    features: [
      s(
        '{À votre rythme|Pas à pas|Sans pression}',
        '{Chaque élève avance à sa vitesse|On avance au rythme de l’élève|Chacun progresse à son rythme}.',
      ),
      s(
        '{Petits groupes|Des groupes réduits|De la place pour chacun}',
        '{Pour oser poser des questions et participer|Chacun peut poser ses questions|Assez petits pour que chacun participe}.',
      ),
      s(
        '{Près de chez vous|Votre centre de cours|Dans votre quartier}',
        '{Votre soutien scolaire|Des cours près de chez vous}[ à {location}].',
      ),
    ],
    faq: [
      {
        question:
          '{Comment savoir dans quel groupe aller ?|Quel niveau pour commencer ?|Comment évaluez-vous le niveau ?}',
        answer:
          '{Nous en parlons avec vous|Nous faisons le point ensemble} et {regardons le niveau avant de commencer|trouvons le groupe qui convient}.',
      },
      {
        question:
          '{Peut-on commencer en cours d’année ?|Puis-je m’inscrire en milieu d’année ?|Est-il trop tard pour commencer ?}',
        answer:
          '{Demandez-nous|Posez-nous la question} et nous {cherchons une solution|voyons comment faire}.',
      },
      {
        question: '{Quels sont les horaires ?|Quand ont lieu les cours ?|Quels créneaux proposez-vous ?}',
        answer: '{Écrivez-nous|Demandez-nous} : nous vous {donnons|envoyons} les horaires{ des cours|}.',
      },
    ],
    contactTitle: '{Contact|Nous contacter|Nous joindre|Coordonnées|Écrivez-nous|Restons en contact}',
  },
  'language-school': {
    noun: 'école de langues',
    words: ['école de langues', 'cours de langues', 'école de langue'],
    headlines: [
      'Apprendre une langue[ à {location}]',
      'Parler, écouter, progresser',
      'Votre école de langues[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est une école de langues[ à {location}] où l’on apprend en parlant.',
      'Une école de langues[ à {location}] où l’on apprend en parlant.',
    ],
    about: [
      'Chez {name}[, à {location}], tout commence par votre niveau et vos objectifs : un voyage, un travail, un examen ou le simple plaisir d’apprendre.',
      'Dites-nous quelle langue vous voulez apprendre et pourquoi : nous vous orientons vers le bon groupe[ : {services}].',
    ],
    servicesTitles: ['Langues et cours', 'Ce que vous pouvez apprendre'],
    servicesSubtitles: ['Demandez-nous les niveaux et les horaires.', 'Pour débuter ou reprendre.'],
    services: [
      s('Cours en groupe', 'En petits groupes, par niveau.'),
      s('Cours particuliers', 'À votre rythme, sur ce dont vous avez besoin.'),
      s('Test de niveau', 'Pour savoir par où commencer.'),
    ],
    serviceLines: [
      '{service}, du premier mot à la conversation.',
      '{service} : demandez-nous les niveaux et les horaires.',
    ],
    featuresTitle: 'Apprendre avec nous',
    features: [
      s('On parle dès le premier cours', 'Les cours laissent une large place à l’oral.'),
      s('Le bon niveau', 'Nous vous aidons à trouver le groupe qui vous correspond.'),
      s('Des objectifs clairs', 'Voyage, travail ou examen : vous savez où vous allez.'),
    ],
    faq: [
      {
        question: 'Comment connaître mon niveau ?',
        answer:
          'Écrivez-nous : nous vous expliquons comment nous évaluons votre niveau avant de vous proposer un groupe.',
      },
      {
        question: 'Quelles langues enseignez-vous ?',
        answer: 'Demandez-nous la liste des cours en ce moment[ : {services}].',
      },
      {
        question: 'Puis-je commencer en cours d’année{ chez {name}|} ?',
        answer: 'Posez-nous la question : nous vous dirons quels groupes peuvent vous accueillir.',
      },
    ],
    ctaTitles: ['Quelle langue voulez-vous apprendre ?', 'Prêt à vous lancer ?'],
    ctaSubtitles: ['Dites-nous votre niveau et vos objectifs.', 'Nous vous aidons à choisir le bon cours.'],
    ctaButtons: ['{Se renseigner|Demander des infos}', 'Demander les horaires'],
    buttons: ['Voir les cours', '{Se renseigner|Demander des infos}'],
    contactTitle: 'Se renseigner',
  },
  'driving-instructor': {
    noun: 'auto-école',
    words: [
      'auto-école',
      'auto école',
      'autoécole',
      'moniteur d’auto-école',
      'moniteur de conduite',
      'monitrice de conduite',
    ],
    headlines: ['Le permis[ à {location}]', 'Prenez la route sereinement', 'Votre auto-école[ à {location}]'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est une auto-école[ à {location}] qui vous accompagne jusqu’au permis.',
      'Une auto-école[ à {location}] qui vous accompagne jusqu’au permis.',
    ],
    about: [
      'Chez {name}[, à {location}], chaque élève avance à son rythme : nous faisons le point avec vous sur ce que vous maîtrisez et ce qu’il reste à travailler.',
      'Parlez-nous de votre projet de permis et nous vous expliquons les étapes[ : {services}].',
    ],
    servicesTitles: ['Le permis', 'Nos formations'],
    servicesSubtitles: ['Demandez-nous les formules et les horaires.', 'Nous vous expliquons chaque étape.'],
    services: [
      s('Code de la route', 'Pour préparer l’examen théorique.'),
      s('Leçons de conduite', 'Avec un moniteur, à votre rythme.'),
      s('Préparation à l’examen', 'Pour aborder l’épreuve de conduite sereinement.'),
    ],
    serviceLines: ['{service}, à votre rythme.', '{service} : demandez-nous les horaires.'],
    featuresTitle: 'Apprendre à conduire avec nous',
    features: [
      s('À votre rythme', 'Nous adaptons les leçons à vos progrès.'),
      s('Un suivi clair', 'Vous savez où vous en êtes après chaque leçon.'),
      s('Des moniteurs patients', 'Les premières heures au volant se passent dans le calme.'),
    ],
    faq: [
      {
        question: 'Comment m’inscrire{ chez {name}|} ?',
        answer: 'Passez nous voir ou écrivez-nous : nous vous expliquons les pièces à fournir.',
      },
      {
        question: 'Combien de leçons me faudra-t-il ?',
        answer: 'Cela dépend de chacun : nous faisons le point avec vous au fil des leçons.',
      },
      {
        question: 'Puis-je préparer le code et la conduite en même temps ?',
        answer: 'Demandez-nous comment organiser votre formation[ : {services}].',
      },
    ],
    ctaTitles: ['Prêt à prendre le volant ?', 'Parlons de votre permis'],
    ctaSubtitles: [
      'Nous vous expliquons les étapes jusqu’à l’examen.',
      'Passez nous voir pour vous inscrire.',
    ],
    ctaButtons: ['S’inscrire', '{Se renseigner|Demander des infos}'],
    buttons: ['S’inscrire', '{Se renseigner|Demander des infos}'],
    contactTitle: 'Venir à l’auto-école',
  },
  childcare: {
    noun: 'crèche',
    words: ['crèche', 'micro-crèche', 'creche', 'halte-garderie'],
    headlines: ['Une crèche[ à {location}]', 'Grandir en douceur', 'Votre enfant entre de bonnes mains'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est une crèche[ à {location}] où chaque enfant trouve sa place.',
      'Une crèche[ à {location}] où chaque enfant trouve sa place.',
    ],
    about: [
      'Chez {name}[, à {location}], nous accueillons chaque enfant à son rythme et prenons le temps d’échanger avec les parents.',
      'Vous cherchez une place pour votre enfant ? Venez visiter et posez-nous toutes vos questions[ : {services}].',
    ],
    servicesTitles: ['L’accueil des enfants', 'À la crèche'],
    servicesSubtitles: ['Demandez-nous les places disponibles.', 'Venez nous rencontrer.'],
    services: [
      s('Accueil régulier', 'Des journées rythmées par les besoins de chaque enfant.'),
      s('Adaptation', 'Une arrivée en douceur, avec vous.'),
      s('Activités d’éveil', 'Jeux, chansons et découvertes selon l’âge.'),
    ],
    serviceLines: [
      '{service}, au rythme de votre enfant.',
      '{service} : demandez-nous comment cela se passe.',
    ],
    featuresTitle: 'Ce qui compte pour nous',
    features: [
      s('Le rythme de l’enfant', 'Siestes et jeux suivent ses besoins.'),
      s('Le lien avec les parents', 'Nous vous racontons la journée de votre enfant.'),
      s('Une arrivée en douceur', 'L’adaptation se fait pas à pas, avec vous.'),
    ],
    faq: [
      {
        question: 'Comment inscrire mon enfant{ chez {name}| à la crèche} ?',
        answer: 'Contactez-nous : nous vous expliquons les démarches et les places disponibles.',
      },
      {
        question: 'Peut-on visiter avant ?',
        answer: 'Oui, prenez rendez-vous et venez nous rencontrer avec votre enfant.',
      },
      {
        question: 'Comment se passe l’adaptation ?',
        answer: 'Nous la construisons avec vous, sur plusieurs jours, au rythme de votre enfant.',
      },
    ],
    ctaTitles: ['Une place pour votre enfant ?', 'Venez nous rencontrer'],
    ctaSubtitles: ['Demandez-nous les places disponibles.', 'Prenez rendez-vous pour une visite.'],
    ctaButtons: ['Demander une visite', '{Nous contacter|Contactez-nous|Prendre contact}'],
    buttons: ['Demander une visite', '{Nous contacter|Contactez-nous|Prendre contact}'],
    contactTitle: 'Nous contacter',
  },
};
