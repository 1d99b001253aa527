import { gridColumns } from '@mainstreet/site';

/** <section>…</section> bodies of a page (sections do not nest in the renderer's output). */
export function sections(html: string): { id: string; inner: string }[] {
  return [...html.matchAll(/<section id="([^"]+)"[^>]*>([\s\S]*?)<\/section>/g)].map((m) => ({
    id: m[1],
    inner: m[2],
  }));
}

export const visibleText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Lone last rows: grids whose item count leaves one item on the last row of several. */
export function orphanRows(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<ul class="grid cols-(\d)[^"]*">([\s\S]*?)<\/ul>/g)) {
    const cols = Number(m[1]);
    const items =
      (m[2].match(/<li[ >]/g) ?? []).length -
      (m[2].match(/<ul/g)
        ? ((m[2].match(/<ul[\s\S]*?<\/ul>/g) ?? []).join('').match(/<li[ >]/g)?.length ?? 0)
        : 0);
    if (items > cols && items % cols === 1) found.push(`${items} items in ${cols} columns`);
    if (cols !== gridColumns(items))
      found.push(`${items} items in ${cols} columns, not ${gridColumns(items)}`);
  }
  for (const m of html.matchAll(/<ol class="svc-list( svc-one)?">([\s\S]*?)<\/ol>/g)) {
    const items = (m[2].match(/<li[ >]/g) ?? []).length;
    if (!m[1] && items % 2 === 1) found.push(`${items} services in two columns`);
  }
  return found;
}

/** Sections with nothing but their heading (and no form). */
export function emptySections(html: string): string[] {
  return sections(html)
    .filter((s) => {
      const body = s.inner.replace(/<h[12][^>]*>[\s\S]*?<\/h[12]>/, '');
      return !visibleText(body) && !body.includes('<form');
    })
    .map((s) => `#${s.id}`);
}

/**
 * The sentences of a piece of HTML: each block's text split after . ! ?, of three words or more.
 * The owner's facts (`<dl>` lists of hours, phone, address) and card titles (a service's name in its
 * card and in a price list) are names, not sentences, and are left out.
 */
function sentencesOf(html: string): string[] {
  const blocks = html
    .replace(/<(script|style|dl|h3)\b[\s\S]*?<\/\1>/g, '')
    .split(/<\/?(?:h\d|p|li|dt|dd|summary|div|a)\b[^>]*>/);
  return blocks
    .flatMap((b) => visibleText(b).split(/(?<=[.!?])\s+/))
    .filter((s) => s.split(' ').length >= 3)
    .map((s) => s.replace(/[.!?…]+$/, '').toLowerCase());
}

/** Sentences a visitor reads in more than one section of the page (the footer counts as one); a name may recur. */
export function sentencesRepeatedAcrossSections(html: string, name = ''): string[] {
  const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
  const parts = [...sections(html).map((s) => s.inner), footer];
  const where = new Map<string, number>();
  for (const part of parts) for (const s of new Set(sentencesOf(part))) where.set(s, (where.get(s) ?? 0) + 1);
  const own = visibleText(name.replace(/&/g, '&amp;'))
    .replace(/[.!?…]+$/, '')
    .toLowerCase();
  return [...where].filter(([s, n]) => n > 1 && s !== own).map(([s]) => s);
}
