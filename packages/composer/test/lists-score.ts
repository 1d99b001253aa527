import type { Content } from '@mainstreet/site';
import type { ListsCase } from './round-1-lists';

/** A name no visitor reads as a service: a cut-off bracket or dash, a stand-in label, a greeting or an "I am". */
const BROKEN_NAME =
  /^[\s)\]:;,.–—-]|^[^(]*\)|\([^)]*$|^(?:option|opción|formule|option)\s+\d+$|^(?:hi|hey|hello|hola|bonjour|hallo|soy|i'?m|i am|je suis|ich bin|wir sprechen|ich spreche|we speak)\b/iu;

export type ListsScore = {
  services: { right: number; missing: string[] };
  prices: { right: number; missing: string[] };
  points: { kept: number; missing: string[] };
  fragments: string[];
};

type Row = { name: string; price: string };

/** What the page lists: its service cards and its price-list rows, each with the price it shows. */
export function listedRows(content: Content): Row[] {
  const cards = content.services.map((s) => ({ name: s.name, price: s.description }));
  const rows = content.sections.flatMap((s) =>
    s.type === 'pricing'
      ? (s.content as { plans: Array<{ name: string; price: string }> }).plans.map((p) => ({
          name: p.name,
          price: p.price,
        }))
      : [],
  );
  return [...cards, ...rows];
}

/** The hero's line and the blocks right under it: where a visitor reads the owner's promise. */
function prominentText(content: Content): string {
  const top = content.sections.filter((s) => s.order < 0).map((s) => JSON.stringify(s.content));
  return [content.hero.subtitle, ...top].join(' ').toLowerCase();
}

const has = (haystack: string, needle: string) => haystack.toLowerCase().includes(needle.toLowerCase());

/** How the page does on one hand-labelled description. */
export function scoreLists(content: Content, expected: ListsCase): ListsScore {
  const rows = listedRows(content);
  const missingServices = expected.services.filter((s) => !rows.some((r) => has(r.name, s)));
  const top = prominentText(content);
  // A price named by nothing but its unit ("From $12 a knife") may stand in the block under the hero.
  // A price stays in the owner's whole sentence when the description gave no list (round 4's design).
  const page = JSON.stringify([content.hero, content.about, content.sections]).toLowerCase();
  const missingPrices = (expected.prices ?? []).filter(
    (p) =>
      !rows.some((r) => has(r.price, p) || has(`${r.name} ${r.price}`, p)) &&
      !top.includes(p.toLowerCase()) &&
      !page.includes(p.toLowerCase()),
  );
  const missingPoints = (expected.points ?? []).filter((p) => !top.includes(p.toLowerCase()));
  const fragments = rows
    .map((r) => r.name.trim())
    .filter(
      (name) =>
        BROKEN_NAME.test(name) ||
        (expected.fragments ?? []).some((f) => f.toLowerCase() === name.toLowerCase().replace(/[.!]$/, '')),
    );
  return {
    services: { right: expected.services.length - missingServices.length, missing: missingServices },
    prices: { right: (expected.prices ?? []).length - missingPrices.length, missing: missingPrices },
    points: { kept: (expected.points ?? []).length - missingPoints.length, missing: missingPoints },
    fragments,
  };
}
