import type { KindBank } from '../bank-types';
import { s } from '../item';

/** French copy for the beauty kinds (hair-salon, barber, beauty-salon, nail-salon, dog-groomer). */
export const KINDS_BEAUTY: Record<string, KindBank> = {
  'hair-salon': {
    noun: 'salon de coiffure',
    words: ['salon de coiffure', 'coiffure', 'coiffeur', 'coiffeuse'],
    headlines: [
      '{Vos cheveux, comme vous les aimez|Vos cheveux, à votre façon|La coiffure qui vous ressemble}[ à {location}]',
      '{Un nouveau style, sans vous presser|Changer de tête, en douceur|Votre prochaine coupe, sans précipitation}',
      '{Votre salon de coiffure|Un salon de quartier}[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un salon de coiffure[ à {location}] où {chaque rendez-vous commence par une écoute|l’on parle avant de couper|l’on vous écoute avant de prendre les ciseaux}.',
      'Un salon de coiffure[ à {location}] où {chaque rendez-vous commence par une écoute|l’on parle avant de couper}.',
    ],
    about: [
      'Chez {name}[, à {location}], chaque rendez-vous commence par {une discussion|un petit échange} : ce que vous voulez, comment vous vous coiffez et ce que vous aimeriez {essayer|changer}.',
      '{Dites-nous ce que vous cherchez|Racontez-nous vos envies} et nous vous conseillons ce qui vous va[ : {services}].',
    ],
    servicesTitles: [
      '{Prestations|Nos prestations|Ce que nous faisons}',
      '{Au salon|Pour vos cheveux|Dans le fauteuil}',
    ],
    services: [
      s(
        'Coupe',
        '{Une coupe pensée pour vous|Une coupe sur mesure|Une coupe choisie avec vous}{, facile à coiffer au quotidien|, qui vous ressemble| et simple à entretenir}.',
      ),
      s(
        'Couleur',
        '{D’une nuance discrète|De quelques reflets|D’une touche légère} {à un vrai changement|à une couleur toute neuve|à quelque chose d’audacieux}.',
      ),
      s(
        'Coiffure',
        '{Pour une grande occasion|Pour un mariage, une soirée|Pour un jour qui compte} {ou juste pour vous|ou simplement pour le plaisir|ou pour vous sentir bien}.',
      ),
    ],
    serviceLines: [
      '{service} : dites-nous ce qui vous ferait plaisir.',
      '{service}, avec soin et à votre goût.',
      '{service} : nous vous conseillons avant de commencer.',
    ],
    ctaTitles: [
      '{Envie de changement ?|Envie d’une nouvelle tête ?|Besoin d’une coupe ?}',
      '{Prenez rendez-vous|Réservez votre moment|Un créneau pour vous}',
    ],
    ctaSubtitles: [
      '{Appelez-nous|Écrivez-nous} et nous {trouvons un créneau qui vous convient|vous proposons un rendez-vous}.',
      '{Parlez-nous de vos envies|Venez avec une photo ou une idée} et {nous en discutons ensemble|nous vous conseillons}.',
    ],
    ctaButtons: [
      '{Prendre rendez-vous|Demander un rendez-vous|Réserver un créneau}',
      '{Nous contacter|Contactez-nous|Prendre contact}',
    ],
    buttons: [
      '{Prendre rendez-vous|Demander un rendez-vous|Réserver un créneau}',
      '{Nous contacter|Contactez-nous|Prendre contact}',
    ],
    featuresTitle: '{Ce qui compte au salon|Notre façon de vous coiffer|Ce que nous soignons}',
    features: [
      s(
        '{D’abord, on parle|L’écoute avant les ciseaux|Votre idée d’abord|On vous écoute}',
        '{Avant de couper|Avant de prendre les ciseaux|Avant de commencer}, nous {parlons de ce que vous voulez et de votre façon de vous coiffer|vous demandons vos envies|regardons avec vous ce que vous cherchez}.',
      ),
      s(
        '{Pour tous les jours|Facile à coiffer|Une coupe qui tient|Pensé pour votre quotidien}',
        '{Une coiffure|Une coupe} {facile à refaire chez vous|que vous saurez coiffer vous-même|qui reste belle entre deux rendez-vous}{, sans prise de tête|}.',
      ),
      s(
        '{Des conseils francs|Un avis sincère|Votre salon de quartier|Conseil honnête}',
        '{Nous vous disons|Nous vous expliquons franchement} {ce qui va à vos cheveux|ce qui peut vous aller|ce qui vous met en valeur}[, ici à {location}].',
      ),
    ],
    faq: [
      {
        question: '{Faut-il prendre rendez-vous ?|Dois-je réserver ?|Comment prendre rendez-vous ?}',
        answer:
          '{C’est plus sûr|Nous vous le conseillons} : {appelez-nous ou écrivez-nous|écrivez-nous ou appelez-nous} et nous {trouvons un créneau|vous proposons un horaire}.',
      },
      {
        question:
          '{Pouvez-vous me conseiller un changement ?|Pouvez-vous m’aider si j’hésite ?|M’aidez-vous à choisir une nouvelle coupe ?}',
        answer:
          '{Bien sûr|Avec plaisir} : {dites-nous ce qui vous tente|parlez-nous de ce que vous aimez ou pas} et {nous cherchons ensemble ce qui vous va|nous vous proposons une idée qui vous ressemble}.',
      },
      {
        question:
          '{Combien de temps tient une couleur ?|Une couleur dure combien de temps ?|À quelle fréquence refaire sa couleur ?}',
        answer:
          '{Cela dépend de la couleur et de vos cheveux|Tout dépend de vos cheveux et de la couleur choisie} : {demandez-nous|posez-nous la question}, nous vous {l’expliquons|expliquons tout}.',
      },
      {
        question:
          '{Puis-je venir avec une photo ?|Une photo peut-elle aider ?|Je peux vous montrer une image ?}',
        answer:
          '{Bien sûr|Volontiers} : {nous voyons tout de suite ce qui vous plaît|cela nous aide à comprendre votre idée} et nous vous disons {comment l’adapter à vos cheveux|ce qui est possible avec vos cheveux}.',
      },
      {
        question:
          '{Me donnez-vous des conseils pour me coiffer chez moi ?|Comment garder ma coupe à la maison ?|Vous m’expliquez comment entretenir ma coupe ?}',
        answer:
          '{Oui|Bien sûr} : à la fin du rendez-vous, nous vous {montrons|expliquons} {comment la coiffer et l’entretenir|quoi faire pour qu’elle tienne} {jusqu’à la prochaine fois|entre deux visites}.',
      },
    ],
    aboutExpandedTitle: '{Notre façon de faire|Votre rendez-vous|Au salon}',
    aboutExpanded: [
      '{Avant les ciseaux|Avant de commencer}, on parle : {de vos cheveux, de votre quotidien et de vos envies|de ce que vous voulez, de votre façon de vous coiffer et de ce que vous aimeriez essayer}. {Ensuite seulement, nous nous mettons au travail|Puis, au travail}.',
      'Chez {name}[, à {location}], {chaque rendez-vous est une conversation|tout commence par une discussion} : {vous nous dites ce que vous cherchez|vous nous parlez de vos envies}, nous vous {conseillons|donnons notre avis} franchement et {vous décidez|vous choisissez en toute tranquillité}.',
    ],
    contactTitle: '{Prendre rendez-vous|Pour un rendez-vous|Votre rendez-vous|Réserver votre moment}',
  },
  barber: {
    noun: 'barbier',
    words: ['barbier', 'barber shop', 'barbershop'],
    headlines: ['Coupe et barbe[ à {location}]', 'Installez-vous', 'Votre barbier[ à {location}]'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un barbier[ à {location}] qui prend le temps.',
      'Un barbier[ à {location}] qui prend le temps.',
    ],
    about: [
      'Chez {name}[, à {location}], vous vous installez, vous nous dites comment vous la voulez et nous nous mettons au travail.',
      'Une bonne coupe commence par l’écoute. Dites-nous comment vous l’aimez et nous nous en souviendrons[ : {services}].',
    ],
    servicesTitles: ['Au fauteuil', 'Prestations'],
    services: [
      s('Coupe homme', 'Une coupe à votre goût.'),
      s('Taille de barbe', 'Une barbe nette et soignée.'),
      s('Rasage', 'Serviette chaude et tout le temps qu’il faut.'),
    ],
    ctaTitles: ['C’est l’heure de la coupe ?', 'Prenez rendez-vous'],
    buttons: ['{Prendre rendez-vous|Demander un rendez-vous|Réserver un créneau}', 'Nous trouver'],
    features: [
      s(
        '{Votre moment dans le fauteuil|Le temps qu’il faut|Sans vous presser}',
        '{Votre coupe, avec le temps qu’elle demande|Une coupe faite sans se presser|On prend le temps de bien faire votre coupe}.',
      ),
      s(
        '{Barbe soignée|Une barbe nette|La barbe aussi}',
        '{Taillée et entretenue, comme vous l’aimez|Dessinée et entretenue à votre goût|Taille et contours, selon vos envies}.',
      ),
      s(
        '{Le barbier du quartier|Près de chez vous|Votre barbier}',
        '{Votre barbier|Un barbier de quartier}[ à {location}].',
      ),
    ],
    faq: [
      {
        question: '{Faut-il prendre rendez-vous ?|Dois-je réserver ?|Comment prendre rendez-vous ?}',
        answer:
          '{Appelez-nous ou écrivez-nous|Écrivez-nous ou appelez-nous} et nous vous {disons quand il y a de la place|proposons un créneau}.',
      },
      {
        question:
          '{Vous occupez-vous seulement de la barbe ?|Puis-je venir juste pour la barbe ?|Taillez-vous la barbe sans la coupe ?}',
        answer:
          '{Demandez-nous|Dites-nous ce que vous voulez} et nous vous {répondons|disons ce qui est possible}.',
      },
      {
        question:
          '{Coupez-vous les cheveux des enfants ?|Puis-je venir avec mon fils ?|Recevez-vous les enfants ?}',
        answer:
          '{Demandez-nous|Posez-nous la question}[ à {location}], nous vous {répondrons|dirons ce qu’il en est}.',
      },
    ],
    contactTitle: 'Venir au salon',
  },
  'beauty-salon': {
    noun: 'institut de beauté',
    words: ['institut de beauté', 'institut', 'esthéticienne', 'salon de beauté'],
    headlines: ['Un moment pour vous[ à {location}]', 'Prenez soin de vous', 'Votre institut[ à {location}]'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un institut de beauté[ à {location}] pour s’offrir un moment de calme.',
      'Un institut de beauté[ à {location}] pour s’offrir un moment de calme.',
    ],
    about: [
      'Chez {name}[, à {location}], chaque soin commence par un échange sur vos envies. Nous vous expliquons chaque étape pour que vous n’ayez plus qu’à vous détendre.',
      'Dites-nous ce qui vous ferait plaisir et nous vous conseillons[ : {services}].',
    ],
    servicesTitles: ['Soins', 'Nos prestations'],
    services: [
      s('Soins du visage', 'Un soin pour votre peau, expliqué pas à pas.'),
      s('Épilation', 'En douceur.'),
      s('Manucure et pédicure', 'Des mains et des pieds soignés.'),
    ],
    ctaTitles: ['Faites-vous plaisir', 'Prenez rendez-vous'],
    buttons: ['{Prendre rendez-vous|Demander un rendez-vous|Réserver un créneau}', 'Voir les soins'],
    features: [
      s(
        '{Un moment pour vous|Une pause rien qu’à vous|Prendre soin de vous}',
        '{Du temps pour souffler et prendre soin de vous|Un moment au calme, rien que pour vous|Le temps de vous détendre}.',
      ),
      s(
        '{Chaque soin expliqué|Nous vous expliquons tout|Sans mauvaise surprise}',
        '{Chaque soin, expliqué pas à pas|Nous vous présentons chaque soin avant de commencer|Vous savez toujours ce que nous faisons}.',
      ),
      s(
        '{Près de chez vous|Votre institut|Un institut de quartier}',
        '{Votre institut de beauté|Un institut où l’on prend son temps}[ à {location}].',
      ),
    ],
    faq: [
      {
        question:
          '{Quel soin me conviendrait ?|Comment choisir mon soin ?|Pouvez-vous me conseiller un soin ?}',
        answer:
          '{Dites-nous ce que vous cherchez|Parlez-nous de vos envies} et nous vous {conseillons ce qui vous va|orientons vers le soin qui vous convient}.',
      },
      {
        question: '{Comment prendre rendez-vous ?|Faut-il réserver ?|Comment réserver un soin ?}',
        answer:
          '{Appelez-nous ou écrivez-nous|Écrivez-nous ou appelez-nous} et nous {trouvons le moment qui vous arrange|vous proposons un créneau}.',
      },
      {
        question:
          '{Puis-je offrir un soin ?|Proposez-vous des cartes cadeaux ?|Peut-on offrir un moment chez vous ?}',
        answer:
          '{Demandez-nous|Posez-nous la question}, nous vous {expliquons comment faire|dirons ce qui est possible}.',
      },
    ],
    contactTitle: '{Prendre rendez-vous|Pour un rendez-vous|Votre rendez-vous|Réserver votre moment}',
  },
  'nail-salon': {
    noun: 'bar à ongles',
    words: ['bar à ongles', 'onglerie', 'prothésiste ongulaire'],
    headlines: ['De jolis ongles[ à {location}]', 'Des mains soignées', 'Votre bar à ongles[ à {location}]'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un bar à ongles[ à {location}] pour chouchouter mains et pieds.',
      'Un bar à ongles[ à {location}] pour chouchouter mains et pieds.',
    ],
    about: [
      'Chez {name}[, à {location}], vous choisissez la couleur et le motif, et vous oubliez tout le reste un moment.',
      'Apportez votre idée ou laissez-vous conseiller[ : {services}].',
    ],
    servicesTitles: ['Prestations', 'Pour vos ongles'],
    services: [
      s('Manucure', 'Des mains soignées, des ongles à votre goût.'),
      s('Pédicure', 'Des pieds prêts pour l’été.'),
      s('Nail art', 'Apportez votre idée, nous la réalisons.'),
    ],
    ctaTitles: ['Envie d’une nouvelle couleur ?', 'Prenez rendez-vous'],
    buttons: [
      '{Prendre rendez-vous|Demander un rendez-vous|Réserver un créneau}',
      '{Nous contacter|Contactez-nous|Prendre contact}',
    ],
    features: [
      s(
        '{À vous de choisir|Selon vos envies|Votre style}',
        '{Couleur, forme et motif, à votre goût|Vous choisissez la couleur, la forme et le décor|Des ongles comme vous les imaginez}.',
      ),
      s(
        '{En douceur|Un moment calme|Sans vous presser}',
        '{Un moment tranquille, rien que pour vous|On prend le temps, vous aussi|Une pause au calme}.',
      ),
      s(
        '{Près de chez vous|Votre onglerie|Un salon de quartier}',
        '{Votre salon de manucure|Votre onglerie}[ à {location}].',
      ),
    ],
    faq: [
      {
        question:
          '{Puis-je venir avec mon propre motif ?|Et si j’ai déjà une idée de décor ?|Puis-je vous montrer un modèle ?}',
        answer:
          '{Bien sûr|Volontiers} : {montrez-nous votre idée|apportez une photo} et nous voyons {comment la réaliser|ce qui est possible}.',
      },
      {
        question: '{Comment prendre rendez-vous ?|Faut-il réserver ?|Comment réserver ?}',
        answer:
          '{Appelez-nous ou écrivez-nous|Écrivez-nous ou appelez-nous} et nous vous {trouvons un créneau|proposons un horaire}.',
      },
      {
        question:
          '{Combien de temps tient le vernis ?|Une pose dure combien de temps ?|Quand faut-il revenir ?}',
        answer:
          '{Cela dépend du type de pose|Tout dépend de la technique choisie} : {demandez-nous|posez-nous la question}, nous vous {l’expliquons|expliquons tout}.',
      },
    ],
    contactTitle: '{Prendre rendez-vous|Pour un rendez-vous|Votre rendez-vous|Réserver votre moment}',
  },
  'dog-groomer': {
    noun: 'salon de toilettage',
    words: ['salon de toilettage', 'toilettage', 'toiletteur', 'toiletteuse', 'toilettage canin'],
    headlines: [
      'Toilettage[ à {location}]',
      'Propre, brossé, tout doux',
      'Votre salon de toilettage[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un salon de toilettage[ à {location}] où votre animal est manipulé avec douceur.',
      'Un salon de toilettage[ à {location}] où votre animal est manipulé avec douceur.',
    ],
    about: [
      'Chez {name}[, à {location}], chaque toilettage commence par faire connaissance avec votre animal : son pelage, son caractère et ce qu’il n’aime pas.',
      'Dites-nous ce dont votre animal a besoin et nous vous expliquons comment se passe la séance[ : {services}].',
    ],
    servicesTitles: ['Toilettage', 'Nos soins'],
    servicesSubtitles: [
      'Dites-nous la race et le pelage de votre animal.',
      'Demandez-nous ce qui convient à votre compagnon.',
    ],
    services: [
      s('Bain et séchage', 'Un pelage propre et bien séché.'),
      s('Coupe et tonte', 'Selon la race et vos habitudes.'),
      s('Coupe des griffes', 'Un soin simple, fait avec douceur.'),
    ],
    serviceLines: ['{service}, avec douceur.', '{service} : dites-nous les habitudes de votre animal.'],
    featuresTitle: 'Votre animal entre de bonnes mains',
    features: [
      s('Avec douceur', 'Nous prenons le temps qu’il faut pour que votre animal reste calme.'),
      s('Selon son pelage', 'Chaque race et chaque poil demandent un soin différent.'),
      s(
        'Vous savez ce qui est fait',
        'Nous vous disons ce que nous avons fait et ce que nous avons remarqué.',
      ),
    ],
    faq: [
      {
        question: 'Comment prendre rendez-vous{ chez {name}|} ?',
        answer: 'Appelez-nous ou écrivez-nous avec la race et l’âge de votre animal.',
      },
      {
        question: 'Mon chien est craintif : comment ça se passe ?',
        answer: 'Prévenez-nous à l’avance : nous prenons le temps de le mettre en confiance.',
      },
      {
        question: 'Que dois-je vous dire avant le toilettage ?',
        answer: 'Ses habitudes, ses sensibilités et la coupe que vous souhaitez[ : {services}].',
      },
    ],
    ctaTitles: ['Un toilettage à prévoir ?', 'Prenez rendez-vous pour votre compagnon'],
    ctaSubtitles: ['Dites-nous la race et le pelage de votre animal.', 'Nous trouvons un créneau ensemble.'],
    ctaButtons: [
      '{Prendre rendez-vous|Demander un rendez-vous|Réserver un créneau}',
      '{Nous appeler|Appelez-nous|Passer un coup de fil}',
    ],
    buttons: [
      '{Prendre rendez-vous|Demander un rendez-vous|Réserver un créneau}',
      '{Nous appeler|Appelez-nous|Passer un coup de fil}',
    ],
    contactTitle: '{Prendre rendez-vous|Pour un rendez-vous|Votre rendez-vous|Réserver votre moment}',
  },
};
