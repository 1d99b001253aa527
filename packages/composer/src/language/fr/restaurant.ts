import type { KindBank } from '../bank-types';
import { s } from '../item';

/** French copy for the restaurant kinds (bakery, cafe, restaurant, pizzeria, food-truck, caterer, ice-cream). */
export const KINDS_RESTAURANT: Record<string, KindBank> = {
  bakery: {
    noun: 'boulangerie',
    words: ['boulangerie', 'pâtisserie', 'patisserie', 'boulangerie-pâtisserie', 'boulanger'],
    headlines: [
      '{Du pain et des douceurs|Du bon pain et des gâteaux|Le pain du jour et ses douceurs}[ à {location}]',
      '{Votre boulangerie de quartier|La boulangerie du quartier|Votre boulangerie, tout simplement}',
      '{Passez chercher votre pain|Venez chercher votre pain|Le bon pain vous attend}',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est une boulangerie[ à {location}] où {le comptoir donne toujours envie|il y a toujours de quoi se faire plaisir|l’on vient pour le pain et l’on repart avec un gâteau}.',
      'Une boulangerie[ à {location}] où {le comptoir donne toujours envie|il y a toujours de quoi se faire plaisir}.',
    ],
    about: [
      'Chez {name}[, à {location}], nous aimons {retrouver les habitués|voir des visages connus} au comptoir. {Passez nous voir|Poussez la porte}, demandez-nous conseil et repartez avec quelque chose de bon.',
      '{Poussez la porte|Entrez}, laissez-vous tenter et repartez avec de quoi vous régaler[ : {services}].',
    ],
    servicesTitles: [
      '{Du four au comptoir|Sortis du four|Au comptoir}',
      '{Nos gourmandises|Ce que nous préparons|Nos pains et douceurs}',
    ],
    servicesSubtitles: [
      '{Demandez-nous|Demandez au comptoir} ce qui sort du four aujourd’hui.',
      '{À emporter|Pour vous ou pour offrir}, selon l’envie du jour.',
    ],
    services: [
      s(
        'Pains',
        '{Miches et baguettes|Baguettes, miches et pains spéciaux|Le pain de tous les jours et celui du dimanche} {à emporter|pour la maison|pour vos repas}.',
      ),
      s(
        'Viennoiseries',
        '{Pour le petit-déjeuner|Pour bien commencer la journée|Pour le matin} {ou le goûter|ou la pause de l’après-midi|ou pour le plaisir}.',
      ),
      s(
        'Gâteaux',
        '{Pour un anniversaire, une fête|Pour une fête, un repas du dimanche|Pour un repas de fête} {ou juste pour le plaisir|ou sans raison particulière|ou simplement pour se faire plaisir}.',
      ),
    ],
    serviceLines: [
      '{service} : demandez-nous au comptoir.',
      '{service}, à emporter ou à offrir.',
      '{service} : demandez ce qui sort du four.',
      '{service}, pour la maison ou pour recevoir.',
    ],
    featuresTitle: '{Ce qui compte au fournil|Ce que nous aimons|Au fournil et au comptoir}',
    features: [
      s(
        '{Du four au comptoir|Sorti du four|Le goût du pain|Le fournil}',
        '{Demandez-nous|Demandez au comptoir} ce qui {vient de sortir du four|sort du four aujourd’hui|vient d’être cuit}{, et laissez-vous tenter| avant de faire votre choix|}.',
      ),
      s(
        '{Sur commande|Pour vos fêtes|Pensez à commander|Un gâteau pour l’occasion}',
        '{Un anniversaire, un repas de famille|Une fête, un baptême|Une grande tablée} ? {Parlez-nous de votre commande|Dites-nous ce qu’il vous faut} et {nous voyons ensemble ce que nous pouvons préparer|nous en parlons ensemble}.',
      ),
      s(
        '{La boulangerie du quartier|Votre arrêt du matin|Près de chez vous|Une adresse de quartier}',
        '{Passez|Arrêtez-vous} {pour la baguette du matin|pour le pain du jour|pour le goûter des enfants} {comme pour les grandes occasions|ou pour le dessert du dimanche}[, ici à {location}].',
      ),
    ],
    faq: [
      {
        question:
          '{Puis-je commander un gâteau ?|Prenez-vous les commandes de gâteaux ?|Peut-on vous commander un gâteau ?}',
        answer:
          '{Parlez-nous-en|Demandez-nous} : {dites-nous|indiquez-nous} {pour quand et pour combien de personnes|la date et le nombre de parts}, et nous {voyons avec vous ce qui est possible|en parlons ensemble}.',
      },
      {
        question:
          '{Qu’y a-t-il au comptoir aujourd’hui ?|Que trouve-t-on au comptoir ?|Qu’est-ce qui sort du four aujourd’hui ?}',
        answer:
          '{Passez nous voir|Poussez la porte} ou {demandez-nous|posez-nous la question} : nous vous {disons|présentons} ce qu’il y a {ce jour-là|au moment de votre visite}.',
      },
      {
        question:
          '{Puis-je réserver mon pain ?|Peut-on mettre du pain de côté ?|Mettez-vous du pain de côté ?}',
        answer:
          '{Demandez-nous|Posez-nous la question} {au comptoir|en passant|par téléphone}, nous vous {dirons comment faire|expliquons comment cela se passe}.',
      },
      {
        question:
          '{Préparez-vous des commandes pour les groupes ?|Pouvez-vous préparer une grosse commande ?|Faites-vous des commandes pour une fête ?}',
        answer:
          '{Écrivez-nous|Parlez-nous} de ce qu’il vous faut et {pour quand|pour combien de personnes} : nous vous {dirons ce que nous pouvons faire|répondrons au plus vite}.',
      },
      {
        question:
          '{Que contiennent vos pains et gâteaux ?|Pouvez-vous me dire ce qu’il y a dans un gâteau ?|Puis-je connaître les ingrédients ?}',
        answer:
          '{Bien sûr|Évidemment} : {demandez-nous|posez-nous la question} au comptoir, nous vous {indiquons|détaillons} les ingrédients {avec plaisir|volontiers}.',
      },
    ],
    ctaTitles: [
      '{Passez nous dire bonjour|Passez nous voir|Venez nous dire bonjour}',
      '{À bientôt au comptoir|On vous attend au comptoir|Au plaisir de vous servir}',
    ],
    ctaSubtitles: [
      '{Pour une commande|Pour une question} : {écrivez-nous|appelez-nous|passez au comptoir}.',
      '{Une envie de gâteau|Une fête à préparer} ? {Parlons-en|Dites-nous tout}, nous vous {répondrons|conseillerons} {volontiers|avec plaisir}.',
    ],
    aboutExpandedTitle: '{Au fournil|Notre façon de faire|Du fournil au comptoir}',
    aboutExpanded: [
      '{Ce qui est bon demande du temps|Rien de bon ne se fait à la hâte|Au fournil, on ne se presse pas} : {une pâte qu’on laisse reposer|une pâte qui repose} et des mains qui savent ce qu’elles font. {Ce qui arrive au comptoir|Ce que vous trouvez au comptoir}, nous le préparons avec soin[, ici à {location}].',
      'Chez {name}, {tout commence au fournil|tout part du fournil} : {le pain d’abord|le pain en premier}, puis {les viennoiseries et les gâteaux|les douceurs}. {Au comptoir|Ensuite}, nous {prenons le temps de vous conseiller|vous aidons à choisir}.',
      '{Nous aimons|Ce que nous aimons, c’est} {faire du pain|le travail du pain} et {voir les habitués revenir|retrouver nos clients au comptoir}. {Demandez-nous conseil|Posez-nous vos questions} : {pour un repas, une fête ou le petit-déjeuner|pour tous les jours comme pour les fêtes}, nous vous aidons à choisir.',
    ],
    contactTitle: '{Venir à la boulangerie|Passer à la boulangerie|Nous trouver}',
  },
  cafe: {
    noun: 'café',
    words: ['café', 'salon de thé', 'coffee shop', 'torréfacteur'],
    headlines: [
      'Un bon café[ à {location}]',
      'Installez-vous, prenez votre temps',
      'Votre café[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un café[ à {location}] où l’on s’arrête, on discute et on prend son temps.',
      'Un café[ à {location}] où l’on s’arrête, on discute et on prend son temps.',
    ],
    about: [
      '{name} est un endroit[ à {location}] pour retrouver des amis, bavarder ou simplement s’asseoir avec quelque chose de bon.',
      'Entrez, trouvez une place près de la fenêtre et commandez ce qui vous fait envie[ : {services}]. Nous nous occupons du reste.',
    ],
    servicesTitles: ['Au comptoir', 'À la carte'],
    services: [
      s('Cafés', 'Votre café, comme vous l’aimez.'),
      s('Petit-déjeuner', 'Pour bien commencer la journée.'),
      s('Douceurs', 'Pour accompagner votre tasse.'),
    ],
    ctaTitles: ['Passez prendre un café', 'À très bientôt'],
    features: [
      s(
        '{Pour rester|On s’installe|Prenez place}',
        '{Des tables pour discuter, lire ou se retrouver|De quoi s’asseoir, bavarder ou bouquiner|Un endroit où l’on reste un moment}.',
      ),
      s(
        '{Petits-déjeuners et goûters|Du matin au goûter|Une douceur à toute heure}',
        '{Quelque chose de bon à chaque moment de la journée|De quoi accompagner votre tasse|Une petite faim ? Demandez-nous}[ : {services}].',
      ),
      s(
        '{Votre coin|Une pause près de chez vous|Votre café}',
        '{Un endroit où faire une pause|Une adresse pour souffler}[ à {location}].',
      ),
    ],
    faq: [
      {
        question:
          '{Puis-je venir travailler un moment ?|Peut-on travailler chez vous ?|Puis-je venir avec mon ordinateur ?}',
        answer:
          '{Passez et trouvez une table tranquille|Installez-vous à une table calme} ; {demandez-nous si vous avez une question|posez-nous vos questions au comptoir}.',
      },
      {
        question:
          '{Avez-vous des options sans lactose ?|Proposez-vous du lait végétal ?|Et si je ne bois pas de lait ?}',
        answer:
          '{Demandez-nous au comptoir|Posez-nous la question au comptoir}, nous vous {disons ce qu’il y a|répondons volontiers}.',
      },
      {
        question:
          '{Peut-on réserver une table ?|Prenez-vous les réservations ?|Puis-je réserver pour un groupe ?}',
        answer:
          '{Écrivez-nous ou appelez-nous|Appelez-nous ou écrivez-nous}[ et nous vous disons s’il reste de la place à {location}].',
      },
    ],
    contactTitle:
      '{Nous rendre visite|Venir nous voir|Passer nous voir|Nous trouver|Au plaisir de vous accueillir}',
  },
  restaurant: {
    noun: 'restaurant',
    words: ['restaurant', 'bistrot', 'bistro', 'brasserie', 'crêperie', 'bouchon'],
    headlines: ['Bien manger[ à {location}]', 'Venez avec l’appétit', 'Réservez votre table'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un restaurant[ à {location}] pour bien manger en bonne compagnie.',
      'Un restaurant[ à {location}] pour bien manger en bonne compagnie.',
    ],
    about: [
      'Chez {name}[, à {location}], nous aimons faire plaisir à nos convives. Venez découvrir la carte, posez-nous vos questions sur les plats et prenez votre temps.',
      'Un déjeuner rapide ou un long dîner entre amis : il y a de la place pour les deux[. Demandez-nous {services}].',
    ],
    servicesTitles: ['À la carte', 'Ce que nous servons'],
    services: [
      s('Déjeuner', 'Du repas sur le pouce au long déjeuner.'),
      s('Dîner', 'Pour finir la journée autour de la table.'),
      s('À emporter', 'Vos plats préférés à savourer chez vous.'),
    ],
    ctaTitles: ['Une petite faim ?', 'Venez manger avec nous'],
    ctaButtons: ['{Réserver|Faire une réservation}', '{Nous contacter|Contactez-nous|Prendre contact}'],
    features: [
      s(
        '{À partager|Au milieu de la table|Pour picorer}',
        '{Des plats à poser au centre de la table|Des assiettes à partager entre amis|On commande, on partage, on goûte à tout}.',
      ),
      s(
        '{Prendre son temps|Un repas sans se presser|Le temps de la table}',
        '{Un repas tranquille, le temps de discuter|On ne vous presse pas|Le temps de bien manger}.',
      ),
      s('{À table|Bien manger|Près de chez vous}', '{Bien manger|Un bon repas}[ à {location}].'),
    ],
    faq: [
      {
        question: '{Faut-il réserver ?|Dois-je réserver ma table ?|Peut-on venir sans réservation ?}',
        answer:
          '{Nous vous le conseillons|C’est plus sûr}, {surtout pour les groupes|en particulier à plusieurs} : {appelez-nous ou écrivez-nous|écrivez-nous ou appelez-nous}.',
      },
      {
        question:
          '{Avez-vous des options pour les allergies ?|Et si j’ai une intolérance ?|Pouvez-vous adapter un plat ?}',
        answer:
          '{Dites-le-nous en réservant ou en commandant|Prévenez-nous à la réservation ou à la commande} et nous vous {indiquons les plats qui vous conviennent|disons ce que nous pouvons faire}.',
      },
      {
        question:
          '{Peut-on fêter quelque chose chez vous ?|Recevez-vous les anniversaires ?|Puis-je organiser un repas de groupe ?}',
        answer:
          '{Bien sûr|Avec plaisir} : {dites-nous ce que vous fêtez et combien vous serez|indiquez-nous l’occasion et le nombre de convives}[, nous préparons cela à {location}].',
      },
    ],
    contactTitle:
      '{Nous rendre visite|Venir nous voir|Passer nous voir|Nous trouver|Au plaisir de vous accueillir}',
  },
  pizzeria: {
    noun: 'pizzeria',
    words: ['pizzeria'],
    headlines: ['Des pizzas[ à {location}]', 'À partager (ou pas)', 'Votre pizzeria[ à {location}]'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est une pizzeria[ à {location}] : sur place ou à emporter.',
      'Des pizzas[ à {location}], sur place ou à emporter.',
    ],
    about: [
      'Chez {name}[, à {location}], la pizza se partage. Venez entre amis ou avec vos proches et demandez-nous ce qu’il y a aujourd’hui.',
      'Commandez, installez-vous et régalez-vous[ : {services}]. Ou emportez tout à la maison.',
    ],
    servicesTitles: ['À la carte', 'Du four'],
    services: [
      s('Pizzas', 'Nos pizzas, sur place ou à emporter.'),
      s('À partager', 'De quoi grignoter en attendant.'),
      s('Desserts', 'Une douceur pour finir.'),
    ],
    ctaTitles: ['Une pizza ce soir ?', 'Venez partager une pizza'],
    features: [
      s(
        '{À partager|Au centre de la table|Entre amis}',
        '{Des pizzas à partager|On coupe, on partage, on goûte|Une pizza au milieu, chacun se sert}.',
      ),
      s(
        '{Sur place ou à emporter|Ici ou chez vous|À table ou à la maison}',
        '{Mangez-la ici ou emportez-la|À déguster sur place ou à la maison|Installez-vous ou repartez avec votre pizza}.',
      ),
      s(
        '{Soirée pizza|Le dîner tout trouvé|Ce soir, pizza}',
        '{Votre idée de dîner|Le repas simple et bon}[ à {location}].',
      ),
    ],
    faq: [
      {
        question: '{Puis-je commander à emporter ?|Faites-vous la vente à emporter ?|Peut-on emporter ?}',
        answer:
          '{Oui|Bien sûr} : {appelez-nous, passez commande et venez la chercher|commandez par téléphone et passez la récupérer}.',
      },
      {
        question:
          '{Peut-on changer les ingrédients ?|Puis-je retirer un ingrédient ?|Adaptez-vous les pizzas ?}',
        answer:
          '{Demandez-nous en commandant|Dites-le-nous à la commande} et nous vous {disons ce que nous pouvons faire|répondons volontiers}.',
      },
      {
        question:
          '{Avez-vous de la place pour les groupes ?|Peut-on venir à plusieurs ?|Recevez-vous les grandes tablées ?}',
        answer:
          '{Dites-nous combien vous êtes|Indiquez-nous le nombre de personnes}[ et nous vous disons s’il y a de la place à {location}].',
      },
    ],
    contactTitle:
      '{Nous rendre visite|Venir nous voir|Passer nous voir|Nous trouver|Au plaisir de vous accueillir}',
  },
  'food-truck': {
    noun: 'food truck',
    words: ['food truck', 'foodtruck', 'camion-restaurant'],
    headlines: ['Street food[ à {location}]', 'Trouvez-nous et venez avec l’appétit'],
    subtitles: ['{name}[, à {location}] : {services}.', 'De la street food[ à {location}], à emporter.'],
    services: [
      s('À emporter', 'Directement au comptoir du camion.'),
      s('Événements', 'Demandez-nous de venir à votre événement.'),
      s('Marchés', 'Demandez-nous où nous serons.'),
    ],
    ctaTitles: ['Venez nous trouver', 'Où serons-nous ?'],
    features: [
      s(
        '{Au comptoir du camion|À emporter|Sur le pouce}',
        '{Commandez au camion et régalez-vous|Un bon repas à emporter|On commande, on attend un peu, on se régale}.',
      ),
      s(
        '{Suivez-nous|Où nous trouver|On bouge}',
        '{Demandez-nous où nous serons|Nous vous disons où nous garer prochainement|Écrivez-nous pour savoir où nous trouver}.',
      ),
      s(
        '{Pour vos événements|On vient chez vous|Un camion pour votre fête}',
        '{Demandez-nous de venir à votre événement|Une fête, un marché ? Parlons-en|Parlez-nous de votre événement}[ à {location}].',
      ),
    ],
    faq: [
      {
        question: '{Où serez-vous cette semaine ?|Où vous trouver ?|Où garez-vous le camion ?}',
        answer:
          '{Écrivez-nous|Demandez-nous} et nous vous {disons où nous serons|donnons nos prochains emplacements}.',
      },
      {
        question:
          '{Venez-vous aux événements privés ?|Pouvez-vous venir à une fête ?|Faites-vous les mariages ?}',
        answer:
          '{Parlez-nous de votre événement|Dites-nous la date et le lieu} et nous vous {répondons|disons si c’est possible}.',
      },
      {
        question: '{Peut-on commander à l’avance ?|Puis-je précommander ?|Faut-il attendre au camion ?}',
        answer:
          '{Demandez-nous|Posez-nous la question} et nous vous {expliquons comment faire|disons ce qui est possible}.',
      },
    ],
    contactTitle: '{Nous trouver|Où nous trouver}',
  },
  caterer: {
    noun: 'traiteur',
    words: ['traiteur'],
    headlines: ['Traiteur[ à {location}]', 'Pour vos événements'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      'Un traiteur[ à {location}] pour vos événements, préparés avec vous.',
    ],
    services: [
      s('Mariages', 'Un menu préparé avec vous.'),
      s('Anniversaires', 'De quoi régaler vos invités.'),
      s('Repas d’entreprise', 'Pour vos équipes et vos clients.'),
    ],
    ctaTitles: ['Un événement en vue ?', 'Parlons de votre événement'],
    buttons: [
      '{Demander un devis|Demandez un devis|Votre demande de devis}',
      '{Nous contacter|Contactez-nous|Prendre contact}',
    ],
    features: [
      s(
        '{Un menu avec vous|Sur mesure|Votre menu}',
        '{Nous composons le menu avec vous|Un menu pensé pour votre événement|Vous choisissez, nous vous conseillons}.',
      ),
      s(
        '{Pour tous les événements|Grandes et petites occasions|Chaque occasion}',
        '{Mariages, anniversaires, repas d’entreprise|Une fête de famille ou un déjeuner d’équipe|Petites réceptions et grands événements}.',
      ),
      s(
        '{Près de chez vous|Dans votre secteur|Votre traiteur}',
        '{Votre traiteur|Un traiteur pour vos événements}[ à {location}].',
      ),
    ],
    faq: [
      {
        question: '{Comment obtenir un devis ?|Comment demander un devis ?|Faites-vous des devis ?}',
        answer:
          '{Dites-nous la date, le nombre d’invités et l’occasion|Parlez-nous de votre événement et du nombre de convives} : nous vous {préparons une proposition|répondons au plus vite}.',
      },
      {
        question:
          '{Pouvez-vous adapter le menu ?|Et pour les régimes particuliers ?|Gérez-vous les allergies ?}',
        answer:
          '{Dites-le-nous en préparant le menu|Prévenez-nous dès le début} et nous {en tenons compte|voyons ensemble ce qui est possible}.',
      },
      {
        question:
          '{Combien de temps à l’avance réserver ?|Quand faut-il vous contacter ?|Est-il trop tard pour mon événement ?}',
        answer:
          '{Le plus tôt est le mieux|Dès que vous avez la date} : {écrivez-nous|contactez-nous} et nous vous disons si nous sommes disponibles.',
      },
    ],
    contactTitle: '{Demander un devis|Votre devis|Pour un devis|Parlez-nous de votre événement}',
  },
  'ice-cream': {
    noun: 'glacier',
    words: ['gelateria', 'glacier artisanal', 'artisan glacier', 'glaces artisanales', 'salon de glaces'],
    headlines: ['Des glaces[ à {location}]', 'Un cornet ou un pot ?', 'Votre glacier[ à {location}]'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un glacier[ à {location}] pour se faire plaisir.',
      'Un glacier[ à {location}] pour se faire plaisir.',
    ],
    about: [
      'Chez {name}[, à {location}], on goûte avant de choisir : demandez-nous les parfums du moment et laissez-vous tenter.',
      'Un cornet pour la promenade, un pot pour la maison ou un dessert pour une fête : passez nous voir[ : {services}].',
    ],
    servicesTitles: ['Les parfums', 'Au comptoir'],
    servicesSubtitles: ['Demandez-nous les parfums du jour.', 'À déguster sur place ou à emporter.'],
    services: [
      s('Cornets et pots', 'Choisissez vos parfums au comptoir.'),
      s('À emporter', 'De quoi prolonger le plaisir à la maison.'),
      s('Desserts glacés', 'Demandez-nous ce que nous préparons.'),
    ],
    serviceLines: [
      '{service}, à déguster sur place ou à emporter.',
      '{service} : demandez-nous au comptoir.',
    ],
    featuresTitle: 'Pourquoi passer nous voir',
    features: [
      s('Goûtez avant de choisir', 'Demandez-nous de goûter un parfum.'),
      s('Les parfums du moment', 'La vitrine change : demandez ce qu’il y a aujourd’hui.'),
      s('Pour les fêtes', 'Demandez-nous ce que nous pouvons préparer.'),
    ],
    faq: [
      {
        question: 'Quels parfums avez-vous aujourd’hui ?',
        answer: 'Passez voir la vitrine ou appelez-nous : nous vous dirons ce qu’il y a.',
      },
      {
        question: 'Puis-je emporter de la glace chez moi ?',
        answer: 'Demandez-nous au comptoir les formats à emporter.',
      },
      {
        question: 'Préparez-vous des desserts pour une fête ?',
        answer: 'Parlez-nous de votre occasion et nous vous dirons ce qui est possible.',
      },
    ],
    ctaTitles: ['Une envie de glace ?', 'Venez goûter'],
    ctaSubtitles: ['Passez au comptoir et laissez-vous tenter.', 'Demandez-nous les parfums du jour.'],
    ctaButtons: ['Nous rendre visite', 'Nous trouver'],
    buttons: ['Voir les parfums', 'Nous trouver'],
    contactTitle: '{Nous trouver|Où nous trouver}',
  },
};
