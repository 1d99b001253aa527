import { readFileSync } from 'node:fs';

/**
 * Round 1's 64 descriptions (docs/review/2026-11-28-round-1), hand-labelled with the business name a
 * careful reader takes from each (null: the description gives none, so the facts form asks) and the
 * places a page may say it is in (empty: none is given). A tuning set now, not a fresh one.
 */
export type Labelled = {
  id: string;
  description: string;
  language: string;
  name: string | null;
  places: string[];
};

const LABELS: Record<string, [string | null, string[]]> = {
  'en-01-locksmith': [null, ['Manchester']],
  'en-02-piano-tuner': [null, ['Bath']],
  'en-03-beekeeper': ['Dale View Farm', ['Yorkshire Dales', 'Skipton']],
  'en-04-knife-sharpener': ['Edge Runner', ['Melbourne']],
  'en-05-bakery': ['Rise', ['Portland', 'Sellwood']],
  'en-06-plumber': [null, ['Cork']],
  'en-07-hair-salon': ['Fringe Benefits Hair Studio', ['Walthamstow']],
  'en-08-cafe': ['The Ferry Shed', ['Days Bay', 'Wellington', 'Days Bay, Wellington']],
  'en-09-dentist': ['Lakeshore Family Dental', ['Austin', 'Austin, TX']],
  'en-10-cleaner': [null, ['Leeds']],
  'en-11-accountant': ['Kowalski & Reid', ['Adelaide']],
  'en-12-yoga-studio': ['Stillwater Yoga', ['Brighton', 'Kemptown']],
  'en-13-sign-language-interpreter': [null, ['Glasgow']],
  'en-14-falconry': ['Hawkridge Falconry', ['Cotswolds', 'Stow-on-the-Wold']],
  'en-15-bike-courier': ['Spoke', ['Dublin']],
  'en-16-taxidermist': [null, ['Bozeman', 'Bozeman, Montana']],
  'en-17-escape-room': ['The Vault', ['Christchurch']],
  'en-18-drone-surveyor': ['SkyPeg Surveys', ['Toowoomba']],
  'en-19-costume-hire': ['Dressing Up Box', ['Nottingham']],
  'en-20-mobile-dog-wash': [null, ['Perth']],
  'en-21-notary': ['Cheapside Notaries', ['London', 'City of London']],
  'en-22-upholsterer': [null, ['Cardiff']],
  'en-23-cider-farm': ["Old Tom's Cider Farm", ['Glastonbury', 'Glastonbury, Somerset']],
  'en-24-tattoo-removal': ['Clean Slate Laser Studio', ['Wicker Park', 'Chicago', 'Wicker Park, Chicago']],
  'en-25-paddle-lessons': ['Penryn Paddle Co.', ['Falmouth', 'Falmouth, Cornwall']],
  'en-26-vintage-camera-repair': ['Shutter & Sons', ['Brooklyn', 'Brooklyn NY']],
  'en-27-electrician': ['Sparky Mike Electrical', ['Brisbane', 'Brisbane Southside']],
  'en-28-florist': ['Thistle', ['Stockbridge', 'Edinburgh', 'Stockbridge, Edinburgh']],
  'en-29-mechanic': ['Miller Brothers Auto', ['Dayton', 'Dayton, Ohio']],
  'en-30-wedding-photographer': [null, ['Queenstown']],
  'en-31-driving-instructor': [null, ['Birmingham']],
  'en-32-sauna-boat': ['Steamboat Willa', ['Seattle', 'Lake Union']],
  'en-33-gardener': [null, ['Guildford']],
  'en-34-tutor': [null, ['Dublin', 'south Dublin']],
  'es-01-zapatero': ['Hermanos Ruiz', ['Chamberí', 'Madrid']],
  'es-02-mariachi': ['Mariachi Real de Jalisco', ['Guadalajara']],
  'es-03-clases-tango': [null, ['San Telmo', 'Buenos Aires', 'San Telmo, Buenos Aires']],
  'es-04-tour-cafetero': ['Finca El Mirador', ['Salento']],
  'es-05-veterinaria': ['Veterinaria Los Aromos', ['Providencia', 'Santiago']],
  'es-06-guitarrero': [null, ['Triana']],
  'es-07-cerveceria-artesanal': ['Cervezas Carme', ['Ciutat Vella', 'Valencia']],
  'es-08-taqueria': ['Tacos El Güero', ['San Pedro Garza García']],
  'es-09-fisioterapeuta': [null, ['Barcelona']],
  'es-10-queseria': ['Quesería Valle del Sella', ['Cangas de Onís']],
  'fr-01-caviste': ['Le Tire-Bouchon', ['Lyon', 'Croix-Rousse', 'la Croix-Rousse']],
  'fr-02-ramoneur': [null, ['Annecy']],
  'fr-03-cabane-a-sucre': ['Érablière Chez Ti-Jean', ['Saint-Marc-sur-Richelieu']],
  'fr-04-friterie': ['Friterie Chez Momo', ['Liège']],
  'fr-05-horloger': ['Atelier Vuilleumier', ['La Chaux-de-Fonds']],
  'fr-06-traductrice-juree': [null, ['Bruxelles']],
  'fr-07-psychologue': [null, ['Paris', 'Paris 11e']],
  'fr-08-deneigement': ['Déneigement Beauport', ['Beauport']],
  'fr-09-reparation-velo': ['Atelier Rayon', ['Nantes', 'Île de Nantes']],
  'fr-10-cours-ceramique': [null, ['Bordeaux', 'Chartrons']],
  'de-01-metzgerei': ['Metzgerei Huber', ['Dachau']],
  'de-02-hufschmied': [null, ['Freiburg', 'Schwarzwald']],
  'de-03-heuriger': ['Heuriger Zum Alten Fassl', ['Wien-Grinzing', 'Grinzing', 'Wien']],
  'de-04-skischule': ['Skischule Bergkristall', ['Ellmau', 'Ellmau am Wilden Kaiser']],
  'de-05-buchbinderei': ['Buchbinderei Frei', ['Zürich', 'Zürcher Kreis 4', 'Kreis 4']],
  'de-06-hundepension': [null, ['Hamburg', 'Norderstedt']],
  'de-07-tischlerei': ['Tischlerei Schmitz & Sohn', ['Köln-Ehrenfeld', 'Köln']],
  'de-08-kosmetikstudio': [null, ['Berlin-Friedrichshain', 'Berlin']],
  'de-09-umzuege': ['Umzüge Flink', ['Leipzig']],
  'de-10-hebamme': [null, ['Bern']],
};

const FILE = new URL('../../../../docs/review/2026-11-28-round-1/descriptions.json', import.meta.url);

/** The 64 descriptions with their labels, in the file's order. */
export function roundOne(): Labelled[] {
  const read = JSON.parse(readFileSync(FILE, 'utf8')) as Array<{
    id: string;
    lang: string;
    description: string;
  }>;
  return read.map((d) => {
    const label = LABELS[d.id];
    if (!label) throw new Error(`round 1 description ${d.id} has no label`);
    return { id: d.id, description: d.description, language: d.lang, name: label[0], places: label[1] };
  });
}
