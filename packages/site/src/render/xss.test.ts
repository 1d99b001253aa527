import { describe, expect, it } from 'vitest';
import { attr, elements } from '../../test/factories';
import { parseContent } from '../migrate';
import type { ContentInput } from '../schema';
import { renderSite } from './render-site';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<svg onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '</title><script>alert(1)</script>',
  '</style><script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  '<a href="javascript:alert(1)">x</a>',
  '[click](javascript:alert(1))',
  '[click](JAVASCRIPT:alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](vbscript:msgbox(1))',
  '[click](//evil.example/x)',
  '[click](java\tscript:alert(1))',
  '[x](https://ok.example" onmouseover="alert(1))',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<body onload=alert(1)>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '{{constructor.constructor("alert(1)")()}}',
  '\u2028\u2029<!--<script>',
  '<object data="javascript:alert(1)"></object>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<details open ontoggle=alert(1)>',
];

const URL_PAYLOADS = [
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example',
  'vbscript:x',
  'jav&#x09;ascript:alert(1)',
];

function contentWith(p: string, url: string): ContentInput {
  return {
    version: 2,
    siteName: p,
    navigation: {
      links: [
        { name: p, url },
        { name: 'ok', url: p },
      ],
    },
    hero: { headline: p, subtitle: p, buttonText: p },
    about: { title: p, content: `${p}\n\n${p}` },
    servicesHeader: { title: p, subtitle: p },
    services: [{ name: p, description: p }],
    contact: { title: p, address: p, phone: p, hours: p, email: p },
    footer: { summary: p, links: [{ name: p, url }], copyright: p },
    widgets: [
      { id: p, type: 'opening-hours', data: { title: p, hours: p } },
      { id: 'm', type: 'map', data: { title: p, address: p } },
      {
        id: 'g',
        type: 'gallery',
        data: {
          title: p,
          images: [
            { url, alt: p },
            { url: p, alt: p },
          ],
        },
      },
      {
        id: 's',
        type: 'social',
        data: {
          title: p,
          links: [
            { name: p, url },
            { name: p, url: p },
          ],
        },
      },
      { id: 'f', type: 'contact-form', data: { title: p } },
      { id: 'u', type: p, data: { title: p } },
    ],
    sections: [
      { id: p, name: p, type: 'about-expanded', order: 1, content: { title: p, content: p } },
      {
        id: 'f',
        name: p,
        type: 'features',
        order: 2,
        content: { title: p, subtitle: p, features: [{ name: p, description: p }] },
      },
      {
        id: 'p',
        name: p,
        type: 'pricing',
        order: 3,
        content: {
          title: p,
          plans: [
            { name: p, price: p, period: p, features: [p] },
            { name: p, price: p, features: [p] },
          ],
        },
      },
      {
        id: 'c',
        name: p,
        type: 'cta',
        order: 4,
        content: { title: p, subtitle: p, buttonText: p, buttonUrl: url },
      },
      {
        id: 'q',
        name: p,
        type: 'faq',
        order: 5,
        content: { title: p, questions: [{ question: p, answer: p }] },
      },
      {
        id: 'x',
        name: p,
        type: 'unknown-kind',
        order: 6,
        content: { title: p, text: p, items: [{ name: p, description: p }] },
      },
    ],
    meta: {
      industry: 'retail',
      language: p.slice(0, 30),
      description: p.slice(0, 500),
      placeholders: [],
      facts: { email: p.slice(0, 300), foundedYear: p.slice(0, 10) },
    },
  };
}

const URL_ATTRS = ['href', 'src', 'action', 'poster', 'srcset', 'formaction', 'xlink:href', 'data'];

function findExecutable(html: string): string[] {
  const problems: string[] = [];
  const els = elements(html);
  for (const el of els) {
    if (el.tagName === 'script' && attr(el, 'type') !== 'application/ld+json')
      problems.push('script element');
    if (['iframe', 'object', 'embed', 'base', 'svg', 'math', 'frame', 'applet'].includes(el.tagName)) {
      problems.push(`${el.tagName} element`);
    }
    if (el.tagName === 'meta' && attr(el, 'http-equiv')) problems.push('meta http-equiv');
    for (const a of el.attrs) {
      if (/^on/i.test(a.name)) problems.push(`${el.tagName}[${a.name}]`);
      if (a.name === 'style') problems.push(`${el.tagName}[style]`);
      if (URL_ATTRS.includes(a.name)) {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these inside URL schemes
        const v = a.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (
          /^(javascript|data|vbscript):/.test(v) &&
          !(el.tagName === 'link' && attr(el, 'rel') === 'icon')
        ) {
          problems.push(`${el.tagName}[${a.name}=${a.value}]`);
        }
        if (v.startsWith('//')) problems.push(`${el.tagName}[${a.name}] protocol-relative`);
      }
    }
  }
  for (const s of els.filter((e) => e.tagName === 'script' && attr(e, 'type') === 'application/ld+json')) {
    const json = 'childNodes' in s ? s.childNodes.map((c) => ('value' in c ? c.value : '')).join('') : '';
    expect(() => JSON.parse(json)).not.toThrow();
  }
  if (els.filter((e) => e.tagName === 'style').length !== 1) problems.push('extra style element');
  if (els.filter((e) => e.tagName === 'title').length !== 1) problems.push('title broken out');
  return problems;
}

describe('every text is escaped', () => {
  it.each(PAYLOADS.flatMap((p) => URL_PAYLOADS.slice(0, 2).map((u) => [p, u])))(
    'payload %j with link url %j yields no executable markup',
    (payload, url) => {
      const parsed = parseContent(contentWith(payload, url));
      if (!parsed.ok) throw new Error(parsed.message);
      for (const editable of [false, true]) {
        const html = renderSite(parsed.content, { editable, contactFormAction: '/api/forms/1' });
        expect(findExecutable(html)).toEqual([]);
      }
    },
  );

  it.each(URL_PAYLOADS)('link and button url %j never becomes a link', (url) => {
    const parsed = parseContent(contentWith('text', url));
    if (!parsed.ok) throw new Error(parsed.message);
    const html = renderSite(parsed.content);
    expect(findExecutable(html)).toEqual([]);
    const hrefs = elements(html).flatMap((e) => (attr(e, 'href') ? [attr(e, 'href')] : []));
    expect(hrefs).not.toContain(url);
  });

  it.each(URL_PAYLOADS)('media url %j is refused by the schema', (url) => {
    expect(parseContent({ version: 2, siteName: 'X', hero: { imageUrl: url } })).toMatchObject({ ok: false });
    expect(
      parseContent({ version: 2, siteName: 'X', hero: {}, services: [{ name: 'a', videoUrl: url }] }),
    ).toMatchObject({ ok: false });
  });
});

describe('the executable-markup check', () => {
  it('recognises what it must refuse', () => {
    const page = (body: string) =>
      `<!doctype html><html><head><title>t</title><style></style></head><body>${body}</body></html>`;
    expect(findExecutable(page('<p>fine</p>'))).toEqual([]);
    expect(findExecutable(page('<img src=x onerror=alert(1)>'))).toEqual(['img[onerror]']);
    expect(findExecutable(page('<a href=" javascript:alert(1)">x</a>'))).toHaveLength(1);
    expect(findExecutable(page('<script>alert(1)</script>'))).toEqual(['script element']);
    expect(findExecutable(page('<a href="//evil.example">x</a>'))).toHaveLength(1);
  });
});
