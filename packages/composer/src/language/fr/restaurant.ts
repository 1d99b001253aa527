import type { KindBank } from '../bank-types';
import { s } from '../item';

/** French copy for the restaurant kinds (bakery, cafe, restaurant, pizzeria, food-truck, caterer, ice-cream). */
export const KINDS_RESTAURANT: Record<string, KindBank> = {
  bakery: {
    noun: 'boulangerie',
    words: ['boulangerie', 'pâtisserie', 'patisserie', 'boulangerie-pâtisserie', 'boulanger'],
    headlines: [
      'Du pain et des douceurs[ à {location}]',
      'Votre boulangerie de quartier',
      'Passez chercher votre pain',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est une boulangerie[ à {location}] où le comptoir donne toujours envie.',
      'Une boulangerie[ à {location}] où le comptoir donne toujours envie.',
    ],
    about: [
      'Chez {name}[, à {location}], nous aimons retrouver les habitués au comptoir. Passez nous voir, demandez-nous conseil et repartez avec quelque chose de bon.',
      'Poussez la porte, laissez-vous tenter et repartez avec de quoi vous régaler[ : {services}].',
    ],
    servicesTitles: ['Du four au comptoir', 'Nos gourmandises'],
    services: [
      s('Pains', 'Miches et baguettes à emporter.'),
      s('Viennoiseries', 'Pour le petit-déjeuner ou le goûter.'),
      s('Gâteaux', 'Pour un anniversaire, une fête ou juste pour le plaisir.'),
    ],
    serviceLines: ['{service} : demandez-nous au comptoir.', '{service}, à emporter ou à offrir.'],
    ctaTitles: ['Passez nous dire bonjour', 'À bientôt au comptoir'],
    contactTitle: 'Venir à la boulangerie',
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
    contactTitle: 'Nous rendre visite',
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
    ctaButtons: ['Réserver', 'Nous contacter'],
    contactTitle: 'Nous rendre visite',
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
    contactTitle: 'Nous rendre visite',
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
    contactTitle: 'Nous trouver',
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
    buttons: ['Demander un devis', 'Nous contacter'],
    contactTitle: 'Demander un devis',
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
    contactTitle: 'Nous trouver',
  },
};
