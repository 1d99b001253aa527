import { describe, expect, it } from 'vitest';
import { composeBuiltin } from './compose-builtin';
import { applyCopy } from './llm/apply-copy';
import { guardCopy } from './llm/fact-guard';
import { napoliCopy, NAPOLI_PROMPT as prompt } from './llm/testing/copy-fixture';
import { readDescription } from './read';
import { recomposeWithFacts, siteFactsOf } from './recompose';
import { withComposedFingerprint } from './text-fingerprint';

/** A site as the server stores it when the model wrote it: the model's words in the built-in structure. */
function modelSite() {
  const { copy } = guardCopy(napoliCopy(), prompt);
  const base = composeBuiltin({ prompt }).content;
  return withComposedFingerprint(applyCopy(base, copy, readDescription({ prompt }).facts));
}

describe('a facts change on a site the language model wrote', { timeout: 30_000 }, () => {
  it('keeps the model’s texts and changes only the facts where they appear', () => {
    const stored = modelSite();
    const facts = siteFactsOf({ prompt }, stored);
    const { content } = recomposeWithFacts({ prompt }, stored, { ...facts, name: 'Forno Nuovo' });
    expect(content.hero.headline).toBe('Wood-fired pizza, the Napoli way');
    expect(content.about.content).toBe(
      'Forno Nuovo is a family pizzeria. Call (512) 555-0142 to ask about tonight’s specials.',
    );
    expect(content.services.map((s) => s.description)).toContain('Blistered crusts straight from the oven.');
    expect(content.footer.summary).toBe('Family-run wood-fired pizza in Austin, TX.');
    expect(content.meta.description).toBe('Forno Nuovo: family-run wood-fired pizzeria in Austin, TX.');
    expect(content.meta.generator).toBe('model');
    expect(content.siteName).toBe('Forno Nuovo');
    // Still the model's next time, not the owner's: a later change of language rewrites them.
    const german = recomposeWithFacts({ prompt }, content, {
      ...siteFactsOf({ prompt }, content),
      language: 'de',
    });
    expect(german.kept).toEqual([]);
    expect(german.content.hero.headline).not.toBe('Wood-fired pizza, the Napoli way');
  });

  it('states a new selling point and a new way to reach the owner in the built-in writer’s words', () => {
    const stored = modelSite();
    const facts = siteFactsOf({ prompt }, stored);
    const { content } = recomposeWithFacts({ prompt }, stored, {
      ...facts,
      email: 'ciao@bellanapoli.com',
      sellingPoints: ['Dough rested for 48 hours'],
    });
    expect(content.hero.headline).toBe('Wood-fired pizza, the Napoli way');
    expect(content.hero.subtitle).toContain('Dough rested for 48 hours');
    // The model's "See the menu" named no channel; the button follows the facts.
    expect(content.hero.buttonText).not.toBe('See the menu');
    expect(content.contact.email).toBe('ciao@bellanapoli.com');
  });

  it('keeps a text the owner edited by hand, and writes for a new kind in the built-in writer’s words', () => {
    const stored = modelSite();
    stored.footer.summary = 'Pizza, pasta and a warm welcome since 1998';
    const facts = siteFactsOf({ prompt }, stored);
    const { content, kept } = recomposeWithFacts({ prompt }, stored, { ...facts, kind: 'food-truck' });
    expect(kept).toEqual(['footer.summary']);
    expect(content.footer.summary).toBe('Pizza, pasta and a warm welcome since 1998');
    expect(content.hero.headline).not.toBe('Wood-fired pizza, the Napoli way');
  });

  it('keeps the model’s own questions in the FAQ, and drops none for a change of another fact', () => {
    const made = modelSite();
    made.sections.push({
      id: 'faq',
      name: 'FAQ',
      order: 9,
      type: 'faq',
      content: {
        title: 'Questions',
        questions: [{ question: 'Can I bring the kids?', answer: 'Bella Napoli welcomes families.' }],
      },
    });
    const stored = withComposedFingerprint(made);
    const { content } = recomposeWithFacts({ prompt }, stored, {
      ...siteFactsOf({ prompt }, stored),
      name: 'Forno Nuovo',
    });
    const faq = content.sections.find((s) => s.id === 'faq');
    expect(faq?.content).toMatchObject({
      questions: [{ question: 'Can I bring the kids?', answer: 'Forno Nuovo welcomes families.' }],
    });
  });
});
