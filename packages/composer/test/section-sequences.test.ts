import { type Content, renderSite } from '@mainstreet/site';
import { describe, expect, it } from 'vitest';
import { composeBuiltin } from '../src/index';
import { readDescription } from '../src/read';
import { CORPUS } from './corpus';
import { HELD_OUT } from './held-out/descriptions';

/** The page's sections, in the order visitors meet them, by what they are ("pricing", "schedule"). */
const sequenceOf = (content: Content) =>
  [
    ...renderSite(content, { contactFormAction: 'https://mainstreet.example/api/forms/k' }).matchAll(
      /<section id="([^"]+)"/g,
    ),
  ]
    .map((m) => m[1].replace(/^[sw]\d+-/, ''))
    .join(',');

describe('sections by kind', { timeout: 300_000 }, () => {
  it('gives at least 8 section sequences over one site per kind of the corpus', () => {
    const kinds = new Set<string>();
    const sequences = new Set<string>();
    for (const entry of CORPUS) {
      const reading = readDescription({ prompt: entry.prompt });
      const kind = reading.kind?.id ?? reading.industry;
      if (kinds.has(kind)) continue;
      kinds.add(kind);
      sequences.add(sequenceOf(composeBuiltin({ prompt: entry.prompt }, { reading }).content));
    }
    console.info(`[sections by kind] ${kinds.size} kinds, ${sequences.size} section sequences`);
    expect(sequences.size).toBeGreaterThanOrEqual(8);
  });

  it('puts a block up top only with the owner’s own words in it, and each fact once', () => {
    for (const { prompt } of [...HELD_OUT, ...CORPUS.slice(0, 120)]) {
      const { content } = composeBuiltin({ prompt });
      for (const top of content.sections.filter((s) => s.order < 0)) {
        const c = top.content as { features?: Array<{ description: string }>; content?: string };
        const quotes = [...(c.features?.map((f) => f.description) ?? []), c.content ?? ''].filter(Boolean);
        expect(quotes.length, prompt).toBeGreaterThan(0);
        // Each card holds the owner's words ("Tue-Sun 5pm-10pm", "Walk-ins welcome."), at most with
        // a capital, a closing stop or its price's label added.
        // A card may hold several of them, each its own sentence ("Sleeps 6. Minimum 2 nights.").
        for (const q of quotes.flatMap((x) => x.split(/(?<=\.)\s+(?=\p{Lu})/u))) {
          const core = q.replace(/^[^:]*:\s/, '').replace(/[.]$/, '');
          expect(prompt.toLowerCase(), `${prompt} → ${q}`).toContain(core.toLowerCase());
        }
      }
    }
  });

  it('draws a timetable for classes and a visit block for a clinic when the description gives the facts', () => {
    const gym = composeBuiltin({
      prompt: 'Northside Boxing Gym in Leeds, classes Mon-Fri 6am-9pm, Sat 8am-12pm.',
    }).content;
    expect(sequenceOf(gym).split(',').slice(0, 2)).toEqual(['home', 'schedule']);
    const clinic = composeBuiltin({
      prompt:
        'Harbour Physio in Bristol, sports massage and rehab. Open Mon-Fri 8am-7pm. Appointments only, free parking on site.',
    }).content;
    expect(sequenceOf(clinic).split(',').slice(0, 2)).toEqual(['home', 'visit']);
    const painter = composeBuiltin({
      prompt: 'Painter and decorator serving Bath, Frome and Trowbridge. Interior and exterior work.',
    }).content;
    // The area is the owner's first line, so the hero says it: no block repeats it below.
    expect(painter.hero.subtitle).toMatch(/serving Bath, Frome and Trowbridge/i);
    expect(sequenceOf(painter)).not.toContain('area');
    const roofer = composeBuiltin({
      prompt: 'Summit Roofing in Leeds. Flat roofs and slate repairs. We cover Leeds, Wakefield and York.',
    }).content;
    expect(sequenceOf(roofer)).toContain('area');
  });
});
