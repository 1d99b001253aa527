import { exportSite, renderSite } from '@mainstreet/site';
import { describe, expect, it } from 'vitest';
import { composeBuiltin } from '../src/index';
import { allDescriptions } from './all-descriptions';

const decoder = new TextDecoder();
const FORM_ACTION = 'https://mainstreet.example/api/forms/k';
const reachesOwner = (html: string) => /<form[^>]*action="https?:|href="tel:|href="mailto:/.test(html);

const sites = (await allDescriptions()).map((d) => ({
  prompt: d.prompt,
  content: composeBuiltin({ prompt: d.prompt }, { now: new Date('2026-06-01') }).content,
}));

// Issue 28's "never a dead end", held over every description the tests know, not only the held-out set.
describe(`${sites.length} descriptions of the fixtures and corpus: a way to reach the owner`, {
  timeout: 60_000,
}, () => {
  it('every published site has a form that posts, a phone link or a mail link', () => {
    const dead = sites.filter(
      (s) => !reachesOwner(renderSite(s.content, { contactFormAction: FORM_ACTION })),
    );
    expect(dead.map((s) => s.prompt.slice(0, 80))).toEqual([]);
  });

  it('every export links the phone or mail the description gives, and says what to connect otherwise', async () => {
    const wrong: string[] = [];
    for (const s of sites) {
      const files = await exportSite(s.content, { loadAsset: async () => null, year: 2026 });
      const html = decoder.decode(files.find((f) => f.path === 'index.html')!.data);
      const readme = files.find((f) => f.path === 'README.md');
      const facts = s.content.meta.facts;
      if (facts?.telephone && !/href="tel:/.test(html)) wrong.push(`no tel: link · ${s.prompt.slice(0, 60)}`);
      if (facts?.email && !/href="mailto:/.test(html))
        wrong.push(`no mailto: link · ${s.prompt.slice(0, 60)}`);
      if (!reachesOwner(html) && !(readme && decoder.decode(readme.data).includes('not connected')))
        wrong.push(`dead end without a README note · ${s.prompt.slice(0, 60)}`);
    }
    expect(wrong).toEqual([]);
  });
});
