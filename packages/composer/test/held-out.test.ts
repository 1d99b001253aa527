import { type Content, exportSite, renderSite } from '@mainstreet/site';
import { describe, expect, it } from 'vitest';
import { composeBuiltin } from '../src/index';
import { HELD_OUT } from './held-out/descriptions';
import { FACTS_2 } from './held-out/facts-2';
import { visibleText } from './visitor-checks';

const decoder = new TextDecoder();
const FORM_ACTION = 'https://mainstreet.example/api/forms/k';

const ALL = [...HELD_OUT, ...FACTS_2];
const sites = ALL.map((h) => ({
  ...h,
  content: composeBuiltin({ prompt: h.prompt }, { now: new Date('2026-06-01') }).content,
}));

/** What a visitor can use to reach the owner on a page: a form that posts, a tel: or a mailto: link. */
const reachesOwner = (html: string) => /<form[^>]*action="https?:|href="tel:|href="mailto:/.test(html);

async function exported(content: Content) {
  const files = await exportSite(content, { loadAsset: async () => null, year: 2026 });
  const html = decoder.decode(files.find((f) => f.path === 'index.html')!.data);
  const readme = files.find((f) => f.path === 'README.md');
  return { html, readme: readme ? decoder.decode(readme.data) : undefined };
}

/** Strips markup and decodes the few entities React writes, so a page can be read as text. */
const pageText = (html: string) =>
  visibleText(html).replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');

describe(`${ALL.length} held-out descriptions (issue 28)`, () => {
  it('are at least 70, in English, Spanish, French and German', () => {
    expect(ALL.length).toBeGreaterThanOrEqual(70);
    const languages = new Set(sites.map((s) => s.content.meta.language));
    expect([...languages].sort()).toEqual(['de', 'en', 'es', 'fr']);
  });

  it('publish with a way to reach the owner, every one', () => {
    const dead = sites.filter(
      (s) => !reachesOwner(renderSite(s.content, { contactFormAction: FORM_ACTION })),
    );
    expect(dead.map((s) => s.prompt)).toEqual([]);
  });

  it('export with a phone or mail link where the description gives one, else a README saying what to connect', async () => {
    for (const s of sites) {
      const { html, readme } = await exported(s.content);
      const gives = Boolean(s.content.meta.facts?.email) || /href="tel:/.test(html);
      if (gives) expect(reachesOwner(html), s.prompt).toBe(true);
      else expect(readme, s.prompt).toContain('not connected');
    }
  });

  it('add a country code to no number the description does not support', () => {
    const wrong = sites
      .filter((s) => s.content.meta.facts?.telephone !== s.e164)
      .map((s) => `${s.prompt.slice(0, 40)}: ${s.content.meta.facts?.telephone} (expected ${s.e164})`);
    expect(wrong).toEqual([]);
    // Links dial the digits as typed when no country is known: never a +code the page does not show.
    for (const s of sites.filter((x) => !x.e164)) {
      const html = renderSite(s.content);
      for (const m of html.matchAll(/href="tel:([^"]+)"/g))
        expect(m[1].startsWith('+'), s.prompt).toBe(false);
      expect(html).not.toMatch(/"telephone":"\+/);
    }
  });

  it('show every listed offer, schedule, area, "from" price and the hours verbatim', () => {
    const missing = sites.flatMap((s) => {
      const text = pageText(renderSite(s.content, { contactFormAction: FORM_ACTION }));
      // Word for word; a fact that opens a sentence may take a capital ("Sur rendez-vous uniquement.").
      const shows = (v: string) => text.includes(v) || text.includes(v[0].toUpperCase() + v.slice(1));
      return s.verbatim.filter((v) => !shows(v)).map((v) => `${s.prompt.slice(0, 30)}… → "${v}"`);
    });
    expect(missing).toEqual([]);
  });

  it('show the owner’s offers, schedules, towns and "from" prices under the hero or in it, and the hours in the contact block, word for word', () => {
    const buried = sites
      .filter((s) => FACTS_2.some((f) => f.prompt === s.prompt))
      .flatMap((s) => {
        // The hero and the sections drawn right under it (order below zero), as a visitor first sees them.
        const top = JSON.stringify([s.content.hero, s.content.sections.filter((x) => x.order < 0)]);
        // A "from" price the owner gave a name ("custom cakes from $45") is said once, on its card or
        // its price-list row (77f9995), not again under the hero.
        const rows = [
          ...s.content.services.map((c) => c.description),
          ...s.content.sections.flatMap((x) =>
            x.type === 'pricing'
              ? (x.content as { plans: Array<{ price: string }> }).plans.map((p) => p.price)
              : [],
          ),
        ];
        const onItsRow = (v: string) => /^from\s/i.test(v) && rows.includes(v) && !top.includes(v);
        // Without a list, a price stays in the owner's whole sentence in About (round 4's design).
        const inSentence = (v: string) => /^from\s/i.test(v) && s.content.about.content.includes(v);
        const shows = (v: string) =>
          top.includes(v) || top.includes(v[0].toUpperCase() + v.slice(1)) || onItsRow(v) || inSentence(v);
        return (
          s.verbatim
            // Phones, emails and addresses have the contact block; a price without "from" the price list.
            .filter((v) => !/@|^[+(]?\d[\d\s().-]{6,}\d$|^[$£€]\d|^\d+(?:[.,]\d+)?\s?€/.test(v) && !shows(v))
            // The hours are said once, in the contact block, not again under the hero (8a34084).
            // (The contact block's line starts with a capital: "De 8 a 14h…" for "de 8 a 14h…".)
            .filter((v) => !s.content.contact.hours.includes(v[0].toUpperCase() + v.slice(1)))
            .map((v) => `${s.prompt.slice(0, 30)}… → "${v}"`)
        );
      });
    expect(buried).toEqual([]);
  });

  it('lead the hero line with the owner’s promise, word for word', () => {
    for (const s of sites.filter((x) => x.hero)) {
      expect(s.content.hero.subtitle.toLowerCase(), s.prompt).toContain(s.hero!.toLowerCase());
    }
  });

  it('show only the services the description names when it names some; marked suggestions otherwise', () => {
    for (const s of sites) {
      const own = s.content.services.filter((x) => !x.suggested);
      if (own.length > 0) {
        expect(own.length, s.prompt).toBe(s.content.services.length);
        // Every word of it is the owner's ("estate and tax planning" names "estate planning").
        for (const x of own)
          for (const word of x.name.toLowerCase().split(/\s+/))
            expect(s.prompt.toLowerCase(), x.name).toContain(word);
      }
      // A service said in a sentence, not a list, stays in the owner's sentence (no card is cut from it).
      const { hero, about, services, sections } = s.content;
      const page = JSON.stringify([hero, about, services, sections]).toLowerCase();
      // "local moves" from "local and long-distance moves": every word of it is on the page.
      for (const named of s.services ?? [])
        for (const word of named.toLowerCase().split(/\s+/)) expect(page, s.prompt).toContain(word);
    }
  });

  it('list as services only what the owner names: no name, town, promise or fragment among them', () => {
    const wrong = sites
      .filter((s) => s.services && FACTS_2.some((f) => f.prompt === s.prompt))
      .map((s) => ({
        prompt: s.prompt.slice(0, 40),
        services: s.content.services.map((x) => x.name.toLowerCase()).sort(),
        named: s.services!.map((x) => x.toLowerCase()).sort(),
      }))
      .filter((s) => s.services.some((x) => !s.named.includes(x)));
    expect(wrong).toEqual([]);
  });

  it('answer FAQs only with facts the owner gave, never with "ask us"', () => {
    for (const s of sites) {
      const faq = s.content.sections.find((x) => x.type === 'faq');
      const questions =
        (faq?.content as { questions?: Array<{ answer: string }> } | undefined)?.questions ?? [];
      for (const q of questions) {
        // Every answer quotes the owner: two words running of it (8+ characters) come from the description.
        const words = q.answer.replace(/[.;:!?]+$/, '').split(/\s+/);
        const quotes = words.some((_, i) => {
          const run = words.slice(i, i + 2).join(' ');
          return run.length >= 8 && s.prompt.includes(run);
        });
        expect(quotes, `${s.prompt} → ${q.answer}`).toBe(true);
        expect(q.answer).not.toMatch(/\b(?:get in touch|ask us|send us a message|contact us|just ask)\b/i);
      }
    }
  });
});
