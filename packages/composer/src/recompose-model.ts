import type { Content, faqContentSchema, Section, SiteFacts } from '@mainstreet/site/model';
import type { z } from 'zod';
import { mergeFaq, modelQuestions } from './llm/model-faq';
import { currentName, setString } from './recompose-carry';
import { fingerprint, proseTexts } from './text-fingerprint';

/** The page's texts a language model writes (llm/apply-copy), outside its sections. */
const MODEL_TEXTS = [
  'hero.headline',
  'hero.subtitle',
  'hero.buttonText',
  'about.content',
  'servicesHeader.title',
  'servicesHeader.subtitle',
  'footer.summary',
] as const;

type FaqSection = Section & { content: z.infer<typeof faqContentSchema> };

/** The facts that choose the hero's and the call to action's button ("Call", "Email us", "Book"). */
const ACTIONS = ['phone', 'whatsapp', 'email', 'address', 'booking'] as const;

type Changed = (key: keyof SiteFacts) => boolean;

/**
 * A site the language model wrote, written again for the owner's facts: the model's texts stay
 * (the facts are locked; a changed fact's old value is replaced in them afterwards), over the
 * built-in writer's structure for the new facts. Where a text was written from a fact that changed
 * the built-in writer's stands instead: every text when the kind or the page's language changed
 * (the model wrote for another trade, or in another language), the hero's line when the selling
 * points changed (the built-in one states them verbatim), the buttons when the ways to reach the
 * owner changed (a button names a channel the site has). Texts edited by hand are not the model's
 * (their fingerprint differs): the carry-over keeps those.
 */
export function withModelTexts(
  stored: Content,
  composed: Content,
  reference: Record<string, string>,
  changed: Changed,
  renames: Map<string, string>,
): Content {
  if (stored.meta.generator !== 'model' || changed('kind') || changed('language')) return composed;
  const next = structuredClone(composed);
  const isModels = (path: string, text: string) => reference[path] === fingerprint(text);
  const storedTexts = proseTexts(stored);
  const actionChanged = ACTIONS.some(changed);
  const skip = new Set<string>([
    ...(changed('sellingPoints') ? ['hero.subtitle'] : []),
    ...(actionChanged ? ['hero.buttonText'] : []),
  ]);
  const texts = stored as unknown as Record<string, Record<string, unknown>>;
  for (const path of MODEL_TEXTS) {
    const [part, key] = path.split('.');
    const text = texts[part]?.[key];
    if (typeof text === 'string' && !skip.has(path) && isModels(path, text)) setString(next, path, text);
  }
  // A service's description follows the service by name (its new name when the owner renamed it).
  stored.services.forEach((service, i) => {
    const name = currentName(service.name, renames).trim().toLowerCase();
    const at = next.services.findIndex((s) => s.name.trim().toLowerCase() === name);
    if (at >= 0 && isModels(`services.${i}.description`, service.description))
      next.services[at] = { ...next.services[at], description: service.description };
  });
  // The FAQ: the built-in questions answered with the facts as they are now, then the model's own.
  const faq = stored.sections.findIndex((s) => s.id === 'faq' && s.type === 'faq');
  const isEdited = [...storedTexts].some(([p, t]) => p.startsWith(`sections.${faq}.`) && !isModels(p, t));
  // One with a hand edit is the carry-over's: kept whole.
  if (faq >= 0 && !isEdited) {
    const language = next.meta.language ?? 'en';
    const storedFaq = stored.sections[faq] as FaqSection;
    const theirs = modelQuestions(storedFaq.content.questions, language);
    const at = next.sections.findIndex((s) => s.id === 'faq' && s.type === 'faq');
    const base = at >= 0 ? (next.sections[at] as FaqSection) : structuredClone(storedFaq);
    const questions = mergeFaq(at >= 0 ? base.content.questions : [], theirs, language);
    const merged = { ...base, content: { ...base.content, questions } } as Section;
    if (at >= 0) next.sections[at] = merged;
    else if (questions.length > 0) next.sections.push(merged);
  }
  const description = stored.meta.description;
  return {
    ...next,
    meta: { ...next.meta, generator: 'model', description: description ?? next.meta.description },
  };
}
