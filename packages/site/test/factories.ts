import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { migrate } from '../src/migrate';
import type { Content, ContentInput } from '../src/schema';

/** Valid content with every block filled in; override any part. */
export function makeContent(overrides: Partial<ContentInput> = {}): Content {
  return migrate({
    version: 2,
    siteName: 'Corner Bakery',
    hero: {
      headline: 'Bread baked at dawn',
      subtitle: 'Sourdough and pastries on Main Street.',
      buttonText: 'Visit us',
    },
    about: { title: 'About us', content: 'We bake every loaf by hand.' },
    servicesHeader: { title: 'What we bake', subtitle: 'Fresh every morning.' },
    services: [
      { name: 'Sourdough', description: 'Long-fermented loaves.' },
      { name: 'Pastries', description: 'Croissants and buns.' },
    ],
    contact: {
      title: 'Find us',
      address: '1 Main Street, Springfield',
      phone: '(555) 010-2000',
      hours: 'Mon–Sat 7am–3pm',
    },
    footer: {
      summary: 'Neighbourhood bakery.',
      links: [{ name: 'About', url: '#about' }],
      copyright: '© 2026 Corner Bakery',
    },
    meta: { industry: 'restaurant', language: 'en', placeholders: [] },
    ...overrides,
  });
}

type Node = DefaultTreeAdapterMap['node'];
export type El = DefaultTreeAdapterMap['element'];

/** Every element of an HTML document, parsed the way a browser parses it. */
export function elements(html: string): El[] {
  const out: El[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node) out.push(node);
    if ('content' in node && node.content) walk(node.content as Node);
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(parse(html));
  return out;
}

export function attr(el: El, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

export function textOf(el: Node): string {
  if ('value' in el && el.nodeName === '#text') return el.value;
  return 'childNodes' in el ? el.childNodes.map(textOf).join('') : '';
}

export function byTag(html: string, tag: string): El[] {
  return elements(html).filter((e) => e.tagName === tag);
}
