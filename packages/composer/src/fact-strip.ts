import type { Section } from '@mainstreet/site';
import type { SectionLabels } from './section-labels';
import { capitaliseFirst } from './text';
import type { Facts } from './types';

const sentence = (text: string) => capitaliseFirst(/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The strip right under the hero: the owner's promises (after the one the hero line leads with),
 * schedules and terms, the towns served, "from" prices and the hours, each word for word. A fact a
 * block up top already says (`shown`) is left to it; no strip when nothing is left.
 */
export function factStrip(
  facts: Facts,
  labels: SectionLabels,
  shown: string[],
  fromPrice: RegExp,
): Section | undefined {
  const isShown = (fact: string) => shown.some((s) => s.includes(fact));
  const unsaid = (list: Array<string | undefined>) =>
    list.filter((f): f is string => Boolean(f) && !isShown(f as string));
  // A schedule clause that holds the hours says them with the owner's words around them.
  const when = unsaid(facts.terms);
  const hours = facts.hours && !when.some((t) => t.includes(facts.hours as string)) ? facts.hours : undefined;
  const prices = facts.prices
    .filter((p) => fromPrice.test(p.price))
    .map((p) => (p.label ? `${capitaliseFirst(p.label)}: ${p.price}` : p.price));
  const cards: Array<[string, string[]]> = [
    [labels.promises, unsaid(facts.offers.slice(1))],
    [labels.when, when],
    [labels.hours, unsaid([hours])],
    [labels.area, unsaid([facts.towns])],
    [labels.prices, unsaid(prices).slice(0, 3)],
  ];
  const features = cards
    .filter(([, said]) => said.length > 0)
    .map(([name, said]) => ({ name, description: said.map(sentence).join(' ') }));
  if (features.length === 0) return undefined;
  return {
    id: 'facts',
    name: labels.keyFacts,
    type: 'features',
    order: 0,
    content: { title: labels.keyFacts, features },
  } as Section;
}
