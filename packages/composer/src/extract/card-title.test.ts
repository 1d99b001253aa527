import { describe, expect, it } from 'vitest';
import { readDescription } from '../read';
import { cardTitles } from './card-title';

// Made-up descriptions, one shape each: a piece of the owner's sentence in the list the reader found.
const services = (prompt: string) => readDescription({ prompt }).facts.services;

describe('a service card is titled with the name of a thing offered, never a piece of a sentence', () => {
  it('keeps the thing named after the owner\'s own verb ("hago…"), not the verb, nor a priced clause', () => {
    const found = services(
      'hola! soy barbera en rosario. hago degradados, barba y diseños. los cortes arrancan en $9.000.',
    );
    // Written as a sentence, not a list: no card, the sentence stays whole in About.
    expect(found).toEqual([]);
  });

  it('drops an adverb-and-verb clause and the piece after it led by a preposition', () => {
    const found = services(
      'Somos Río Claro, una banda de cumbia en Lima. Tocamos en bodas, quinceañeros y fiestas de empresa. Siempre buscamos músicos nuevos, sobre todo trompetistas.',
    );
    expect(found.some((s) => /buscamos|sobre todo/i.test(s))).toBe(false);
  });

  it('drops a list piece that ends on a conjunction', () => {
    const found = services(
      'Salidas de pesca desde Valdivia. Truchas, salmones, percas negras y, con suerte, el pejerrey. Grupos de máximo 4.',
    );
    expect(found.some((s) => /\sy$/.test(s))).toBe(false);
  });

  it('drops "Price includes…" read as a list item (English)', () => {
    const found = services(
      'Bala Paddle Co. rents paddleboards and kayaks from Llanuwchllyn. Half day £30, full day £50. Price includes wetsuits, leashes, maps and a lift back.',
    );
    expect(found.some((s) => /includes/i.test(s))).toBe(false);
  });

  it('drops French pieces led by "de" cut from a longer list', () => {
    const found = services(
      "L'Atelier Morel, encadreur depuis 1990 à Nantes. Encadrement d'affiches, de gravures anciennes et de broderies, restauration de cadres pour les galeries et les particuliers.",
    );
    expect(found.some((s) => /^de\s/i.test(s))).toBe(false);
  });

  it('drops a city and "county" read as services', () => {
    const found = services(
      'chimney sweep, covering all of Bristol city & county. sweeps £70. also bird guards and cowls',
    );
    expect(found.some((s) => /bristol|county/i.test(s))).toBe(false);
  });

  it('drops a bare "2er" and keeps the boats after it (German)', () => {
    const found = services(
      'kanuverleih an der holsteinischen schweiz, 2er und 3er kanadier, tagestouren und mehrtägige touren mit zelt. saison mai bis oktober',
    );
    // A list right after the business's words, with no lead: the sentence stays whole, no cards.
    expect(found).toEqual([]);
  });

  it('keeps lists of plain offerings in each language, articles and all', () => {
    expect(services('Escape Room in Kassel: Das Labor, Der Tresor, Die Zeitmaschine.')).toEqual([
      'Das Labor',
      'Der Tresor',
      'Die Zeitmaschine',
    ]);
    expect(
      cardTitles(['Bath and brush', 'Sesión', 'On-site repairs', 'IT support', 'À la carte']),
    ).toHaveLength(5);
  });

  it('judges items by their shape in all four languages', () => {
    expect(
      cardTitles([
        'We have kayaks',
        'Nous proposons des stages',
        'Wir bieten Kurse',
        'Rates start',
        'Le forfait comprend le matériel',
        'Der Preis beinhaltet',
        'Kosten für Anfahrt und',
        '3er',
        'Manchester',
      ]),
    ).toEqual([]);
    expect(cardTitles(['Tenemos clases de cerámica', 'hago linea fina'])).toEqual([
      'Clases de cerámica',
      'linea fina',
    ]);
  });
});
