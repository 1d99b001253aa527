import type { Item } from '../industries';
import type { KindBank, LanguageBank } from './bank-types';

const s = (name: string, description: string): Item => ({ name, description });

// Vouvoiement throughout, as French businesses address their customers.
const kinds: Record<string, KindBank> = {
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
  'hair-salon': {
    noun: 'salon de coiffure',
    words: ['salon de coiffure', 'coiffure', 'coiffeur', 'coiffeuse'],
    headlines: [
      'Vos cheveux, comme vous les aimez[ à {location}]',
      'Un nouveau style, sans vous presser',
      'Votre salon de coiffure[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un salon de coiffure[ à {location}] où chaque rendez-vous commence par une écoute.',
      'Un salon de coiffure[ à {location}] où chaque rendez-vous commence par une écoute.',
    ],
    about: [
      'Chez {name}[, à {location}], chaque rendez-vous commence par une discussion : ce que vous voulez, comment vous vous coiffez et ce que vous aimeriez essayer.',
      'Dites-nous ce que vous cherchez et nous vous conseillons ce qui vous va[ : {services}].',
    ],
    servicesTitles: ['Prestations', 'Au salon'],
    services: [
      s('Coupe', 'Une coupe pensée pour vous et votre quotidien.'),
      s('Couleur', 'D’une nuance discrète à un vrai changement.'),
      s('Coiffure', 'Pour une grande occasion ou juste pour vous.'),
    ],
    ctaTitles: ['Envie de changement ?', 'Prenez rendez-vous'],
    ctaButtons: ['Prendre rendez-vous', 'Nous contacter'],
    buttons: ['Prendre rendez-vous', 'Nous contacter'],
    contactTitle: 'Prendre rendez-vous',
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
    buttons: ['Prendre rendez-vous', 'Nous trouver'],
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
    buttons: ['Prendre rendez-vous', 'Voir les soins'],
    contactTitle: 'Prendre rendez-vous',
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
    buttons: ['Prendre rendez-vous', 'Nous contacter'],
    contactTitle: 'Prendre rendez-vous',
  },
  plumber: {
    noun: 'plombier',
    words: ['plombier', 'plomberie', 'chauffagiste'],
    headlines: ['Plomberie[ à {location}]', 'Fuites, robinets et chauffe-eau', 'Dites-nous ce qui se passe'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} s’occupe des fuites, robinets, salles de bain et chauffe-eau[ à {location}].',
      'Fuites, robinets, salles de bain et chauffe-eau[ à {location}] : dites-nous ce qui se passe.',
    ],
    about: [
      '{name} intervient[ à {location}] chez les particuliers et les professionnels. Nous vous expliquons ce que nous voyons, vos options et le coût avant de commencer.',
      'Décrivez-nous votre problème et nous vous expliquons comment nous pouvons vous aider[ : {services}].',
    ],
    servicesTitles: ['Interventions', 'Nos services'],
    services: [
      s('Dépannage', 'Fuites, bouchons et robinets qui gouttent.'),
      s('Salles de bain', 'Remplacement et rénovation.'),
      s('Chauffe-eau et chauffage', 'Entretien et réparation.'),
    ],
    ctaTitles: ['Une fuite ?', 'Dites-nous ce dont vous avez besoin'],
    buttons: ['Demander un devis', 'Nous appeler'],
    ctaButtons: ['Demander un devis', 'Nous contacter'],
    contactTitle: 'Demander un devis',
  },
  electrician: {
    noun: 'électricien',
    words: ['électricien', 'electricien', 'électricité'],
    headlines: ['Électricité[ à {location}]', 'Installation et dépannage', 'Parlez-nous de votre projet'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} s’occupe d’installation, de dépannage et d’éclairage[ à {location}].',
      'Installation, dépannage et éclairage[ à {location}].',
    ],
    about: [
      '{name} intervient[ à {location}] dans les logements et les commerces. Avant de commencer, nous vous expliquons ce qu’il faut faire et pourquoi.',
      'Dites-nous ce dont vous avez besoin et nous vous l’expliquons clairement[ : {services}].',
    ],
    servicesTitles: ['Interventions', 'Nos services'],
    services: [
      s('Installation', 'Installations neuves et extensions.'),
      s('Dépannage', 'Nous trouvons la panne et la réparons.'),
      s('Éclairage', 'Intérieur et extérieur.'),
    ],
    ctaTitles: ['Une panne ?', 'Parlez-nous de votre projet'],
    buttons: ['Demander un devis', 'Nous appeler'],
    contactTitle: 'Demander un devis',
  },
  builder: {
    noun: 'entreprise de rénovation',
    words: ['maçon', 'maçonnerie', 'rénovation', 'entreprise du bâtiment'],
    headlines: ['Rénovation[ à {location}]', 'Votre projet, étape par étape', 'Parlons de vos travaux'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} réalise vos travaux[ à {location}], planifiés avec vous.',
      'Des travaux[ à {location}], planifiés avec vous.',
    ],
    about: [
      'Chez {name}[, à {location}], chaque chantier commence par une visite et une discussion sur ce que vous voulez. Nous vous présentons le plan et restons en contact du début à la fin.',
      'Parlez-nous de votre projet et planifions-le ensemble[ : {services}].',
    ],
    servicesTitles: ['Travaux', 'Nos services'],
    services: [
      s('Rénovation', 'Cuisines, salles de bain et logements.'),
      s('Extensions', 'Plus d’espace, planifié avec vous.'),
      s('Petits travaux', 'Réparations et interventions ponctuelles.'),
    ],
    ctaTitles: ['Un projet en tête ?', 'Parlons de vos travaux'],
    buttons: ['Demander un devis', 'Nous contacter'],
    contactTitle: 'Demander un devis',
  },
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
    buttons: ['Demander un devis', 'Nous contacter'],
    contactTitle: 'Contact',
  },
  dentist: {
    noun: 'cabinet dentaire',
    words: ['cabinet dentaire', 'dentiste', 'chirurgien-dentiste'],
    headlines: [
      'Votre sourire[ à {location}]',
      'Des soins expliqués',
      'Votre cabinet dentaire[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un cabinet dentaire[ à {location}] qui vous explique chaque étape.',
      'Un cabinet dentaire[ à {location}] qui vous explique chaque étape.',
    ],
    about: [
      'Chez {name}[, à {location}], nous voulons que vous vous sentiez à l’aise : nous vous écoutons, vous expliquons vos options et répondons à vos questions.',
      'Posez toutes vos questions : nous vous expliquons chaque soin avant de commencer[ : {services}].',
    ],
    servicesTitles: ['Soins', 'Nos soins'],
    services: [
      s('Contrôles', 'Pour garder une bouche en bonne santé.'),
      s('Détartrage', 'Des dents propres.'),
      s('Orthodontie', 'Nous vous présentons les options.'),
    ],
    ctaTitles: ['Un contrôle à prévoir ?', 'Prenez rendez-vous'],
    buttons: ['Prendre rendez-vous', 'Nous contacter'],
    contactTitle: 'Prendre rendez-vous',
  },
  physio: {
    noun: 'cabinet de kinésithérapie',
    words: ['kiné', 'kinésithérapeute', 'kinésithérapie', 'cabinet de kinésithérapie'],
    headlines: ['Bougez mieux[ à {location}]', 'Kinésithérapie', 'Retrouvez ce que vous aimez faire'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un cabinet de kinésithérapie[ à {location}] à votre écoute.',
      'Un cabinet de kinésithérapie[ à {location}] à votre écoute.',
    ],
    about: [
      'Chez {name}[, à {location}], chaque séance commence par l’écoute : où avez-vous mal, depuis quand, et que voulez-vous refaire ?',
      'Expliquez-nous ce qui vous gêne et nous planifions ensemble les étapes[ : {services}].',
    ],
    servicesTitles: ['Soins', 'Ce que nous traitons'],
    services: [
      s('Mal de dos', 'Bilan et séances.'),
      s('Blessures sportives', 'Pour reprendre l’entraînement.'),
      s('Rééducation', 'Pas à pas, avec vous.'),
    ],
    ctaTitles: ['Une douleur ?', 'Prenez rendez-vous'],
    buttons: ['Prendre rendez-vous', 'Nous contacter'],
    contactTitle: 'Prendre rendez-vous',
  },
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
    contactTitle: 'Contact',
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
    buttons: ['Venir nous voir', 'Nous contacter'],
    contactTitle: 'Contact',
  },
  photographer: {
    noun: 'photographe',
    words: ['photographe', 'studio photo', 'photographie'],
    headlines: ['Photographie[ à {location}]', 'Vos moments, bien racontés', 'Parlons de vos photos'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name}, photographe[ à {location}], avec douceur et naturel.',
      'Des photos[ à {location}], avec douceur et naturel.',
    ],
    about: [
      'Chaque séance avec {name} commence par une discussion : ce que vous voulez raconter, où et avec qui.',
      'Racontez-moi votre idée et préparons-la ensemble[ : {services}].',
    ],
    servicesTitles: ['Séances', 'Ce que je photographie'],
    services: [
      s('Mariages', 'Votre journée, racontée en images.'),
      s('Portraits', 'Des séances calmes et naturelles.'),
      s('Familles', 'Des souvenirs à garder.'),
    ],
    ctaTitles: ['Parlons de votre séance', 'Racontez-moi votre idée'],
    buttons: ['Vérifier les dates', 'Me contacter'],
    contactTitle: 'Contact',
  },
  mechanic: {
    noun: 'garage',
    words: ['garage', 'garagiste', 'mécanicien', 'mécanique auto'],
    headlines: [
      'Votre voiture entre de bonnes mains[ à {location}]',
      'Entretien et réparations',
      'Votre garage[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un garage[ à {location}] qui vous explique ce dont votre voiture a besoin.',
      'Un garage[ à {location}] qui vous explique ce dont votre voiture a besoin.',
    ],
    about: [
      'Chez {name}[, à {location}], nous vous expliquons ce qu’a votre voiture et vos options avant d’intervenir.',
      'Amenez-nous votre voiture et nous vous disons ce que nous voyons[ : {services}].',
    ],
    servicesTitles: ['Services', 'À l’atelier'],
    services: [
      s('Entretien', 'Révisions et vidanges.'),
      s('Freins', 'Contrôle et remplacement.'),
      s('Pneus', 'Montage et équilibrage.'),
    ],
    ctaTitles: ['Une révision à prévoir ?', 'Amenez-nous votre voiture'],
    buttons: ['Prendre rendez-vous', 'Nous appeler'],
    contactTitle: 'Venir au garage',
  },
  lawyer: {
    noun: 'cabinet d’avocats',
    words: ['avocat', 'avocate', 'avocats', 'cabinet d’avocats', "cabinet d'avocats"],
    headlines: ['Conseil juridique[ à {location}]', 'Des réponses claires', 'Parlons de votre situation'],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un cabinet d’avocats[ à {location}] qui vous explique chaque étape.',
      'Un cabinet d’avocats[ à {location}] qui vous explique chaque étape.',
    ],
    about: [
      'Chez {name}[, à {location}], nous vous écoutons, vous expliquons vos options clairement et vous accompagnons à chaque étape.',
      'Exposez-nous votre situation et nous vous expliquons comment nous pouvons vous aider[ : {services}].',
    ],
    servicesTitles: ['Domaines', 'Comment nous vous aidons'],
    services: [
      s('Droit de la famille', 'Séparations, garde et accords.'),
      s('Successions', 'Testaments et héritages.'),
      s('Droit du travail', 'Licenciements, contrats et litiges.'),
    ],
    ctaTitles: ['Parlons de votre situation', 'Prenez rendez-vous'],
    buttons: ['Prendre rendez-vous', 'Nous contacter'],
    contactTitle: 'Contact',
  },
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
    contactTitle: 'Nous rendre visite',
  },
  vet: {
    noun: 'clinique vétérinaire',
    words: ['vétérinaire', 'veterinaire', 'clinique vétérinaire', 'cabinet vétérinaire'],
    headlines: [
      'Prendre soin de vos animaux[ à {location}]',
      'Votre animal entre de bonnes mains',
      'Votre vétérinaire[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est une clinique vétérinaire[ à {location}] qui prend le temps de vous écouter.',
      'Une clinique vétérinaire[ à {location}] qui prend le temps de vous écouter.',
    ],
    about: [
      'Chez {name}[, à {location}], nous vous écoutons, vous expliquons les options clairement et planifions les soins de votre animal avec vous.',
      'Posez-nous toutes vos questions sur votre animal[ : {services}].',
    ],
    servicesTitles: ['Services', 'Nos soins'],
    services: [
      s('Consultations', 'Pour faire le point et répondre à vos questions.'),
      s('Vaccins', 'Selon les besoins de votre animal.'),
      s('Chirurgie', 'Nous vous expliquons chaque étape.'),
    ],
    ctaTitles: ['Besoin d’un rendez-vous ?', 'Dites-nous ce qui ne va pas'],
    buttons: ['Prendre rendez-vous', 'Nous appeler'],
    contactTitle: 'Prendre rendez-vous',
  },
  tutor: {
    noun: 'cours',
    words: [
      'soutien scolaire',
      'cours particuliers',
      'école de langues',
      'professeur particulier',
      'cours de piano',
    ],
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
    buttons: ['Se renseigner', 'Nous contacter'],
    contactTitle: 'Contact',
  },
  accountant: {
    noun: 'cabinet comptable',
    words: ['expert-comptable', 'cabinet comptable', 'comptable'],
    headlines: [
      'Des comptes clairs[ à {location}]',
      'Vos impôts sans casse-tête',
      'Votre cabinet comptable[ à {location}]',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} est un cabinet comptable[ à {location}] qui vous explique vos chiffres.',
      'Un cabinet comptable[ à {location}] qui vous explique vos chiffres.',
    ],
    about: [
      'Chez {name}[, à {location}], nous vous expliquons vos chiffres clairement et vous prévenons de ce qui arrive.',
      'Parlez-nous de votre activité et voyons ensemble comment vous aider[ : {services}].',
    ],
    servicesTitles: ['Services', 'Comment nous vous aidons'],
    services: [
      s('Fiscalité', 'Déclarations et démarches.'),
      s('Comptabilité', 'Des comptes à jour.'),
      s('Paie', 'Pour votre équipe.'),
    ],
    ctaTitles: ['Parlons de vos comptes', 'Dites-nous ce dont vous avez besoin'],
    buttons: ['Prendre rendez-vous', 'Nous contacter'],
    contactTitle: 'Contact',
  },
};
kinds['coffee-shop'] = { ...kinds.cafe, words: ['bar à café'] };
kinds['food-truck'] = {
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
};
kinds.caterer = {
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
};

export const FR: LanguageBank = {
  fixed: {
    nav: { home: 'Accueil', about: 'À propos', services: 'Services', contact: 'Contact' },
    sectionNames: {
      aboutExpanded: 'Notre façon de faire',
      features: 'L’essentiel',
      pricing: 'Tarifs',
      faq: 'Questions',
      cta: 'Appel à l’action',
    },
    faqTitle: 'Questions fréquentes',
    pricesTitle: 'Tarifs',
    pricesSubtitle: 'Ajoutez vos tarifs pour que vos visiteurs sachent à quoi s’attendre.',
    featuresFallbackTitle: 'Ce qui compte pour nous',
    option: (n) => `Option ${n}`,
    hoursQuestion: 'Quels sont vos horaires ?',
    hoursAnswer: (hours) => `Nos horaires : ${hours}.`,
    whereQuestion: 'Où vous trouver ?',
    whereAnswer: (addresses) => `Vous nous trouverez au ${addresses}.`,
    contactQuestion: 'Comment vous joindre ?',
    call: (phones) => `appelez-nous au ${phones}`,
    email: (emails) => `écrivez-nous à ${emails}`,
    or: ' ou ',
    and: ' et ',
    copyright: (name, year) => `© ${year} ${name}. Tous droits réservés.`,
    placeholders: {
      siteName: 'Nom de votre entreprise',
      address: 'Ajoutez votre adresse',
      phone: 'Ajoutez votre numéro de téléphone',
      hours: 'Ajoutez vos horaires',
      email: 'Ajoutez votre adresse e-mail',
    },
    noNameWarning: (p) => `Aucun nom d’entreprise trouvé dans la description ; remplacez « ${p} ».`,
  },
  profile: {
    noun: 'entreprise',
    headlines: [
      'Bienvenue chez {name}',
      'Entrez chez {name}',
      'Au plaisir de vous accueillir[ à {location}]',
      'Parlons de ce dont vous avez besoin',
    ],
    subtitles: [
      '{name}[, à {location}] : {services}.',
      '{name} vous accueille[ à {location}]. Dites-nous ce dont vous avez besoin.',
      '[À {location} : ]{services}. Dites-nous ce dont vous avez besoin.',
      'Dites-nous ce dont vous avez besoin et nous vous répondrons au plus vite.',
    ],
    buttons: ['Nous contacter', 'Nous écrire', 'Poser une question'],
    aboutTitles: ['À propos de {name}', 'Qui sommes-nous', 'Faisons connaissance'],
    about: [
      '{name} vous accueille[ à {location}][ depuis {year}]. Nous aimons écouter ce que vous cherchez et vous aider à le trouver. Pour toute question, écrivez-nous ou passez nous voir.',
      'Nous aimons ce que nous faisons[ chez {name}][ à {location}]. Dites-nous ce que vous cherchez et nous vous expliquerons comment vous aider[ : {services}].',
      'Derrière {name}, il y a des gens qui aiment bien recevoir[ à {location}]. Posez-nous vos questions[ sur {services}], nous prenons le temps d’y répondre.',
    ],
    servicesTitles: ['Ce que nous proposons', 'Nos services', 'Ce que vous trouverez ici'],
    servicesSubtitles: [
      'Demandez-nous ce qui vous intéresse.',
      'Dites-nous ce dont vous avez besoin.',
      'Une question sur l’un d’eux ? Nous vous l’expliquons.',
    ],
    services: [
      s('Ce que nous faisons', 'Demandez-nous, nous vous présentons tout ce que nous proposons.'),
      s('Vos questions', 'Écrivez-nous, nous vous répondrons.'),
      s('Parlons-en', 'Parlez-nous de votre idée et voyons ensemble comment vous aider.'),
    ],
    serviceLines: [
      '{service} : demandez-nous les détails.',
      '{service}, avec attention et simplicité.',
      '{service}[ chez {name}] : dites-nous ce qu’il vous faut.',
    ],
    featuresTitle: 'Ce qui compte pour nous',
    // Cards 2 and 3 give way to the town's and the year's cards; each card uses a different fact.
    features: [
      s(
        'L’accueil[ de {name}]',
        'Nous prenons le temps de vous recevoir, sans vous presser[, ici à {location}].',
      ),
      s(
        'D’abord vous écouter',
        'Avant de vous proposer quoi que ce soit, nous voulons comprendre ce qui vous amène[ chez {name}].',
      ),
      s('Facile à joindre', 'Écrivez ou appelez[ {name}] grâce aux coordonnées de cette page.'),
    ],
    faq: [
      {
        question: 'Comment entrer en contact[ avec {name}] ?',
        answer:
          'Écrivez-nous ou appelez-nous grâce aux coordonnées de cette page[ ; nous sommes à {location}].',
      },
      {
        question: 'Puis-je poser une question avant de me décider ?',
        answer: 'Bien sûr. Écrivez[ à {name}] ce que vous voulez savoir et nous vous l’expliquerons.',
      },
      {
        question: 'Que puis-je demander[ à {name}] ?',
        answer:
          'Tout ce qui vous aide à y voir clair[ sur {services}] : expliquez-nous votre situation et nous vous dirons comment vous aider.',
      },
    ],
    // The owner's lines add the name to one of these two, so the bank's own leave it out.
    ctaTitles: [
      'On en parle ?',
      'Nous sommes là pour vous aider',
      'Dites-nous ce que vous cherchez',
      'Une question ?',
    ],
    ctaSubtitles: [
      'Vous trouverez nos coordonnées ci-dessous.',
      'Écrivez-nous ou passez nous voir.',
      'Dites-nous ce que vous avez en tête, nous vous dirons comment vous aider.',
      'Posez-nous vos questions, nous y répondrons avec plaisir.',
    ],
    ctaButtons: ['Nous contacter', 'Nous écrire', 'Poser une question'],
    plans: [],
    aboutExpandedTitle: 'Notre façon de faire',
    aboutExpanded: [
      'Tout commence par une conversation : vous nous dites ce dont vous avez besoin, nous vous expliquons les options clairement et restons en contact jusqu’à ce que tout vous convienne.',
      '{name} avance pas à pas : vous nous dites ce dont vous avez besoin, nous vous expliquons les options clairement et restons en contact jusqu’à ce que tout vous convienne.',
      'Chez {name}[ à {location}], la première étape, c’est de vous écouter. Ensuite, nous vous expliquons les options sans jargon et vous décidez, en connaissance de cause.',
    ],
    contactTitle: 'Contact',
    footers: [
      '{name}[ — {location}].',
      '{name} : à votre écoute[ à {location}].',
      'Merci de votre visite chez {name}.',
      'À votre écoute[ à {location}].',
    ],
  },
  industries: {
    restaurant: {
      noun: 'restaurant',
      services: [
        s('Sur place', 'Installez-vous, commandez et prenez votre temps.'),
        s('À emporter', 'Demandez-nous ce que vous pouvez emporter.'),
        s('Groupes', 'Dites-nous combien vous êtes, nous verrons comment vous recevoir.'),
      ],
    },
    healthcare: {
      noun: 'cabinet',
      services: [
        s('Accueil', 'Nous vous écoutons et vous expliquons les options.'),
        s('Conseil', 'Posez-nous vos questions, sans vous presser.'),
        s('Suivi', 'Nous faisons le point avec vous.'),
      ],
    },
    retail: {
      noun: 'boutique',
      services: [
        s('En boutique', 'Passez et prenez le temps de regarder.'),
        s('Conseil', 'Nous vous aidons à choisir.'),
        s('Commandes', 'Demandez-nous si nous pouvons vous procurer un article.'),
      ],
    },
    fitness: {
      noun: 'salle de sport',
      services: [
        s('Entraînement', 'Des séances pour débuter ou progresser.'),
        s('Première visite', 'Venez nous rencontrer, nous vous montrons comment tout fonctionne.'),
        s('Horaires', 'Demandez-nous les cours et les horaires.'),
      ],
    },
    professional: {
      noun: 'cabinet',
      services: [
        s('Conseil', 'Nous vous écoutons et vous expliquons vos options.'),
        s('Votre demande', 'Nous la préparons avec vous, étape par étape.'),
        s('Premier rendez-vous', 'Exposez-nous votre situation, nous verrons comment vous aider.'),
      ],
    },
    education: {
      noun: 'école',
      services: [
        s('Cours', 'Demandez-nous les groupes et les horaires.'),
        s('Pour commencer', 'Nous vous aidons à trouver votre niveau.'),
        s('Suivi', 'Nous vous disons où vous en êtes.'),
      ],
    },
    technology: {
      noun: 'studio',
      services: [
        s('Projets', 'Parlez-nous de votre idée, nous la planifions avec vous.'),
        s('Assistance', 'Écrivez-nous quand quelque chose ne fonctionne pas.'),
        s('Conseil', 'Nous vous aidons à choisir le bon outil.'),
      ],
    },
    beauty: {
      noun: 'institut',
      services: [
        s('Soins', 'Nous vous expliquons chaque soin avant de commencer.'),
        s('Conseils', 'Dites-nous ce que vous cherchez, nous vous orientons.'),
        s('Grandes occasions', 'Pour un mariage, une fête ou simplement pour vous.'),
      ],
    },
    'real-estate': {
      noun: 'agence immobilière',
      services: [
        s('Acheter', 'Nous vous accompagnons dans votre recherche.'),
        s('Vendre', 'Nous vous expliquons comment mettre votre bien en vente.'),
        s('Louer', 'Demandez-nous les biens à louer.'),
      ],
    },
    creative: {
      noun: 'studio',
      services: [
        s('Projets', 'Parlez-nous de votre idée, nous lui donnons forme ensemble.'),
        s('Commandes', 'Dites-nous ce que vous avez en tête.'),
        s('Conseil', 'Nous vous aidons à savoir par où commencer.'),
      ],
    },
    legal: {
      noun: 'cabinet',
      services: [
        s('Consultations', 'Exposez-nous votre situation, nous vous expliquons vos options.'),
        s('Accompagnement', 'Nous vous expliquons chaque étape de la procédure.'),
        s('Documents', 'Nous relisons avec vous contrats et papiers.'),
      ],
    },
    finance: {
      noun: 'cabinet',
      services: [
        s('Fiscalité', 'Déclarations et démarches, expliquées.'),
        s('Comptabilité', 'Des comptes tenus à jour.'),
        s('Conseil', 'Nous vous expliquons vos chiffres clairement.'),
      ],
    },
    automotive: {
      noun: 'garage',
      services: [
        s('Entretien', 'L’entretien dont votre véhicule a besoin.'),
        s('Réparations', 'Nous vous expliquons ce qu’il faut faire avant de commencer.'),
        s('Diagnostic', 'Nous vous disons ce qu’a votre véhicule.'),
      ],
    },
    construction: {
      noun: 'entreprise',
      services: [
        s('Rénovation', 'Parlez-nous de votre projet, nous le planifions avec vous.'),
        s('Petits travaux', 'Réparations et interventions ponctuelles.'),
        s('Devis', 'Nous vous expliquons le plan avant de commencer.'),
      ],
    },
    entertainment: {
      noun: 'salle',
      services: [
        s('Programme', 'Demandez-nous ce qui se passe ces prochaines semaines.'),
        s('Réservations', 'Pour les groupes et les grandes occasions.'),
        s('Soirées privées', 'Parlez-nous de votre idée, nous verrons si elle s’y prête.'),
      ],
    },
    travel: {
      noun: 'agence de voyages',
      services: [
        s('Voyages', 'Dites-nous où vous voulez aller, nous le préparons avec vous.'),
        s('Escapades', 'Des idées pour quelques jours loin de chez vous.'),
        s('Familles et groupes', 'Des voyages pensés pour partir à plusieurs.'),
      ],
    },
    manufacturing: {
      noun: 'atelier',
      services: [
        s('Fabrication', 'Dites-nous ce que vous voulez faire fabriquer.'),
        s('Matériaux', 'Demandez-nous matériaux et dimensions.'),
        s('Conseil', 'Nous vous aidons à définir votre projet.'),
      ],
    },
    'non-profit': {
      noun: 'association',
      services: [
        s('Activités', 'Demandez-nous ce qui est en cours.'),
        s('Bénévolat', 'Dites-nous comment vous aimeriez aider.'),
        s('Adhésion', 'Nous vous expliquons comment nous rejoindre.'),
      ],
    },
    government: {
      noun: 'service',
      services: [
        s('Accueil', 'Nous vous expliquons les démarches pas à pas.'),
        s('Information', 'Posez-nous vos questions sur n’importe quelle démarche.'),
        s('Rendez-vous', 'Prenez rendez-vous grâce aux coordonnées de cette page.'),
      ],
    },
    other: { noun: 'entreprise' },
  },
  kinds,
};
