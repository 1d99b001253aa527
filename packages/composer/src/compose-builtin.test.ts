import { contentSchema, type Section } from '@mainstreet/site';
import { describe, expect, it } from 'vitest';
import { composeBuiltin } from './compose-builtin';
import { PLACEHOLDER_TEXT } from './placeholders';

const PIZZERIA =
  'Bella Napoli is a family-run pizzeria in Austin, TX. We offer wood-fired pizza, fresh pasta and tiramisu. Call (512) 555-0142.';
const pricingOf = (sections: Section[]) => sections.find((s) => s.type === 'pricing');

describe('composeBuiltin', () => {
  it('gives the same site for the same request, and different copy for different businesses', () => {
    const a = composeBuiltin({ prompt: PIZZERIA }, { now: new Date('2026-03-01') });
    const b = composeBuiltin({ prompt: PIZZERIA }, { now: new Date('2026-03-01') });
    expect(a).toEqual(b);
    const others = [
      'Luigi’s is a pizzeria in Boston.',
      'Roma Slice is a pizza place in Leeds.',
      'Crust is a pizzeria in Cork.',
    ];
    const headlines = new Set(others.map((prompt) => composeBuiltin({ prompt }).content.hero.headline));
    expect(headlines.size).toBeGreaterThan(1);
  });

  it('writes the spec copyright with the current year and the site name', () => {
    const { content } = composeBuiltin({ prompt: PIZZERIA }, { now: new Date('2031-06-01') });
    expect(content.footer.copyright).toBe('© 2031 Bella Napoli. All rights reserved.');
    // No link to an About section the description gave nothing for.
    expect(content.footer.links.map((l) => l.url)).toEqual(['#home', '#services', '#contact']);
  });

  it('follows the requested industry and colour over its own guesses', () => {
    const { content } = composeBuiltin({
      prompt: PIZZERIA,
      industry: 'entertainment',
      colorPreference: 'green',
    });
    expect(content.meta.industry).toBe('entertainment');
    expect(content.theme?.palette).toBe('green');
    expect(content.meta.colorPreference).toBe('green');
  });

  it('uses the industry’s palette when no colour is asked for', () => {
    const law = composeBuiltin({ prompt: 'Carter & Lowe is a law firm in Norwich.' }).content;
    const gym = composeBuiltin({ prompt: 'Iron Temple is a gym in Leeds.' }).content;
    expect(law.theme?.palette).not.toBe(gym.theme?.palette);
  });

  it('writes copy that mentions what the description says', () => {
    const { content } = composeBuiltin({ prompt: PIZZERIA });
    const text = JSON.stringify(content);
    expect(text).toContain('Austin, TX');
    expect(content.services.map((s) => s.name)).toEqual(['Wood-fired pizza', 'Fresh pasta', 'Tiramisu']);
    expect(content.meta.description?.length).toBeLessThanOrEqual(160);
    expect(content.meta.facts?.location).toBe('Austin, TX');
  });

  it('shows prices only as the description gives them', () => {
    const priced = composeBuiltin({
      prompt: 'Zen Flow Yoga is a yoga studio. Drop-in class $22, monthly unlimited $140.',
    }).content;
    // Each price on the card of what it is for, as written; no separate list repeats them.
    expect(priced.services.map((s) => [s.name, s.description])).toEqual([
      ['Drop-in class', '$22'],
      ['Monthly unlimited', '$140'],
    ]);
    expect(pricingOf(priced.sections)).toBeUndefined();
    const list = composeBuiltin({
      prompt:
        'Zen Flow Yoga is a yoga studio in Leeds. Classes: vinyasa and yin. Drop-in class $22, monthly unlimited $140.',
    }).content;
    const plans = (pricingOf(list.sections)!.content as { plans: Array<{ name: string; price: string }> })
      .plans;
    expect(plans.map((p) => p.price)).toEqual(['$22', '$140']);
    expect(plans[0].name).toBe('Drop-in class');

    // No prices given, no price list: never a table of the kind's usual plans waiting for prices.
    const unpriced = composeBuiltin({ prompt: 'Zen Flow Yoga is a yoga studio in Leeds.' }).content;
    expect(pricingOf(unpriced.sections)).toBeUndefined();

    const cafe = composeBuiltin({ prompt: 'The Daily Grind is a coffee shop.' }).content;
    expect(pricingOf(cafe.sections)).toBeUndefined();
  });

  it('shows the opening hours and the address once, in the contact block, in the owner’s words', () => {
    const { content } = composeBuiltin({
      prompt: `${PIZZERIA} Open Tue–Sun 11am–10pm. Find us at 500 Congress Ave, Austin, TX 78701.`,
    });
    expect(content.contact.hours).toBe('Tue–Sun 11am–10pm');
    expect(content.contact.address).toBe('500 Congress Ave, Austin, TX 78701');
    expect(content.widgets.map((w) => w.type)).toContain('map');
    // A place that serves food leads with its menu or its hours and address.
    expect(['menu', 'hours']).toContain(content.theme?.layout?.page);
    // Said in the contact block, the hours are not said again in a strip up top or asked in a FAQ.
    expect(JSON.stringify(content.sections)).not.toContain('11am–10pm');
  });

  it('marks every missing fact with a placeholder, and heads a page without a name with the owner’s words', () => {
    const { content, warnings } = composeBuiltin(
      { prompt: 'a small bakery that sells bread and cakes' },
      { now: new Date('2031-06-01') },
    );
    // No invented name: what the business is, in the owner's words; the facts form asks for the name.
    expect(content.siteName).toBe('Small bakery');
    expect(content.meta.placeholders).not.toContain('siteName');
    expect(warnings[0]).toMatch(/business name/);
    for (const key of ['phone', 'address', 'hours', 'email'] as const) {
      expect(content.contact[key]).toBe(PLACEHOLDER_TEXT[key]);
      expect(content.meta.placeholders).toContain(`contact.${key}`);
    }
    // Only the kind (its id and schema.org type) is kept, and what is missing: no fact the description lacks.
    expect(content.meta.facts).toEqual({
      schemaType: 'Bakery',
      kind: 'bakery',
      missing: ['name', 'contact'],
    });
    // The footer says who, as the header does, though the facts form still asks for the name.
    expect(content.footer.copyright).toBe(`© 2031 ${content.siteName}. All rights reserved.`);
    expect(JSON.stringify(content)).not.toContain(PLACEHOLDER_TEXT.siteName);
  });

  it('survives empty, huge and hostile descriptions with valid content', () => {
    for (const prompt of [
      '',
      '   ',
      '🎉🎉🎉',
      '<script>alert(1)</script> is a shop',
      'x'.repeat(20_000),
      'Call 555'.repeat(500),
    ]) {
      const { content } = composeBuiltin({ prompt });
      expect(contentSchema.safeParse(content).success).toBe(true);
    }
    // Many descriptions in one test, on a machine shared with other work: not a speed check (see bench/).
  }, 30_000);
});

describe('composeBuiltin with several contact details', () => {
  it('keeps every phone, email and address the owner gave', () => {
    const prompt =
      'Hill & Dale Vets has two surgeries: 3 Park Road, Bath BA1 2AB and 18 Mill Lane, Frome BA11 1AA. Call 01225 555 111 or 01373 555 222, email bath@hilldale.vet or frome@hilldale.vet.';
    const text = JSON.stringify(composeBuiltin({ prompt }).content);
    for (const fact of [
      '3 Park Road, Bath BA1 2AB',
      '18 Mill Lane, Frome BA11 1AA',
      '01225 555 111',
      '01373 555 222',
      'bath@hilldale.vet',
      'frome@hilldale.vet',
    ]) {
      expect(text).toContain(fact);
    }
  });
});

describe('composeBuiltin on descriptions written in a hurry', () => {
  it('does not shout when the owner typed in capitals', () => {
    const { content } = composeBuiltin({
      prompt:
        "MIKE'S AUTO REPAIR - BRAKES, TIRES, OIL CHANGES. 4120 W MAIN ST, OKLAHOMA CITY OK 73107. CALL 405-555-0133.",
    });
    expect(content.siteName).toBe("Mike's Auto Repair");
    expect(content.services.map((s) => s.name)).toEqual(['Brakes', 'Tires', 'Oil changes']);
    // Contact details stay exactly as given.
    expect(content.contact.phone).toBe('405-555-0133');
  });

  it('keeps the “the” of a place the owner gave with one', () => {
    const { content } = composeBuiltin({
      prompt:
        'Hannah Green Photography — weddings, elopements and family portraits across the Lake District.',
    });
    const text = JSON.stringify(content);
    expect(text).toContain('the Lake District');
    expect(text).not.toMatch(/\b(?:in|across|around) Lake District/);
  });

  it('writes a nationality with its capital', () => {
    const { content } = composeBuiltin({
      prompt: 'Sushi Kaito, authentic japanese restaurant in Lyon, omakase and takeaway',
    });
    expect(JSON.stringify(content)).toContain('Japanese restaurant');
  });
});
