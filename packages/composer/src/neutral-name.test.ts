import { describe, expect, it } from 'vitest';
import { composeBuiltin } from './compose-builtin';

const compose = (prompt: string) => composeBuiltin({ prompt }, { now: new Date('2030-01-01') }).content;

describe('a page whose owner gave no name', () => {
  it('is headed by the kind and the town, not by the opening clause, and says it once', () => {
    const c = compose(
      'Picture framer in Hartford, CT. I frame prints, maps and family photos, and make shadow boxes. Every job quoted in the shop.',
    );
    expect(c.siteName).toBe('Picture framer · Hartford');
    expect(c.hero.headline).toBe(c.siteName);
    expect(c.hero.subtitle).not.toMatch(/^Picture framer in Hartford/);
    expect(c.footer.copyright).toContain('Picture framer · Hartford');
  });

  it('cuts a clause where its places begin: "covering", a colon, a lower-case town', () => {
    expect(
      compose('Certified saddle fitter covering Galway, Mayo, Sligo and Roscommon. Yard visits.').siteName,
    ).toMatch(/^Certified saddle fitter · \p{Lu}\p{Ll}+$/u);
    expect(
      compose('Glockengießerei in Sachsen: Neuguss, Reparatur und Pflege von Kirchenglocken.').siteName,
    ).toBe('Glockengießerei · Sachsen');
    expect(
      compose('window washing tucson and marana. weekly or one time. text me 520 555 0100').siteName,
    ).toBe('Window washing · Tucson');
  });

  it('says who the owner is when they only say it of themselves, never a price item or a sentence', () => {
    const photographer = compose(
      "Hi! I'm Niamh, a portrait photographer based in Galway, and I'll travel anywhere in Connacht. Half-day sessions start at €300.",
    );
    expect(photographer.hero.headline).toBe('Portrait photographer · Galway');
    const teacher = compose(
      'Soy profesora de flamenco hace 10 años y doy clases en Triana. Clase grupal 15 €, clase particular 40 €.',
    );
    expect(teacher.hero.headline).toMatch(/^Profesora de flamenco/);
    const restorer = compose(
      "I've been restoring antique barometers for over twenty years, mostly stick and banjo barometers. Every one is stripped, cleaned and tested.",
    );
    expect(restorer.hero.headline).toBe('Antique barometer restorer');
    expect(restorer.hero.subtitle).toMatch(/^I've been restoring/);
    expect(restorer.footer.copyright).not.toBe('© 2030');
  });
});

describe('the line under the heading', () => {
  it('goes on after the name instead of saying it again', () => {
    const plumber = compose(
      'Ridgeway Roofing Co. Licensed roofers serving Dayton and Kettering. Call 937 555 0142.',
    );
    expect(plumber.hero.headline).toBe('Ridgeway Roofing Co.');
    expect(plumber.hero.subtitle).toMatch(/^Licensed roofers serving Dayton/);
    const fitter = compose(
      'Certified saddle fitter covering Galway, Mayo, Sligo and Roscommon. Yard visits.',
    );
    expect(fitter.hero.subtitle).toMatch(/^Covering Galway, Mayo, Sligo and Roscommon/);
  });

  it("keeps the owner's sentence whole when the name is its subject", () => {
    const c = compose(
      'Hollowfield Falconry brings owls and hawks to weddings and school visits across Dorset.',
    );
    expect(c.hero.subtitle).toMatch(/^Hollowfield Falconry brings owls/);
  });
});

describe('who the owner is, from what they do', () => {
  it('heads the page with the doer of what the owner says they do', () => {
    expect(
      compose("I'm Tom and I tune pianos – uprights and grands, round Bath and Bristol.").hero.headline,
    ).toMatch(/^Piano tuner/);
    expect(
      compose(
        'Hi, I am Ola, I do window cleaning in Leeds and around (Horsforth, Roundhay). Weekly or monthly.',
      ).siteName,
    ).toBe('Window cleaning · Leeds');
  });
});

describe('a name typed in lower case', () => {
  it('is read after the kind and shown capitalised', () => {
    // The kind's word is spelt as the page's language spells it.
    expect(compose('barberia la navaja, cali granada. cortes, barba. corte 25 mil.').siteName).toBe(
      'Barbería La Navaja',
    );
    expect(compose('kosmetikstudio glanzwerk in linz, gesichtsbehandlungen, wimpernlifting.').siteName).toBe(
      'Kosmetikstudio Glanzwerk',
    );
  });

  it('is not made of an adjective after the kind', () => {
    expect(compose('psychologue clinicienne, Paris 11e, adultes et adolescents.').siteName).not.toMatch(
      /Clinicienne$/,
    );
  });
});
