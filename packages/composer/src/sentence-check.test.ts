import { describe, expect, it } from 'vitest';
import { composeBuiltin } from './compose-builtin';
import { scheduleTerms } from './fact-strip';
import { recomposeWithFacts, siteFactsOf } from './recompose';
import { readsAsSentence } from './sentence-check';
import { withComposedFingerprint } from './text-fingerprint';

const site = (prompt: string) => composeBuiltin({ prompt }).content;
const words = (prompt: string) => {
  const { hero, about, sections } = site(prompt);
  return JSON.stringify({ hero, about, sections });
};

describe('a sentence of the owner’s on the page', () => {
  it('is a sentence once the details shown elsewhere are cut from it', () => {
    expect(readsAsSentence('Shop open', true)).toBe(false);
    expect(readsAsSentence('Escribime seguime', true)).toBe(false);
    expect(readsAsSentence('Madrid')).toBe(false);
    expect(readsAsSentence('3011 Bern')).toBe(false);
    expect(readsAsSentence('Cra. 7 # 72-41, oficina 502')).toBe(false);
    expect(readsAsSentence('Prices are for our')).toBe(false);
    expect(readsAsSentence('Same-day delivery across the city if you order before 1pm', true)).toBe(true);
    expect(readsAsSentence('Turnaround 8-12 months')).toBe(true);
    expect(readsAsSentence('Knife sharpening in Portland OR')).toBe(true);
  });

  it('leaves out the leftovers of prices: no "per quarter" About, no town alone under the name', () => {
    const accountant = site(
      'Smith & Lane Bookkeeping, York\n• Tax returns – from £150\n• VAT returns – £60 per quarter\n• Payroll – from £20 per month\nFixed fees, free first chat. 01904 000000',
    );
    expect(accountant.about.content).not.toMatch(/per quarter|per month/);
    expect(accountant.hero.subtitle).not.toBe('York.');
  });

  it.each([
    ['Fern & Petal florist, seasonal bouquets. Shop open Mon–Sat 9–5. Call 01632 960000', /Shop open\./],
    [
      'Tacos Lupita food truck: birria, carnitas. Find us Thu-Sun at markets around Austin, check our Insta @tacoslupita for the weekly spots. We cater weddings.',
      /check our|our for/,
    ],
    [
      'Boulangerie du Port, pains au levain et viennoiseries. 3 quai Est, 29900 Concarneau. Tél. 02 98 00 00 00',
      /Tél\.|29900 Concarneau\./,
    ],
    [
      'Escuela de surf en Zarautz. Clases para niños y adultos, tablas incluidas. Escribime por WhatsApp al +34 600 000 000 o seguime en Instagram @surfzarautz',
      /Escribime|seguime/,
    ],
  ])('leaves out what is left of a sentence once its hours, address or link are cut: %s', (prompt, stub) => {
    expect(words(prompt)).not.toMatch(stub);
  });

  it('shows no About at all rather than one made of scraps', () => {
    expect(
      site('Payroll Pals, Leeds. Payroll – from £20 per month. Shop open Mon–Fri 9–5.').about.content,
    ).toBe('');
  });

  it('leads the hero with what the business does, not a greeting, a town or the name again', () => {
    const photographer = site(
      "Hi! I'm Maya, a portrait photographer based in Galway, and I love natural light. maya@example.ie",
    );
    expect(photographer.hero.subtitle).toMatch(/^I'm Maya, a portrait photographer/);
    const cafe = site(
      'Copper Kettle Café, Whitby. Homemade scones, crab sandwiches and proper tea, all made here in our little kitchen.',
    );
    expect(cafe.hero.headline).toBe('Copper Kettle Café');
    expect(cafe.hero.subtitle).toMatch(/^Homemade scones/);
    const mower = site(
      'Greenway Mowing. Lawn mowing, edging and hedge trimming across Ballarat and Creswick. Seniors discount, fully insured.',
    );
    expect(mower.hero.subtitle).toMatch(/^Lawn mowing, edging and hedge trimming across Ballarat/);
  });
});

describe('the When band', () => {
  it('holds days, dates, seasons and times, never a minimum or a group size', () => {
    expect(
      scheduleTerms([
        '40 people minimum',
        'Jusqu’à 4 personnes',
        'Turnaround about 1 week',
        'Tours run May to September at 9am',
        'Ouvert du mardi au samedi 9h-18h',
        'Et le dimanche matin',
        'Y los sábados hay práctica libre',
      ]),
    ).toEqual([
      'Tours run May to September at 9am',
      'Ouvert du mardi au samedi 9h-18h, et le dimanche matin, y los sábados hay práctica libre',
    ]);
  });

  it('never shows one date of the owner’s list of dates as if it were the only one', () => {
    const prompt = 'Open about 2 weeks in May, July and September, Thu–Sun from 3pm.';
    expect(scheduleTerms(['2 weeks in May'], prompt)).toEqual([]);
  });
});

describe('the owner’s answers in the facts form', () => {
  it('never doubles a place the owner’s sentence already names', () => {
    for (const [prompt, area, doubled] of [
      [
        'Brush & Co Signs. Hand-lettered signs, gold leaf and murals. No vinyl, no shortcuts. Based in Asheville NC, happy to travel for the right job.',
        'Asheville, NC',
        /NC NC|Asheville, NC NC/,
      ],
      [
        "Sparky in Leeds's northern suburbs, no job too small. Rewiring, fuse boards and outdoor lighting. Call 07700 900123",
        'Leeds northern suburbs',
        /suburbs's|northern suburbs northern/,
      ],
    ] as const) {
      const stored = withComposedFingerprint(site(prompt));
      const { content } = recomposeWithFacts({ prompt }, stored, {
        ...siteFactsOf({ prompt }, stored),
        area,
      });
      const page = JSON.stringify({ hero: content.hero, about: content.about, sections: content.sections });
      expect(page).not.toMatch(doubled);
      expect(page).toContain(
        prompt.includes('Asheville') ? 'Based in Asheville NC' : "Leeds's northern suburbs",
      );
    }
  });
});

describe('a fact the hero says', () => {
  it('is not said again in the band under it or in About', () => {
    const mower = site(
      'Greenway Mowing. Lawn mowing, edging and hedge trimming across Ballarat, Sebastopol and Creswick. Seniors discount, fully insured. Free quotes.',
    );
    expect(mower.hero.subtitle).toContain('Seniors discount, fully insured.');
    const band = JSON.stringify(mower.sections);
    expect(band).not.toMatch(/Sebastopol|Fully insured/);
    expect(band).toContain('Free quotes.');
    const cafe = site(
      'Copper Kettle Café, Whitby. Homemade scones, crab sandwiches and proper tea, all made here. Dogs and wet walkers welcome! Open daily 9–4.',
    );
    // The owner's whole sentence, not a piece of it, and About does not repeat it.
    expect(cafe.hero.subtitle).toContain('Dogs and wet walkers welcome!');
    expect(cafe.about.content).not.toContain('welcome');
  });
});

describe('the band under the hero', () => {
  it('says a day once, in the owner’s whole sentence under the hero, and About leaves that sentence out', () => {
    const { sections, about } = site(
      'Milonga Sur, tango en Palermo. No hace falta venir con pareja, arrancamos desde cero. Clases martes y jueves a las 19 hs, y los sábados hay práctica libre.',
    );
    const band = JSON.stringify(sections.filter((s) => s.order < 0));
    expect(band).toContain('Clases martes y jueves a las 19 hs, y los sábados hay práctica libre.');
    expect(band.match(/sábados/g)).toHaveLength(1);
    expect(about.content).not.toContain('sábados');
    expect(about.content).toContain('No hace falta venir con pareja');
  });
});

describe('a price on the page', () => {
  it('is said once: on its card, not again in the band under the hero', () => {
    const { sections, services, about } = site(
      'Tidy Flues, chimney sweep in Norwich. Wood burners, open fires and Agas. Sweeps from £65, clean and no mess. Call 07700 900247',
    );
    // The price said in a sentence that says more stays in that sentence, whole, once.
    expect(services.map((s) => s.description).join(' ')).not.toContain('£65');
    expect(JSON.stringify(sections)).not.toContain('£65');
    expect(about.content).toContain('Sweeps from £65, clean and no mess.');
  });
});
