import { readFileSync } from 'node:fs';
import type { Labelled } from './round-1';

/**
 * Round 2's 64 descriptions (docs/review/2026-11-28-round-2), labelled as round 1's are: the name a
 * careful reader takes from each (null: none is given; a part of it where the owner wrote it with
 * its trade: "Los Aromos" of "Clínica Veterinaria Los Aromos") and the places a page may say it is in.
 * A tuning set now, not a fresh one.
 */
const LABELS: Record<string, [string | null, string[]]> = {
  'en-01-cafe': ['Little Wren Café', ['Hebden Bridge']],
  'en-02-plumber': ['Brazos Plumbing Co.', ['Austin']],
  'en-03-clock-restorer': [null, ['Ludlow']],
  'en-04-mobile-sauna': ['Hot Box Sauna Co.', ['Coromandel', 'Coromandel & Hauraki']],
  'en-05-sign-painter': ['Brush & Bone Sign Co.', ['Asheville', 'Asheville NC', 'Asheville, NC']],
  'en-06-seed-library': ['The Grey County Seed Library', ['Owen Sound', 'Grey County']],
  'en-07-equine-dentist': [null, ['Kildare']],
  'en-08-drone-surveyor': ['SkyLine Aerial Surveys', ['Queensland', 'regional Queensland']],
  'en-09-harp-teacher': [null, ['cardiff', 'Cardiff']],
  'en-10-kayak-guide': ['Tofino Paddle Co.', ['Tofino', 'Clayoquot Sound']],
  'en-11-bookbinder': [null, ['Providence', 'Providence, RI']],
  'en-12-hairdresser': ['Salt & Honey Hair', ['Byron Bay']],
  'en-13-dentist': ['Treasure Valley Family Dental', ['Boise', 'Boise, Idaho']],
  'en-14-accountant': ['Hartley & Moss Chartered Accountants', ['Leeds']],
  'en-15-dog-groomer': [null, ['Ballincollig', 'Ballincollig, Cork']],
  'en-16-driving-instructor': ['Pass First Time Driving School', ['Slough']],
  'en-17-cleaner': [null, ['tucson', 'Tucson']],
  'en-18-taxi': ['Corrib Cabs', ['Galway']],
  'en-19-florist': ['Wild Fern Florist', ['Wellington']],
  'en-20-electrician': [null, ['Perth']],
  'en-21-beekeeper': ['Stony Kill Honey', ['Hudson Valley', 'Dutchess County', 'Rhinebeck']],
  'en-22-piano-tuner': ['Lothian Piano Services', ['Edinburgh']],
  'en-23-tattoo-studio': ['Inkwell Collective', ['Montreal']],
  'en-24-food-truck': ['Tacos de la Abuela', ['Denver']],
  'en-25-yoga-studio': ['Mindful Moves', ['Fremantle']],
  'en-26-chimney-sweep': [null, ['Norfolk']],
  'en-27-wedding-photographer': [null, ['Westport', 'Westport, Co. Mayo']],
  'en-28-bike-repair': [null, ['Christchurch']],
  'en-29-knife-sharpening': [null, ['Portland', 'Portland OR', 'Portland, OR']],
  'en-30-tutor': [null, ['Bristol']],
  'en-31-lawn-mowing': ['Greenline Mowing & Gardens', ['Geelong']],
  'en-32-bakery': ['Agricola Bread Co.', ['Halifax']],
  'en-33-locksmith': [null, ['Phoenix']],
  'en-34-tailor': ['Stitch Perfect Alterations', ['Walthamstow']],
  'es-01-panaderia': ['Hermanos Ruiz', ['Chamberí', 'Madrid']],
  'es-02-mariachi': ['Mariachi Real de Jalisco', ['Guadalajara']],
  'es-03-clases-de-tango': [null, ['San Telmo']],
  'es-04-veterinaria': ['Los Aromos', ['Viña del Mar']],
  'es-05-barberia': ['el parche', ['medellin', 'Medellín', 'laureles']],
  'es-06-fisioterapeuta': [null, ['Valencia', 'Ruzafa']],
  'es-07-mudanzas': ['Mudanzas Garcia', ['CDMX']],
  'es-08-guia-de-trekking': [null, ['Torres del Paine', 'Patagonia']],
  'es-09-taller-de-ceramica': ['Taller Barro Cocido', ['Palermo', 'Buenos Aires', 'Palermo, Buenos Aires']],
  'es-10-abogado': ['Restrepo & Asociados', ['Bogotá']],
  'fr-01-fromagerie': ['Fromagerie de la Croix-Rousse', ['Lyon', 'Croix-Rousse']],
  'fr-02-osteopathe': [null, ['Nantes']],
  'fr-03-luthier': [null, ['Mirecourt']],
  'fr-04-chocolatier': ['Vanden Broeck', ['Namur']],
  'fr-05-couvreur': ['Toitures Lambert', ['Liège']],
  'fr-06-moniteur-de-ski': [null, ['Verbier']],
  'fr-07-traiteur': ['Les Saveurs de Léa', ['Genève']],
  'fr-08-cabane-a-sucre': ['Érablière du Rang 4', ['Saint-Hippolyte']],
  'fr-09-deneigement': [null, ['montreal', 'Montréal', 'longueuil', 'rive-sud de montreal']],
  'fr-10-rempaillage': ["L'Atelier de la Chaise", ['Sarlat']],
  'de-01-schreinerei': ['Schreinerei Huber', ['Traunstein', 'Chiemgau']],
  'de-02-hufschmied': [null, ['Amstetten', 'Mostviertel']],
  'de-03-steuerberater': ['Yilmaz & Partner', ['Köln']],
  'de-04-heuriger': ['Weinhof Brandl', ['Wien', 'Stammersdorf', 'Wien-Stammersdorf']],
  'de-05-hundeschule': [null, ['Hamburg-Altona', 'Hamburg', 'Altona']],
  'de-06-reinigungsfirma': ['Sauber & Co.', ['Zürich']],
  'de-07-orgelbauer': [null, ['Thüringen']],
  'de-08-goldschmied': ['Atelier Aare', ['Bern']],
  'de-09-kosmetikstudio': ['bella', ['graz', 'Graz']],
  'de-10-bestattungen': ['Bestattungshaus Krämer', ['Kassel']],
};

const FILE = new URL('../../../../docs/review/2026-11-28-round-2/descriptions.json', import.meta.url);

/** The 64 descriptions with their labels, in the file's order. */
export function roundTwo(): Labelled[] {
  const read = JSON.parse(readFileSync(FILE, 'utf8')) as Array<{
    id: string;
    lang: string;
    description: string;
  }>;
  return read.map((d) => {
    const label = LABELS[d.id];
    if (!label) throw new Error(`round 2 description ${d.id} has no label`);
    return { id: d.id, description: d.description, language: d.lang, name: label[0], places: label[1] };
  });
}
