import { readFileSync } from 'node:fs';
import type { Section } from '@mainstreet/site';
import { describe, expect, it } from 'vitest';
import { allDescriptions } from '../../test/all-descriptions';
import { composeBuiltin } from '../compose-builtin';
import { readDescription } from '../read';
import { applyCopy } from './apply-copy';
import { parseModelCopy } from './copy-schema';
import { guardCopy } from './fact-guard';

// A model's answer as it came back: general copy, with FAQ questions the owner's facts already answer.
const answer = readFileSync(new URL('./testing/recorded-copy.json', import.meta.url), 'utf8');
const parsed = parseModelCopy(answer);
if (!parsed.ok) throw new Error(parsed.error);

const MODEL_SECTIONS = new Set(['about-expanded', 'features', 'faq', 'cta']);
const questionsOf = (section?: Section) =>
  (section?.content as { questions?: Array<{ question: string; answer: string }> } | null)?.questions ?? [];
const asked = (q: string) =>
  q
    .toLowerCase()
    .replace(/[¿?¡!]/g, '')
    .trim();

// Since the hours and a single address are the contact block's alone (8a34084), only owners with
// several places, numbers or addresses get a facts FAQ, and none of the test descriptions has one.
const SEVERAL_PLACES = [
  'Harbour Physio has two clinics: 12 High Street, Leeds LS1 4AB and 4 Park Row, York YO1 6AA. Sports massage and back pain treatment. Call Leeds on 0113 496 0000 or York on 01904 496 111.',
  'Corner Cuts barbershops at 12 High Street, Leeds LS1 4AB and 4 Park Row, York YO1 6AA. Skin fades £18, beard trims £10. Email leeds@cornercuts.co.uk or york@cornercuts.co.uk.',
];

const sites = [...(await allDescriptions()), ...SEVERAL_PLACES.map((prompt) => ({ prompt }))].map((d) => {
  const reading = readDescription({ prompt: d.prompt });
  const base = composeBuiltin({ prompt: d.prompt }, { reading, now: new Date('2026-06-01') }).content;
  const { copy } = guardCopy(parsed.copy, reading.prompt);
  return { prompt: d.prompt, base, content: applyCopy(base, copy, reading.facts) };
});

describe(`${sites.length} descriptions written with a recorded model answer`, { timeout: 60_000 }, () => {
  it('keeps the facts strip, schedules, visit cards and area notes as the facts made them', () => {
    const changed: string[] = [];
    for (const s of sites) {
      for (const section of s.base.sections.filter((x) => !MODEL_SECTIONS.has(x.id))) {
        const now = s.content.sections.find((x) => x.id === section.id);
        if (JSON.stringify(now) !== JSON.stringify(section))
          changed.push(`${section.id} · ${s.prompt.slice(0, 60)}`);
      }
    }
    expect(changed).toEqual([]);
    // The hours card of the strip is there whenever the facts made one.
    const withHours = sites.filter((s) => s.base.sections.some((x) => x.id === 'facts'));
    // Enough of them for the check above to mean something (hours now live in the contact block on most).
    expect(withHours.length).toBeGreaterThanOrEqual(8);
  });

  it('keeps the hero’s action on the channel the facts named: a model’s words never promise another', () => {
    const changed = sites
      .filter((s) => s.content.hero.buttonText !== s.base.hero.buttonText)
      .map((s) => `${s.content.hero.buttonText} · ${s.prompt.slice(0, 60)}`);
    expect(changed).toEqual([]);
  });

  it('keeps every facts question with its answer, and asks each question once', () => {
    const wrong: string[] = [];
    for (const s of sites) {
      const before = questionsOf(s.base.sections.find((x) => x.id === 'faq'));
      const after = questionsOf(s.content.sections.find((x) => x.id === 'faq'));
      for (const q of before) {
        if (!after.some((a) => a.question === q.question && a.answer === q.answer))
          wrong.push(`lost "${q.question}" · ${s.prompt.slice(0, 60)}`);
      }
      const names = after.map((q) => asked(q.question));
      if (new Set(names).size !== names.length) wrong.push(`asked twice · ${s.prompt.slice(0, 60)}`);
      const where = before.some((q) => /^where can i find you/i.test(q.question));
      if (where && names.includes('where are you'))
        wrong.push(`"Where are you?" again · ${s.prompt.slice(0, 60)}`);
    }
    expect(wrong).toEqual([]);
    // The built-in writer makes a FAQ only from two or more facts questions now (issue 36): few do.
    const withFaq = sites.filter((s) => s.base.sections.some((x) => x.id === 'faq'));
    expect(withFaq.map((s) => s.prompt)).toEqual(expect.arrayContaining(SEVERAL_PLACES));
    // The model's own general questions still join the facts' ones.
    const withModel = sites.filter((s) =>
      questionsOf(s.content.sections.find((x) => x.id === 'faq')).some((q) =>
        q.question.startsWith('Do you welcome'),
      ),
    );
    expect(withModel.length).toBeGreaterThan(0);
  });

  it('puts the model’s highlights in the highlights section only', () => {
    for (const s of sites) {
      const cards = s.content.sections
        .filter((x) => x.type === 'features')
        .filter((x) => JSON.stringify(x.content).includes('We live and work in the neighbourhood.'));
      expect(cards.map((x) => x.id)).toEqual(
        s.base.sections.some((x) => x.id === 'features') ? ['features'] : [],
      );
    }
  });
});
