import { describe, expect, it } from 'vitest';
import { composeBuiltin } from './compose-builtin';

const compose = (prompt: string) => composeBuiltin({ prompt }, { now: new Date('2030-01-01') }).content;
const missingName = (prompt: string) => compose(prompt).meta.facts?.missing?.includes('name') ?? false;

describe('a page heading is a name only where the owner gives one as a name', () => {
  it('takes the name where the description presents it: "Somos X,", "at X" called back, X before its address, X "in der" place', () => {
    const academy =
      'Somos Lingua Viva, una escuela pequeña en el centro de Valencia. Clases de italiano y portugués.';
    expect(compose(academy).hero.headline).toBe('Lingua Viva');
    expect(missingName(academy)).toBe(false);
    const club =
      'Come and have a hit at Harbourside Tennis Club! Social doubles every Tuesday night, rackets to borrow. Call the club on 01632 960 123.';
    expect(compose(club).hero.headline).toBe('Harbourside Tennis Club');
    const bakery =
      'Best sourdough in the valley, say our regulars. Crumb Theory, 8 Mill Lane, Hebden Bridge. Rye loaf £4, seeded £4.50.';
    expect(compose(bakery).hero.headline).toBe('Crumb Theory');
    const school =
      'Hundeschule Pfotenglück in der Holsteinischen Schweiz. Welpenkurse und Einzeltraining. Unsere Trainerinnen sind geduldig und erfahren.';
    expect(compose(school).hero.headline).toBe('Hundeschule Pfotenglück');
  });

  it('never heads the page with a phrase: a plural subject, a possessive, a bracketed aside, an hour', () => {
    const guide =
      'Moniteur de parapente diplômé basé à Annecy. Baptêmes et stages de progression. Les Dents de Lanfon sont mon terrain de jeu.';
    expect(compose(guide).hero.headline).not.toMatch(/Dents/);
    expect(missingName(guide)).toBe(true);
    const riding =
      'Reitunterricht für Kinder und Erwachsene, Ausritte und Ferienkurse. Unsere Ponys sind ruhig und geduldig. Anmeldung unter 05162 11 22 33.';
    expect(compose(riding).hero.headline).not.toMatch(/Unsere/);
    expect(missingName(riding)).toBe(true);
    const coach =
      "I'm a USCF certified (1900+) bridge teacher offering lessons online and in Denver, CO. $50/hr.";
    const heading = compose(coach).hero.headline;
    expect(heading).toMatch(/^USCF certified bridge teacher/);
    expect(missingName(coach)).toBe(true);
    const cafe =
      'Open 7am - 2pm weekdays, 8-1 Sat. Flat whites, bacon butties and the best cheese scones in town.';
    expect(compose(cafe).hero.headline).not.toMatch(/7am|Open/);
  });

  it('cuts no thing in two at a word that happens to be a town, and reads no capitalised noun as one', () => {
    // Bath is a town; "bath restoration" is a service.
    const baths = 'Cast iron bath restoration and re-enamelling. Domestic and trade. Family run since 1991.';
    expect(compose(baths).hero.headline).not.toMatch(/·/);
    expect(missingName(baths)).toBe(true);
    const hut =
      'Berghütte mit Sonnenterrasse, Kaiserschmarrn und Almkäse. Geöffnet Juni bis September bei Schönwetter.';
    expect(compose(hut).hero.headline).not.toMatch(/Schönwetter/);
    // What it is, up to where it is: no altitude in the heading, and the facts form asks for the name.
    const alp =
      'Berghütte Edelweiß auf 1.800 m, 20 Minuten vom Parkplatz Hinterthal. Kaiserschmarrn und Almkäse. Geöffnet Juni bis September bei Schönwetter.';
    expect(compose(alp).hero.headline).toBe('Berghütte Edelweiß');
    expect(missingName(alp)).toBe(true);
  });
});
