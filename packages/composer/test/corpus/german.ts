import { entry } from './types';

const e = entry('de', 'plain');

/** Descriptions written in German. */
export const GERMAN = [
  e(
    'Bäckerei Müller ist eine Familienbäckerei in Köln, seit 1971. Brot, Brötchen und Kuchen. Di–So 7–17 Uhr.',
    'Bäckerei Müller',
    'restaurant',
    { facts: ['seit 1971'], hours: 'Di–So 7–17 Uhr', schemaType: 'Bakery' },
  ),
  e(
    'Friseur Haarmonie ist ein Friseursalon in Hamburg. Schnitt, Farbe und Styling. Telefon 040 1234567.',
    'Friseur Haarmonie',
    'beauty',
    { phone: '040 1234567', schemaType: 'HairSalon' },
  ),
  e(
    'Zahnarztpraxis Dr. Klein ist eine Zahnarztpraxis in Stuttgart für die ganze Familie.',
    'Zahnarztpraxis Dr. Klein',
    'healthcare',
    { schemaType: 'Dentist' },
  ),
  e(
    'Autowerkstatt Becker ist eine Kfz-Werkstatt in Dortmund: Inspektion, Bremsen und Reifen. Mo–Fr 8–17 Uhr.',
    'Autowerkstatt Becker',
    'automotive',
    { hours: 'Mo–Fr 8–17 Uhr', schemaType: 'AutoRepair' },
  ),
  e(
    'Café Sonnenschein ist ein Café in Freiburg mit Frühstück und hausgemachtem Kuchen.',
    'Café Sonnenschein',
    'restaurant',
    { schemaType: 'CafeOrCoffeeShop' },
  ),
  e(
    'Blumen Rosa ist ein Blumenladen in Leipzig: Sträuße, Hochzeiten und Trauerfloristik. E-Mail hallo@blumenrosa.de',
    'Blumen Rosa',
    'retail',
    { email: 'hallo@blumenrosa.de', schemaType: 'Florist' },
  ),
  e(
    'FitWerk ist ein Fitnessstudio in Nürnberg, Mo–So 6–23 Uhr geöffnet. Mitgliedschaft ab 25 €.',
    'FitWerk',
    'fitness',
    { hours: 'Mo–So 6–23 Uhr', facts: ['25 €'], schemaType: 'ExerciseGym' },
  ),
  e(
    'Kanzlei Wagner ist eine Anwaltskanzlei in Frankfurt für Familienrecht und Erbrecht. Telefon 069 12345678.',
    'Kanzlei Wagner',
    'legal',
    { phone: '069 12345678', schemaType: 'Attorney' },
  ),
  e(
    'Gasthaus Zum Hirsch ist ein Restaurant in Bamberg mit fränkischer Küche. Montag Ruhetag.',
    'Gasthaus Zum Hirsch',
    'restaurant',
    { hours: 'Montag Ruhetag', schemaType: 'Restaurant' },
  ),
  e(
    'Sprachschule Babylon ist eine Sprachschule in Bonn: Englisch, Spanisch und Deutsch als Fremdsprache.',
    'Sprachschule Babylon',
    'education',
  ),
  e(
    'Tierarztpraxis Dr. Fuchs ist ein Tierarzt in Kassel für Hunde, Katzen und Kleintiere.',
    'Tierarztpraxis Dr. Fuchs',
    'healthcare',
    { schemaType: 'VeterinaryCare' },
  ),
  e(
    'Buchhandlung Seitenweise ist eine Buchhandlung in Münster mit über 10.000 Büchern.',
    'Buchhandlung Seitenweise',
    'retail',
    { facts: ['über 10.000 Büchern'], schemaType: 'BookStore' },
  ),
  e(
    'Sanitär Schulz ist ein Installateur in Essen für Rohrbruch, Heizung und Bad. Notdienst 24/7.',
    'Sanitär Schulz',
    'construction',
    { hours: '24/7', schemaType: 'Plumber' },
  ),
  e(
    'Nagelstudio Glanz ist ein Nagelstudio in Düsseldorf: Maniküre, Pediküre und Gelnägel.',
    'Nagelstudio Glanz',
    'beauty',
    { schemaType: 'NailSalon' },
  ),
  e(
    'Hundesalon Wuff ist ein Hundesalon in Hannover. Baden und Scheren ab 40 €.',
    'Hundesalon Wuff',
    'beauty',
    { facts: ['40 €'] },
  ),
  e(
    'Pension Seeblick ist eine Pension am Bodensee mit fünf Zimmern und Frühstück.',
    'Pension Seeblick',
    'travel',
  ),
  e(
    'Fotostudio Licht ist ein Fotostudio in Dresden für Hochzeiten und Porträts. Folgt uns @fotostudiolicht',
    'Fotostudio Licht',
    'creative',
    { facts: ['@fotostudiolicht'] },
  ),
  e(
    'Steuerbüro Hoffmann ist ein Steuerberater in Bremen für Selbstständige und kleine Firmen.',
    'Steuerbüro Hoffmann',
    'finance',
    { schemaType: 'AccountingService' },
  ),
  e(
    'Immobilien Krause ist ein Immobilienmakler in Potsdam für Kauf und Miete.',
    'Immobilien Krause',
    'real-estate',
    { schemaType: 'RealEstateAgent' },
  ),
  e('Stadt-Apotheke ist eine Apotheke in Ulm, geöffnet Mo–Sa 8–19 Uhr.', 'Stadt-Apotheke', 'healthcare', {
    hours: 'Mo–Sa 8–19 Uhr',
    schemaType: 'Pharmacy',
  }),
  e(
    'Pizzeria Da Toni ist eine Pizzeria in Mainz mit Holzofen. Bestellungen unter 06131 123456.',
    'Pizzeria Da Toni',
    'restaurant',
    { phone: '06131 123456' },
  ),
  e(
    'Barbier Bart & Co ist ein Barbier in Berlin-Neukölln. Haarschnitt 25 €.',
    'Barbier Bart & Co',
    'beauty',
    { facts: ['25 €'], schemaType: 'HairSalon' },
  ),
  e(
    'Fahrschule Vollgas ist eine Fahrschule in Augsburg für Auto und Motorrad.',
    'Fahrschule Vollgas',
    'education',
  ),
  e(
    'Metzgerei Huber ist eine Metzgerei in Regensburg seit 1958 mit Fleisch aus der Region.',
    'Metzgerei Huber',
    'retail',
    { facts: ['seit 1958'] },
  ),
  e(
    'Optiker Scharf ist ein Optiker in Kiel: Brillen, Kontaktlinsen und Sehtests.',
    'Optiker Scharf',
    'healthcare',
    { schemaType: 'Optician' },
  ),
  e(
    'Physiotherapie Bewegung ist eine Physiotherapiepraxis in Lübeck für Sportverletzungen.',
    'Physiotherapie Bewegung',
    'healthcare',
    { schemaType: 'Physiotherapy' },
  ),
  e('Eisdiele Venezia ist eine Eisdiele in Würzburg mit über 30 Sorten.', 'Eisdiele Venezia', 'restaurant', {
    facts: ['über 30 Sorten'],
    schemaType: 'IceCreamShop',
  }),
  e(
    'Elektro Wolf ist ein Elektriker in Erfurt für Installationen und Reparaturen.',
    'Elektro Wolf',
    'construction',
    { schemaType: 'Electrician' },
  ),
  e(
    'Yogastudio Atem ist ein Yogastudio in Heidelberg mit Hatha- und Yin-Kursen.',
    'Yogastudio Atem',
    'fitness',
  ),
  e(
    'Schlüsseldienst Meyer ist ein Schlüsseldienst in Berlin, rund um die Uhr. Telefon 030 1234567.',
    'Schlüsseldienst Meyer',
    'construction',
    { phone: '030 1234567', schemaType: 'Locksmith' },
  ),
  e(
    'Reisebüro Fernweh ist ein Reisebüro in Rostock für Hochzeitsreisen und Rundreisen.',
    'Reisebüro Fernweh',
    'travel',
    { schemaType: 'TravelAgency' },
  ),
  e(
    'Kampfsportschule Tiger ist eine Kampfsportschule in Bochum: Karate und Judo für Kinder.',
    'Kampfsportschule Tiger',
    'fitness',
  ),
  e(
    'Kita Sonnenblume ist eine Kita in Mannheim für Kinder von 1 bis 6 Jahren.',
    'Kita Sonnenblume',
    'education',
    { schemaType: 'ChildCare' },
  ),
  e(
    'Umzüge Schneider ist eine Umzugsfirma in Wiesbaden für Privat- und Firmenumzüge.',
    'Umzüge Schneider',
    'professional',
    { schemaType: 'MovingCompany' },
  ),
  e(
    'Konditorei Zucker ist eine Konditorei in Aachen, Torten auf Bestellung seit 1988.',
    'Konditorei Zucker',
    'restaurant',
    { facts: ['seit 1988'], schemaType: 'Bakery' },
  ),
  e('Töpferei Lehm ist eine Töpferei in Weimar mit Töpferkursen für Anfänger.', 'Töpferei Lehm', 'creative'),
  e(
    'Musikclub Keller ist ein Musikclub in Hamburg mit Livemusik jedes Wochenende.',
    'Musikclub Keller',
    'entertainment',
    { schemaType: 'MusicVenue' },
  ),
  e(
    'Gospelchor Lebensfreude ist ein Chor in Göttingen, Proben jeden Dienstag.',
    'Gospelchor Lebensfreude',
    'entertainment',
    { schemaType: 'MusicGroup' },
  ),
  e(
    'Glanz Gebäudereinigung ist eine Reinigungsfirma in Köln für Büros. E-Mail info@glanz-reinigung.de',
    'Glanz Gebäudereinigung',
    'professional',
    { email: 'info@glanz-reinigung.de' },
  ),
  e(
    'Autohaus Berger ist ein Autohaus in Chemnitz mit über 60 Gebrauchtwagen.',
    'Autohaus Berger',
    'automotive',
    { facts: ['über 60 Gebrauchtwagen'], schemaType: 'AutoDealer' },
  ),
  e(
    'Tischlerei Holzwurm ist eine Tischlerei in Kassel für Küchen, Türen und Treppen.',
    'Tischlerei Holzwurm',
    'construction',
  ),
];
