import { type Content, paletteFor } from '@mainstreet/site';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { composeBuiltin } from '../../src/index';
import { fixedCopyFor } from '../../src/language/banks';
import { siteLanguage } from '../../src/language/detect';
import { readDescription } from '../../src/read';
import { sectionLabelsFor } from '../../src/section-labels';
import { renderedPage } from './score';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** The elements whose text a visitor reads as one line of copy. */
const BLOCKS = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'li',
  'summary',
  'dt',
  'dd',
  'figcaption',
  'blockquote',
]);
const isElement = (n: Node): n is Element => 'tagName' in n;
const classes = (e: Element) => e.attrs.find((a) => a.name === 'class')?.value.split(/\s+/) ?? [];

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join(' ') : '';
}

/**
 * The content lines of a rendered page: the text of every heading, paragraph, list item, question
 * and button inside <main> and the footer's summary, whitespace collapsed. Left out, because no phrase
 * bank writes them: the header and the navigation (fixed labels and the name), the contact details
 * list (`dl.info-list`: the owner's phone, email, address and hours under fixed labels), the
 * copyright line, <script>/<style>, and an element holding other blocks (its blocks count instead).
 */
export function contentLines(html: string): string[] {
  const lines: string[] = [];
  const walk = (node: Node, inside: boolean) => {
    if (!isElement(node) && node.nodeName !== '#document' && node.nodeName !== '#document-fragment') return;
    const el = isElement(node) ? node : undefined;
    if (el) {
      const cls = classes(el);
      if (['header', 'nav', 'script', 'style', 'svg', 'template'].includes(el.tagName)) return;
      if (cls.includes('info-list') || cls.includes('ftr-base') || cls.includes('skip')) return;
      if (el.tagName === 'main' || el.tagName === 'footer') inside = true;
      const isButton = el.tagName === 'a' && cls.some((c) => c.startsWith('btn'));
      const hasBlocks = (n: Node): boolean =>
        isElement(n) && n.childNodes.some((c) => isElement(c) && (BLOCKS.has(c.tagName) || hasBlocks(c)));
      if (inside && (BLOCKS.has(el.tagName) || isButton) && !hasBlocks(el)) {
        const text = textOf(el).replace(/\s+/g, ' ').trim();
        if (text) lines.push(text);
        return;
      }
    }
    if ('childNodes' in node) for (const child of node.childNodes) walk(child, inside);
  };
  walk(parse(html), false);
  return lines;
}

/** The owner's own words on a page: name, contact facts, listed service names, and the fixed labels. */
function ownWords(content: Content): Set<string> {
  const fixed = fixedCopyFor(siteLanguage(content.meta.language));
  const labels = [
    ...Object.values(fixed.nav),
    ...Object.values(fixed.sectionNames),
    fixed.faqTitle,
    fixed.pricesTitle,
    fixed.featuresFallbackTitle,
    fixed.hoursQuestion,
    fixed.whereQuestion,
    fixed.contactQuestion,
  ];
  const facts = [
    content.siteName,
    content.contact.phone,
    content.contact.email,
    content.contact.address,
    content.contact.hours,
  ];
  const sectionLabels = sectionLabelsFor(siteLanguage(content.meta.language));
  const { actions, ...names } = sectionLabels;
  return new Set(
    [...labels, ...Object.values(names), ...Object.values(actions), ...facts].map((s) =>
      (s ?? '').trim().toLowerCase(),
    ),
  );
}

/**
 * A site's distinct content lines, less the lines that are the owner's facts, a fixed label, or the
 * owner's own words (a line found in the description as written, such as a listed service's name).
 */
export function siteLines(content: Content, html: string, prompt = ''): string[] {
  const own = ownWords(content);
  const described = prompt.toLowerCase();
  // Sentences, as the issue counts them: lines of five words or more.
  return [...new Set(contentLines(html))].filter(
    (line) =>
      line.split(/\s+/).length >= 5 &&
      !own.has(line.toLowerCase()) &&
      !described.includes(line.toLowerCase()),
  );
}

/**
 * Sameness: the share of the sites' content lines (each site's distinct lines) that appear verbatim
 * on at least one other site. `repeated` lists the most shared lines, with how many sites hold each.
 */
export function sameness(sites: string[][]): {
  pct: number;
  lines: number;
  repeated: Array<[string, number]>;
} {
  const holders = new Map<string, number>();
  for (const lines of sites) for (const line of lines) holders.set(line, (holders.get(line) ?? 0) + 1);
  const total = sites.reduce((n, lines) => n + lines.length, 0);
  const shared = sites.reduce((n, lines) => n + lines.filter((l) => (holders.get(l) ?? 0) > 1).length, 0);
  const repeated = [...holders].filter(([, n]) => n > 1).sort((a, b) => b[1] - a[1]);
  return { pct: Number(((100 * shared) / Math.max(1, total)).toFixed(1)), lines: total, repeated };
}

/** A rendered page's structure: its sections in order, each with its composition ("hero hero-split"). */
export function structureOf(html: string): string {
  const sections: string[] = [];
  const walk = (node: Node) => {
    if (isElement(node) && node.tagName === 'section') {
      const id = node.attrs.find((a) => a.name === 'id')?.value.replace(/^s\d+-/, '') ?? '';
      sections.push(
        `${id}(${classes(node)
          .filter((c) => c !== 'sec')
          .join(' ')})`,
      );
    }
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(parse(html));
  return sections.join(' ');
}

/** Sameness over the whole corpus, and structures and palettes over the first site of each kind. */
export async function lookFigures(prompts: string[], sampleSize = 40) {
  const sites: Array<{ kind: string; prompt: string; content: Content; html: string }> = [];
  for (const prompt of prompts) {
    const reading = readDescription({ prompt });
    const { content } = composeBuiltin({ prompt }, { reading, now: new Date('2026-06-01') });
    sites.push({
      kind: reading.kind?.id ?? reading.industry,
      prompt,
      content,
      html: await renderedPage(content),
    });
  }
  const lines = sameness(sites.map((s) => siteLines(s.content, s.html, s.prompt)));
  // One site per kind (the corpus's first), so the sample has sites of different kinds.
  const seen = new Set<string>();
  const sample = sites.filter((s) => !seen.has(s.kind) && seen.add(s.kind)).slice(0, sampleSize);
  const palette = (c: Content) =>
    JSON.stringify(paletteFor(c.theme?.palette ?? c.meta.colorPreference ?? 'blue', c.theme?.tone));
  return {
    samenessPct: lines.pct,
    contentLines: lines.lines,
    mostShared: lines.repeated.slice(0, 10),
    sample: sample.length,
    structures: new Set(sample.map((s) => structureOf(s.html))).size,
    palettes: new Set(sample.map((s) => palette(s.content))).size,
  };
}
