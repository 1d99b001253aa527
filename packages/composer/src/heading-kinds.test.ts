import { describe, expect, it } from 'vitest';
import { composeBuiltin } from './compose-builtin';

const compose = (prompt: string) => composeBuiltin({ prompt }, { now: new Date('2030-01-01') }).content;

describe('a page without a name is headed by what the business is, and its hours read as a line', () => {
  it('heads "I repair …" and "we do …" by the trade, never with nothing', () => {
    const organ =
      'I repair pipe and reed organs for churches and schools around the Leeds area. Tuning and voicing too. Call 0113 496 0123.';
    expect(compose(organ).hero.headline).toMatch(/^Organ repairer/);
    const pools =
      'we do vintage + modern clock winding for hotels, offices, churches etc. weekly visits. email tick.fresno@gmail.com';
    expect(compose(pools).hero.headline).toBe('Vintage + modern clock winding');
  });

  it('leaves no participle hanging before the place: "basé", "ansässig"', () => {
    const heading = compose('Moniteur de ski diplômé basé à Chamonix. Cours privés et stages.').hero.headline;
    expect(heading).toBe('Moniteur de ski diplômé · Chamonix');
  });

  it('reads no town in a condition: "bei Regen"', () => {
    const grill = compose('Grillservice bei Regen mit Zelt. Spanferkel und Würstchen für Ihre Feier.');
    expect(grill.hero.headline).not.toMatch(/Regen/);
    expect(grill.meta.facts?.location).toBeUndefined();
  });

  it('labels a studio’s opening hours as hours though it also runs courses; hours start with a capital', () => {
    const pottery = compose(
      'Hi! I’m Jo and Clayhouse is my pottery studio in Ludlow. Weekend courses for beginners, £120. Drop in Wed-Sun 11 till 5, or email jo@clayhouse.example',
    );
    const labels = pottery.sections.map((s) => s.name);
    expect(labels).not.toContain('Timetable');
    const bakery = compose(
      'Panadería El Trigo. Abrimos de 8 a 14h y de 17 a 20h. Pan de masa madre 3€. C/ Mayor 5, Toledo.',
    );
    expect(bakery.contact.hours).toMatch(/^De 8/);
  });
});

describe('a name the owner gives beats the kind', () => {
  it('heads "Café an der Brücke, …" by that sign, not by the kind', () => {
    const cafe = compose(
      'Café an der Brücke, gleich neben dem Bahnhof. Kuchen, Kaffee und Suppen. Di-So 9-18 Uhr.',
    );
    expect(cafe.hero.headline).toBe('Café an der Brücke');
    expect(cafe.meta.facts?.missing ?? []).not.toContain('name');
  });
});
