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

kinds['language-school'] = {
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
  ctaButtons: ['Se renseigner', 'Demander les horaires'],
  buttons: ['Voir les cours', 'Se renseigner'],
  contactTitle: 'Se renseigner',
};
kinds.bookshop = {
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
};
kinds['dog-groomer'] = {
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
    s('Vous savez ce qui est fait', 'Nous vous disons ce que nous avons fait et ce que nous avons remarqué.'),
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
  ctaButtons: ['Prendre rendez-vous', 'Nous appeler'],
  buttons: ['Prendre rendez-vous', 'Nous appeler'],
  contactTitle: 'Prendre rendez-vous',
};
kinds['bed-and-breakfast'] = {
  noun: 'chambre d’hôtes',
  words: [
    'chambre d’hôtes',
    "chambre d'hôtes",
    'chambres d’hôtes',
    "chambres d'hôtes",
    'maison d’hôtes',
    "maison d'hôtes",
  ],
  headlines: ['Une chambre d’hôtes[ à {location}]', 'Posez vos valises', 'Une halte au calme'],
  subtitles: [
    '{name}[, à {location}] : {services}.',
    '{name} est une chambre d’hôtes où l’on se sent vite chez soi.',
    'Une chambre d’hôtes où l’on se sent vite chez soi.',
  ],
  about: [
    'Chez {name}, nous accueillons nos hôtes comme des amis de passage : une chambre où se reposer, un petit-déjeuner pour commencer la journée et des conseils pour découvrir les environs.',
    'Dites-nous vos dates et ce que vous aimeriez faire dans la région : nous vous répondrons avec plaisir[ : {services}].',
  ],
  servicesTitles: ['Votre séjour', 'Chez nous'],
  servicesSubtitles: ['Demandez-nous les disponibilités.', 'Écrivez-nous vos dates.'],
  services: [
    s('Les chambres', 'Demandez-nous les chambres libres à vos dates.'),
    s('Le petit-déjeuner', 'Pour bien commencer la journée.'),
    s('Les environs', 'Nous partageons nos adresses et nos idées de balades.'),
  ],
  serviceLines: ['{service} : demandez-nous les détails.', '{service}, pour un séjour au calme.'],
  featuresTitle: 'Pourquoi séjourner chez nous',
  features: [
    s('Un accueil chaleureux', 'Nous recevons nos hôtes comme nous aimerions être reçus.'),
    s('Le calme', 'De quoi se reposer entre deux découvertes.'),
    s('Les bonnes adresses', 'Demandez-nous où manger et quoi visiter.'),
  ],
  faq: [
    {
      question: 'Comment réserver une chambre{ chez {name}|} ?',
      answer: 'Écrivez-nous vos dates et le nombre de personnes : nous vous dirons ce qui est disponible.',
    },
    {
      question: 'À quelle heure puis-je arriver ?',
      answer: 'Dites-nous votre heure d’arrivée prévue et nous nous organiserons.',
    },
    {
      question: 'Que peut-on faire dans les environs ?',
      answer: 'Nous partageons volontiers nos idées de sorties dans la région.',
    },
  ],
  ctaTitles: ['Envie de venir ?', 'Quelles sont vos dates ?'],
  ctaSubtitles: ['Écrivez-nous vos dates, nous vous répondrons.', 'Demandez-nous les disponibilités.'],
  ctaButtons: ['Vérifier les disponibilités', 'Nous écrire'],
  buttons: ['Vérifier les disponibilités', 'Nous écrire'],
  contactTitle: 'Réserver',
};
kinds['estate-agent'] = {
  noun: 'agence immobilière',
  words: ['agence immobilière', 'agent immobilier', 'agente immobilière', 'agence immobiliere'],
  headlines: [
    'Acheter, vendre, louer[ à {location}]',
    'Votre projet immobilier',
    'Votre agence immobilière[ à {location}]',
  ],
  subtitles: [
    '{name}[, à {location}] : {services}.',
    '{name} est une agence immobilière[ à {location}] qui vous accompagne pas à pas.',
    'Une agence immobilière[ à {location}] qui vous accompagne pas à pas.',
  ],
  about: [
    'Chez {name}[, à {location}], chaque projet commence par un rendez-vous : ce que vous cherchez, ce que vous vendez, et les étapes qui vous attendent.',
    'Acheteur, vendeur ou locataire : parlez-nous de votre projet et nous vous expliquons comment nous travaillons[ : {services}].',
  ],
  servicesTitles: ['Nos services', 'Votre projet'],
  services: [
    s('Achat', 'Nous vous aidons à trouver le bien qui vous correspond.'),
    s('Vente', 'Nous vous expliquons comment mettre votre bien en vente.'),
    s('Location', 'Demandez-nous les biens disponibles.'),
  ],
  serviceLines: ['{service} : parlons de votre projet.', '{service}, étape par étape.'],
  featuresTitle: 'Travailler avec nous',
  features: [
    s('Un interlocuteur', 'Vous savez à qui vous adresser à chaque étape.'),
    s('Des explications claires', 'Nous vous expliquons chaque étape avant d’avancer.'),
    s('Le quartier', 'Nous vous parlons du secteur autant que du bien.'),
  ],
  faq: [
    {
      question: 'Comment faire estimer mon bien ?',
      answer: 'Contactez-nous pour convenir d’une visite : nous vous expliquons comment nous l’estimons.',
    },
    {
      question: 'Quels biens avez-vous en ce moment ?',
      answer: 'Demandez-nous les biens disponibles et dites-nous ce que vous cherchez.',
    },
    {
      question: 'Que dois-je préparer pour vendre ?',
      answer: 'Nous faisons la liste avec vous lors du premier rendez-vous.',
    },
  ],
  ctaTitles: ['Un projet immobilier ?', 'Parlons de votre projet'],
  ctaSubtitles: ['Dites-nous ce que vous cherchez ou ce que vous vendez.', 'Prenons rendez-vous à l’agence.'],
  ctaButtons: ['Prendre rendez-vous', 'Nous contacter'],
  buttons: ['Prendre rendez-vous', 'Voir les biens'],
  contactTitle: 'Venir à l’agence',
};
kinds.pharmacy = {
  noun: 'pharmacie',
  words: ['pharmacie', 'pharmacien', 'pharmacienne', 'officine'],
  headlines: ['Votre pharmacie[ à {location}]', 'Des conseils pour votre santé', 'Une question ? Parlons-en'],
  subtitles: [
    '{name}[, à {location}] : {services}.',
    '{name} est une pharmacie[ à {location}] à l’écoute de vos questions.',
    'Une pharmacie[ à {location}] à l’écoute de vos questions.',
  ],
  about: [
    'Chez {name}[, à {location}], nous prenons le temps de répondre à vos questions sur vos traitements et de vous orienter quand il le faut.',
    'Une ordonnance, un conseil, un doute sur un médicament ? Passez nous voir au comptoir[ : {services}].',
  ],
  servicesTitles: ['À la pharmacie', 'Nos services'],
  servicesSubtitles: ['Demandez-nous conseil au comptoir.', 'Posez-nous vos questions.'],
  services: [
    s('Ordonnances', 'Nous préparons vos médicaments et répondons à vos questions.'),
    s('Conseils', 'Pour les petits maux du quotidien.'),
    s('Parapharmacie', 'Soins et produits d’hygiène, avec nos conseils.'),
  ],
  serviceLines: ['{service} : demandez-nous conseil.', '{service}, au comptoir de la pharmacie.'],
  featuresTitle: 'À votre écoute',
  features: [
    s('Le temps de vous répondre', 'Vos questions sur vos traitements méritent une vraie réponse.'),
    s('Des conseils clairs', 'Comment prendre un médicament, quand consulter : nous vous l’expliquons.'),
    s('Un comptoir de quartier', 'Nous connaissons nos patients et leurs habitudes.'),
  ],
  faq: [
    {
      question: 'Puis-je vous poser une question sur mon traitement ?',
      answer: 'Bien sûr : passez{ à la pharmacie| chez {name}|} ou appelez-nous.',
    },
    {
      question: 'Un produit n’est pas disponible : que faire ?',
      answer: 'Demandez-nous au comptoir, nous vous dirons s’il peut être commandé.',
    },
    {
      question: 'Où trouver une pharmacie de garde ?',
      answer:
        'Appelez-nous ou passez au comptoir : nous vous indiquerons comment trouver la pharmacie de garde.',
    },
  ],
  ctaTitles: ['Une question de santé ?', 'Passez nous voir'],
  ctaSubtitles: ['Nous vous répondons au comptoir ou au téléphone.', 'Posez-nous vos questions.'],
  ctaButtons: ['Nous appeler', 'Nous rendre visite'],
  buttons: ['Nous rendre visite', 'Nous appeler'],
  contactTitle: 'Venir à la pharmacie',
};
kinds['driving-instructor'] = {
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
  ctaSubtitles: ['Nous vous expliquons les étapes jusqu’à l’examen.', 'Passez nous voir pour vous inscrire.'],
  ctaButtons: ['S’inscrire', 'Se renseigner'],
  buttons: ['S’inscrire', 'Se renseigner'],
  contactTitle: 'Venir à l’auto-école',
};
kinds.butcher = {
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
};
kinds.optician = {
  noun: 'opticien',
  words: ['opticien', 'opticienne', 'magasin d’optique', "magasin d'optique", 'opticien-lunetier'],
  headlines: [
    'Bien voir[ à {location}]',
    'Des lunettes qui vous ressemblent',
    'Votre opticien[ à {location}]',
  ],
  subtitles: [
    '{name}[, à {location}] : {services}.',
    '{name}, opticien[ à {location}], pour bien voir et trouver la monture qui vous va.',
    'Un opticien[ à {location}] pour bien voir et trouver la monture qui vous va.',
  ],
  about: [
    'Chez {name}[, à {location}], nous prenons le temps d’essayer les montures avec vous et de vous expliquer vos verres.',
    'Apportez votre ordonnance ou posez-nous vos questions sur votre vue[ : {services}].',
  ],
  servicesTitles: ['En magasin', 'Nos services'],
  servicesSubtitles: ['Venez essayer les montures.', 'Demandez-nous conseil.'],
  services: [
    s('Lunettes de vue', 'Monture et verres choisis avec vous.'),
    s('Lentilles', 'Nous vous expliquons comment les porter et les entretenir.'),
    s('Ajustements', 'Des lunettes qui tiennent bien en place.'),
  ],
  serviceLines: ['{service} : venez en parler en magasin.', '{service}, avec nos conseils.'],
  featuresTitle: 'Choisir avec nous',
  features: [
    s('Le temps d’essayer', 'Essayez autant de montures qu’il vous faut.'),
    s('Vos verres expliqués', 'Nous vous disons ce qui convient à votre vue et à vos habitudes.'),
    s('Après l’achat', 'Revenez nous voir pour un réglage ou une question.'),
  ],
  faq: [
    {
      question: 'Ai-je besoin d’une ordonnance ?',
      answer:
        'Apportez-la si vous en avez une ; sinon, posez-nous la question et nous vous dirons comment faire.',
    },
    {
      question: 'Mes lunettes ne tiennent pas bien : que faire ?',
      answer: 'Passez{ chez {name}| en magasin|} : nous regardons ce qui peut être ajusté.',
    },
    {
      question: 'Puis-je venir simplement essayer des montures ?',
      answer: 'Bien sûr, venez quand vous voulez[ à {location}].',
    },
  ],
  ctaTitles: ['Envie de nouvelles lunettes ?', 'Venez essayer nos montures'],
  ctaSubtitles: [
    'Apportez votre ordonnance, nous nous occupons du reste.',
    'Posez-nous vos questions sur votre vue.',
  ],
  ctaButtons: ['Nous rendre visite', 'Prendre rendez-vous'],
  buttons: ['Nous rendre visite', 'Prendre rendez-vous'],
  contactTitle: 'Venir en magasin',
};
kinds['ice-cream'] = {
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
  serviceLines: ['{service}, à déguster sur place ou à emporter.', '{service} : demandez-nous au comptoir.'],
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
};
kinds.locksmith = {
  noun: 'serrurier',
  words: ['serrurier', 'serrurerie', 'serrurière'],
  headlines: ['Serrurerie[ à {location}]', 'Portes, serrures et clés', 'Votre serrurier[ à {location}]'],
  subtitles: [
    '{name}[, à {location}] : {services}.',
    '{name}, serrurier[ à {location}], vous explique l’intervention avant de commencer.',
    'Un serrurier[ à {location}] qui vous explique l’intervention avant de commencer.',
  ],
  about: [
    '{name} intervient[ à {location}] sur les portes, les serrures et les clés. Dites-nous ce qui se passe et nous vous expliquons ce que nous proposons avant d’intervenir.',
    'Une serrure qui coince, une clé perdue, une porte à sécuriser ? Décrivez-nous la situation[ : {services}].',
  ],
  servicesTitles: ['Nos interventions', 'Serrurerie'],
  servicesSubtitles: ['Décrivez-nous votre porte et votre serrure.', 'Demandez-nous ce qui est possible.'],
  services: [
    s('Ouverture de porte', 'Quand vous ne pouvez plus entrer chez vous.'),
    s('Changement de serrure', 'Nous vous présentons les options avant de poser.'),
    s('Reproduction de clés', 'Demandez-nous les clés que nous pouvons refaire.'),
  ],
  serviceLines: ['{service} : décrivez-nous la situation.', '{service}, expliqué avant l’intervention.'],
  featuresTitle: 'Comment nous travaillons',
  features: [
    s('Expliqué d’abord', 'Nous vous disons ce que nous allons faire avant de commencer.'),
    s('Les bonnes questions', 'Décrivez-nous la porte et la serrure, nous vous orientons.'),
    s('Des options claires', 'Réparer ou remplacer : nous vous présentons les deux.'),
  ],
  faq: [
    {
      question: 'Que dois-je vous dire quand j’appelle ?',
      answer: 'Où vous êtes, le type de porte et ce qui se passe : cela nous aide à préparer l’intervention.',
    },
    {
      question: 'Faut-il changer toute la serrure ?',
      answer: 'Pas toujours : nous regardons d’abord ce qui peut être réparé.',
    },
    {
      question: 'Comment joindre{ {name}| le serrurier} ?',
      answer: 'Appelez ou écrivez grâce aux coordonnées de cette page[ ; nous intervenons à {location}].',
    },
  ],
  ctaTitles: ['Un souci de serrure ?', 'Dites-nous ce qui se passe'],
  ctaSubtitles: [
    'Décrivez-nous la situation, nous vous répondons.',
    'Nous vous expliquons l’intervention avant de commencer.',
  ],
  ctaButtons: ['Nous appeler', 'Demander un devis'],
  buttons: ['Nous appeler', 'Demander un devis'],
  contactTitle: 'Nous joindre',
};
kinds['travel-agent'] = {
  noun: 'agence de voyages',
  words: ['agence de voyages', 'agence de voyage', 'agent de voyages'],
  headlines: [
    'Préparez votre voyage[ à {location}]',
    'Où partez-vous ?',
    'Votre agence de voyages[ à {location}]',
  ],
  subtitles: [
    '{name}[, à {location}] : {services}.',
    '{name} est une agence de voyages[ à {location}] qui prépare votre voyage avec vous.',
    'Une agence de voyages[ à {location}] qui prépare votre voyage avec vous.',
  ],
  about: [
    'Chez {name}[, à {location}], chaque voyage commence par une conversation : où vous rêvez d’aller, avec qui, à quel rythme.',
    'Dites-nous vos envies et vos dates : nous vous proposons des idées et nous nous occupons des réservations[ : {services}].',
  ],
  servicesTitles: ['Vos voyages', 'Nos voyages'],
  servicesSubtitles: ['Dites-nous où vous voulez aller.', 'Parlons de votre prochain départ.'],
  services: [
    s('Voyages sur mesure', 'Construits autour de vos envies.'),
    s('Séjours', 'Quelques jours ou quelques semaines, selon vos dates.'),
    s('Voyages en groupe', 'Pour partir à plusieurs, entre proches ou entre amis.'),
  ],
  serviceLines: ['{service} : racontez-nous votre projet.', '{service}, préparés avec vous.'],
  featuresTitle: 'Partir avec nous',
  features: [
    s('Vos envies d’abord', 'Nous partons de ce que vous voulez vivre.'),
    s('Les détails réglés', 'Nous nous occupons des réservations avec vous.'),
    s('Un interlocuteur', 'Une question avant le départ ? Vous savez qui appeler.'),
  ],
  faq: [
    {
      question: 'Comment préparer un voyage{ avec {name}| avec vous} ?',
      answer:
        'Écrivez-nous vos envies, vos dates et le nombre de voyageurs : nous revenons vers vous avec des idées.',
    },
    {
      question: 'Je ne sais pas encore où partir : pouvez-vous m’aider ?',
      answer: 'Bien sûr. Parlez-nous de ce que vous aimez et nous vous proposons des destinations.',
    },
    {
      question: 'Organisez-vous des voyages pour les groupes ?',
      answer: 'Dites-nous combien vous êtes et ce que vous cherchez[ : {services}].',
    },
  ],
  ctaTitles: ['Où partez-vous ?', 'Parlons de votre voyage'],
  ctaSubtitles: ['Dites-nous vos envies et vos dates.', 'Passez à l’agence ou écrivez-nous.'],
  ctaButtons: ['Préparer mon voyage', 'Nous écrire'],
  buttons: ['Préparer mon voyage', 'Nous écrire'],
  contactTitle: 'Venir à l’agence',
};
kinds['martial-arts'] = {
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
};
kinds.childcare = {
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
  serviceLines: ['{service}, au rythme de votre enfant.', '{service} : demandez-nous comment cela se passe.'],
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
  ctaButtons: ['Demander une visite', 'Nous contacter'],
  buttons: ['Demander une visite', 'Nous contacter'],
  contactTitle: 'Nous contacter',
};
kinds.removals = {
  noun: 'entreprise de déménagement',
  words: ['déménageur', 'entreprise de déménagement', 'société de déménagement', 'déménagements'],
  headlines: [
    'Déménager[ à {location}]',
    'Vos cartons entre de bonnes mains',
    'Un déménagement bien préparé',
  ],
  subtitles: [
    '{name}[, à {location}] : {services}.',
    '{name} prépare votre déménagement avec vous[, à {location}].',
    'Un déménagement préparé avec vous, du premier carton au dernier meuble.',
  ],
  about: [
    '{name} organise les déménagements des particuliers et des professionnels[ à {location}]. Nous faisons le point avec vous sur le volume, les accès et la date avant de vous proposer un devis.',
    'Dites-nous d’où vous partez, où vous allez et quand : nous préparons le déménagement avec vous[ : {services}].',
  ],
  servicesTitles: ['Nos services', 'Votre déménagement'],
  servicesSubtitles: ['Dites-nous le volume et la date.', 'Demandez-nous un devis.'],
  services: [
    s('Déménagement de particuliers', 'Appartement ou maison, préparé avec vous.'),
    s('Déménagement de bureaux', 'Organisé pour gêner le moins possible votre activité.'),
    s('Emballage', 'Demandez-nous de préparer les cartons avec vous.'),
  ],
  serviceLines: ['{service} : parlez-nous de votre projet.', '{service}, préparé avec vous.'],
  featuresTitle: 'Un déménagement préparé',
  features: [
    s('Une visite ou un inventaire', 'Nous faisons le point sur le volume avant le devis.'),
    s('Un plan clair', 'Vous savez qui vient, quand et ce qui est prévu.'),
    s('Les objets fragiles', 'Signalez-les-nous, nous les emballons avec soin.'),
  ],
  faq: [
    {
      question: 'Comment obtenir un devis{ de {name}|} ?',
      answer: 'Écrivez-nous vos adresses de départ et d’arrivée, la date et le volume approximatif.',
    },
    {
      question: 'Quand faut-il vous contacter ?',
      answer: 'Le plus tôt possible : cela laisse le temps de bien préparer le jour J.',
    },
    {
      question: 'Que dois-je préparer moi-même ?',
      answer:
        'Nous en parlons lors du devis : vous choisissez ce que vous faites et ce que vous nous confiez.',
    },
  ],
  ctaTitles: ['Vous déménagez ?', 'Parlons de votre déménagement'],
  ctaSubtitles: ['Dites-nous vos adresses et votre date.', 'Nous préparons le devis avec vous.'],
  ctaButtons: ['Demander un devis', 'Nous appeler'],
  buttons: ['Demander un devis', 'Nous appeler'],
  contactTitle: 'Demander un devis',
};
kinds['pottery-studio'] = {
  noun: 'atelier de poterie',
  words: ['atelier de poterie', 'atelier de céramique', 'poterie', 'céramiste', 'potier', 'potière'],
  headlines: [
    'La terre entre vos mains[ à {location}]',
    'Tourner, modeler, émailler',
    'Votre atelier de poterie[ à {location}]',
  ],
  subtitles: [
    '{name}[, à {location}] : {services}.',
    '{name} est un atelier de poterie[ à {location}] où l’on apprend en faisant.',
    'Un atelier de poterie[ à {location}] où l’on apprend en faisant.',
  ],
  about: [
    'Chez {name}[, à {location}], on met les mains dans la terre dès le premier cours. Débutants et habitués travaillent côte à côte, chacun à son rythme.',
    'Envie d’essayer le tour ou le modelage ? Demandez-nous les prochains cours[ : {services}].',
  ],
  servicesTitles: ['Cours et ateliers', 'À l’atelier'],
  servicesSubtitles: ['Demandez-nous les prochaines dates.', 'Pour débuter ou progresser.'],
  services: [
    s('Cours de tournage', 'Apprendre à centrer et monter une pièce au tour.'),
    s('Modelage', 'Façonner la terre à la main.'),
    s('Ateliers découverte', 'Une séance pour essayer.'),
  ],
  serviceLines: ['{service}, pour débutants et habitués.', '{service} : demandez-nous les dates.'],
  featuresTitle: 'Pourquoi venir à l’atelier',
  features: [
    s('Les mains dans la terre', 'On apprend en faisant, dès la première séance.'),
    s('À votre rythme', 'Chacun avance sur ses pièces.'),
    s('De la terre à l’émail', 'Nous vous montrons chaque étape, jusqu’à la cuisson.'),
  ],
  faq: [
    {
      question: 'Faut-il savoir déjà faire ?',
      answer: 'Non, les débutants sont les bienvenus : nous vous montrons les gestes de base.',
    },
    {
      question: 'Puis-je repartir avec mes pièces ?',
      answer: 'Demandez-nous{ à l’atelier|} comment se passent le séchage et la cuisson.',
    },
    {
      question: 'Comment réserver une séance ?',
      answer: 'Écrivez-nous pour connaître les prochaines dates[ : {services}].',
    },
  ],
  ctaTitles: ['Envie de mettre les mains dans la terre ?', 'Réservez votre séance'],
  ctaSubtitles: ['Demandez-nous les prochaines dates.', 'Débutants bienvenus.'],
  ctaButtons: ['Réserver une séance', 'Voir les cours'],
  buttons: ['Réserver une séance', 'Voir les cours'],
  contactTitle: 'Venir à l’atelier',
};
kinds['music-venue'] = {
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
  ctaButtons: ['Voir la programmation', 'Nous contacter'],
  buttons: ['Voir la programmation', 'Réserver'],
  contactTitle: 'Venir à la salle',
};
kinds.choir = {
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
  ctaButtons: ['Nous rejoindre', 'Nous écrire'],
  buttons: ['Nous rejoindre', 'Nos concerts'],
  contactTitle: 'Nous rejoindre',
};
kinds['auto-body'] = {
  noun: 'carrosserie',
  words: ['carrosserie', 'carrossier', 'carrossière'],
  headlines: ['Carrosserie[ à {location}]', 'Rayures, bosses et peinture', 'Votre carrossier[ à {location}]'],
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
  ctaSubtitles: ['Amenez-nous votre véhicule ou envoyez des photos.', 'Nous vous expliquons la réparation.'],
  ctaButtons: ['Demander un devis', 'Nous appeler'],
  buttons: ['Demander un devis', 'Nous appeler'],
  contactTitle: 'Venir à l’atelier',
};
kinds.campsite = {
  noun: 'camping',
  words: ['camping', 'terrain de camping', 'aire naturelle de camping'],
  headlines: ['Un camping[ à {location}]', 'Vacances au grand air', 'Posez votre tente'],
  subtitles: [
    '{name}[, à {location}] : {services}.',
    '{name} est un camping pour des vacances au grand air.',
    'Un camping pour des vacances au grand air.',
  ],
  about: [
    '{name} vous accueille pour des vacances au grand air : tente, caravane ou hébergement, dites-nous comment vous aimez camper.',
    'Dites-nous vos dates et votre façon de camper : nous vous dirons ce qui est disponible[ : {services}].',
  ],
  servicesTitles: ['Votre séjour', 'Au camping'],
  servicesSubtitles: ['Demandez-nous les disponibilités.', 'Écrivez-nous vos dates.'],
  services: [
    s('Emplacements', 'Pour votre tente, votre caravane ou votre camping-car.'),
    s('Hébergements', 'Demandez-nous ce qui est disponible à vos dates.'),
    s('Les environs', 'Nous vous donnons nos idées de sorties.'),
  ],
  serviceLines: ['{service} : demandez-nous les disponibilités.', '{service}, pour profiter du grand air.'],
  featuresTitle: 'Pourquoi camper chez nous',
  features: [
    s('Le grand air', 'Des vacances dehors, à votre rythme.'),
    s('Un accueil sur place', 'Une question ? Passez à l’accueil.'),
    s('Les environs', 'Demandez-nous quoi voir et quoi faire.'),
  ],
  faq: [
    {
      question: 'Comment réserver{ chez {name}|} ?',
      answer: 'Écrivez-nous vos dates, le nombre de personnes et votre équipement.',
    },
    {
      question: 'Quand êtes-vous ouverts ?',
      answer: 'Demandez-nous les dates d’ouverture de la saison.',
    },
    {
      question: 'Que peut-on faire autour du camping ?',
      answer: 'Nous vous donnons volontiers nos idées de sorties dans les environs.',
    },
  ],
  ctaTitles: ['Envie de grand air ?', 'Quelles sont vos dates ?'],
  ctaSubtitles: ['Écrivez-nous vos dates.', 'Demandez-nous les disponibilités.'],
  ctaButtons: ['Vérifier les disponibilités', 'Nous écrire'],
  buttons: ['Vérifier les disponibilités', 'Nous écrire'],
  contactTitle: 'Réserver',
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
