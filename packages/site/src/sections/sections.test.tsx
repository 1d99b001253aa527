// @jsxRuntime automatic -- consumers run this source with their own JSX settings (tsx, vite); pin the runtime.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { attr, byTag, elements, makeContent, textOf } from '../../test/factories';
import { renderSite } from '../render/render-site';
import { SitePage } from '../render/site-page';
import type { ContentInput } from '../schema';

const faq = {
  id: 'q',
  name: 'FAQ',
  type: 'faq',
  order: 3,
  content: { title: 'Questions', questions: [{ question: 'Parking?', answer: 'Free after 6pm.' }] },
};
const pricing = {
  id: 'p',
  name: 'Prices',
  type: 'pricing',
  order: 2,
  content: {
    title: 'Prices',
    plans: [
      { name: 'Small', price: '$5', features: ['One loaf'] },
      { name: 'Family', price: '$12', features: ['Three loaves'] },
      { name: 'Cafe', price: '$40', features: [] },
    ],
  },
};

function page(overrides: Partial<ContentInput> = {}, options: Parameters<typeof renderSite>[1] = {}) {
  return renderSite(makeContent(overrides), options);
}

describe('page structure', () => {
  it('has landmarks, a skip link, one h1 and headings that never skip a level', () => {
    const html = page({ sections: [faq, pricing] as ContentInput['sections'] });
    for (const tag of ['header', 'nav', 'main', 'footer']) expect(byTag(html, tag).length).toBeGreaterThan(0);
    expect(attr(byTag(html, 'a')[0], 'href')).toBe('#main');
    expect(byTag(html, 'h1')).toHaveLength(1);
    const levels = elements(html)
      .filter((e) => /^h[1-6]$/.test(e.tagName))
      .map((e) => Number(e.tagName[1]));
    levels.forEach((level, i) => {
      if (i > 0) expect(level - levels[i - 1]).toBeLessThanOrEqual(1);
    });
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
  });

  it('uses the anchors the navigation points at', () => {
    const ids = elements(page()).map((e) => attr(e, 'id'));
    for (const id of ['home', 'about', 'services', 'contact', 'main']) expect(ids).toContain(id);
  });

  it('falls back to the site name as the h1 when the headline is empty', () => {
    expect(textOf(byTag(page({ hero: { headline: '' } }), 'h1')[0])).toBe('Corner Bakery');
  });

  it('sorts extra sections by order', () => {
    const html = page({ sections: [faq, pricing] as ContentInput['sections'] });
    expect(html.indexOf('Prices')).toBeLessThan(html.indexOf('Questions'));
  });
});

describe('hero', () => {
  it('shows the gradient when there is no media', () => {
    const section = byTag(page(), 'section')[0];
    expect(attr(section, 'class')).toBe('hero');
  });

  it('puts an image behind a 25% black overlay, loaded eagerly with its size', () => {
    const html = page(
      { hero: { headline: 'H', imageUrl: '/uploads/h.webp' } },
      { media: () => ({ width: 1600, height: 900, srcset: [{ url: '/uploads/h-800.webp', width: 800 }] }) },
    );
    expect(html).toContain('class="hero hero-media"');
    expect(html).toMatch(/\.hero-media::before\{[^}]*background:rgb\(0 0 0\/\.25\)/);
    const img = byTag(html, 'img')[0];
    expect(attr(img, 'src')).toBe('/uploads/h.webp');
    expect(attr(img, 'width')).toBe('1600');
    expect(attr(img, 'srcset')).toBe('/uploads/h-800.webp 800w');
    expect(attr(img, 'loading')).toBeUndefined();
    // The hero image is requested from <head>, before any layout.
    expect(html).toMatch(
      /<head>.*<link rel="preload" as="image" imageSrcSet="\/uploads\/h-800.webp 800w"[^>]*fetchPriority="high">.*<\/head>/,
    );
  });

  it('plays a video muted, looping and inline, with a poster, hidden for reduced motion', () => {
    const html = page(
      { hero: { headline: 'H', videoUrl: '/uploads/v.mp4' } },
      { media: () => ({ width: 1280, height: 720, poster: '/uploads/v.jpg' }) },
    );
    const video = byTag(html, 'video')[0];
    for (const a of ['autoplay', 'muted', 'loop', 'playsinline']) expect(attr(video, a)).toBe('');
    expect(attr(video, 'poster')).toBe('/uploads/v.jpg');
    expect(html).toMatch(/prefers-reduced-motion:reduce\)\{[^@]*\.hero-bg video\{display:none\}/);
  });
});

describe('extra sections', () => {
  it('highlights the second pricing plan', () => {
    const plans = byTag(page({ sections: [pricing] as ContentInput['sections'] }), 'li').filter((li) =>
      attr(li, 'class')?.includes('plan'),
    );
    expect(plans.map((p) => attr(p, 'class'))).toEqual(['card plan', 'card plan plan-top', 'card plan']);
  });

  it('renders FAQ answers in details/summary so they open without script', () => {
    const html = page({ sections: [faq] as ContentInput['sections'] });
    expect(textOf(byTag(html, 'summary')[0])).toBe('Parking?');
    expect(textOf(byTag(html, 'details')[0])).toContain('Free after 6pm.');
  });

  it('renders about-expanded, features and cta', () => {
    const html = page({
      sections: [
        {
          id: 'a',
          name: 'Story',
          type: 'about-expanded',
          order: 1,
          content: { title: 'Our story', content: 'Since 1990.', imageUrl: '/uploads/s.png' },
        },
        {
          id: 'f',
          name: 'Why',
          type: 'features',
          order: 2,
          content: { title: 'Why us', features: [{ name: 'Local flour', description: 'Milled nearby.' }] },
        },
        {
          id: 'c',
          name: 'Order',
          type: 'cta',
          order: 3,
          content: { title: 'Order ahead', subtitle: 'Skip the queue.', buttonText: 'Call us' },
        },
      ],
    });
    for (const text of [
      'Our story',
      'Since 1990.',
      'Local flour',
      'Milled nearby.',
      'Order ahead',
      'Skip the queue.',
    ])
      expect(html).toContain(text);
    const cta = byTag(html, 'a').find((a) => textOf(a) === 'Call us');
    expect(attr(cta!, 'href')).toBe('#contact');
    expect(
      byTag(html, 'img').some((i) => attr(i, 'src') === '/uploads/s.png' && attr(i, 'loading') === 'lazy'),
    ).toBe(true);
  });

  it('renders an unknown section type with the generic fallback', () => {
    const html = page({
      sections: [
        {
          id: 't',
          name: 'Team',
          type: 'team',
          order: 1,
          content: { title: 'Meet the team', members: [{ name: 'Ana', description: 'Head baker' }] },
        },
      ],
    });
    expect(html).toContain('Meet the team');
    expect(textOf(byTag(html, 'h3').find((h) => textOf(h) === 'Ana')!)).toBe('Ana');
    expect(html).toContain('Head baker');
  });

  it('shows "Content is loading" for a section without content only in the editor', () => {
    const sections = [
      { id: 'x', name: 'Soon', type: 'faq', order: 1, content: null },
    ] as ContentInput['sections'];
    expect(page({ sections })).not.toContain('Content is loading');
    expect(page({ sections }, { editable: true })).toContain('Content is loading');
  });
});

describe('editable mode', () => {
  const content = makeContent({
    contact: { title: 'Find us', address: '1 Main', phone: 'Your phone number', hours: '' },
    meta: { industry: 'restaurant', language: 'en', placeholders: ['contact.phone'] },
    services: [
      { name: 'A', description: 'a' },
      { name: 'B', description: 'b' },
      { name: 'C', description: 'c', imageUrl: '/uploads/c.png' },
    ],
  });

  it('marks editable texts and media slots with their content paths', () => {
    const html = renderToStaticMarkup(<SitePage content={content} editable />);
    for (const path of [
      'hero.headline',
      'hero.subtitle',
      'about.content',
      'services.2.name',
      'contact.title',
      'footer.copyright',
    ]) {
      expect(html).toContain(`data-path="${path}"`);
    }
    expect(html).toContain('data-media-path="hero"');
    expect(html).toContain('data-media-path="services.2"');
  });

  it('shows placeholders highlighted in the editor and never publishes them', () => {
    expect(renderSite(content, { editable: true })).toMatch(/data-path="contact.phone" data-placeholder=""/);
    const published = renderSite(content);
    expect(published).not.toContain('Your phone number');
    expect(published).not.toContain('data-path');
  });

  it('does not change the published output', () => {
    expect(renderSite(content)).toBe(renderSite(content, { editable: false }));
  });
});

describe('media addresses', () => {
  it('rewrites site paths to the export layout with mediaBase "relative", leaving remote media alone', () => {
    const content = makeContent({
      hero: { headline: 'H', imageUrl: '/uploads/hero.webp' },
      services: [{ name: 'A', description: 'a', imageUrl: 'https://cdn.example/a.jpg' }],
    });
    const srcs = byTag(renderSite(content, { mediaBase: 'relative' }), 'img').map((i) => attr(i, 'src'));
    expect(srcs).toEqual(['assets/hero.webp', 'https://cdn.example/a.jpg']);
  });
});

describe('links on coloured backgrounds', () => {
  it('inherit the hero and call-to-action text colour so they keep its contrast', () => {
    const html = page({ hero: { headline: 'H', subtitle: 'See [our menu](https://menu.example)' } });
    expect(byTag(html, 'a').some((a) => attr(a, 'href') === 'https://menu.example')).toBe(true);
    expect(html).toContain('.hero .lead a,.cta .lead a{color:inherit}');
  });
});

describe('language', () => {
  it('writes its own words in the site language, and English for languages it does not know', () => {
    const german = page({
      meta: { language: 'de-AT', placeholders: [] },
      footer: { summary: '', links: [], copyright: '' },
    });
    expect(german).toContain('<html lang="de-AT">');
    expect(german).toContain('>Zum Inhalt springen</a>');
    expect(german).toContain('<dt>Adresse</dt>');
    expect(german).toContain('Alle Rechte vorbehalten.');
    expect(page({ meta: { language: 'sw', placeholders: [] } })).toContain('>Skip to content</a>');
  });
});
