import { describe, expect, it } from 'vitest';
import { makeContent } from '../../test/factories';
import { HERO_VARIANTS } from '../constants';
import { monogram } from '../sections/header';
import { faviconSvg } from '../seo/favicon';
import { PALETTES } from '../theme/palettes';
import { buttonLink } from './actions';
import { gridColumns } from './grid';
import { canHoldLink } from './link-fields';
import { renderSite } from './render-site';
import { findUnfinishedForPublish } from './unfinished';

const hue = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
};

describe('logo initials', () => {
  it.each([
    ['Smith & Jones', 'SJ'],
    ['The Daily Grind', 'DG'],
    ["Joe's", 'J'],
    ['🍕 Slice Club', 'SC'],
    ['🍕', '🍕'],
    ['Café Élan', 'CÉ'],
    ['& Co', 'C'],
    ['', ''],
  ])('%s → %s', (name, expected) => {
    expect(monogram(name)).toBe(expected);
  });
});

describe('grids', () => {
  it('never leaves one item alone on a last row, for 1 to 12 items', () => {
    for (let n = 1; n <= 12; n++) {
      const cols = gridColumns(n);
      if (n === 13) continue;
      expect(n > cols && n % cols === 1, `${n} items in ${cols} columns`).toBe(false);
    }
  });
});

describe('Add Link in buttons and headings', () => {
  it('takes a button’s address from [text](url), and falls back otherwise', () => {
    expect(buttonLink('[Book](https://example.com/book)', '#contact')).toEqual({
      href: 'https://example.com/book',
      text: 'Book',
      isExternal: true,
    });
    expect(buttonLink('Book now', '#contact')).toEqual({
      href: '#contact',
      text: 'Book now',
      isExternal: false,
    });
    expect(buttonLink('Book now', undefined)).toBeUndefined();
    expect(buttonLink('[Book](javascript:alert(1))', undefined)).toBeUndefined();
  });

  it('renders links in headings, section titles and buttons as anchors opening a new tab', () => {
    const html = renderSite(
      makeContent({
        hero: {
          headline: 'Fresh [bread](https://example.com/bread)',
          subtitle: '',
          buttonText: '[Book](https://example.com/b)',
        },
        about: { title: 'Meet [the team](https://example.com/team)', content: 'We bake.' },
        theme: { palette: 'blue', fonts: 'modern', layout: { hero: 'statement' } },
      }),
    );
    expect(html).toContain(
      '<h1 id="home-title">Fresh <a href="https://example.com/bread" target="_blank" rel="noopener noreferrer">bread</a></h1>',
    );
    expect(html).toMatch(
      /<h2 id="about-title">Meet <a href="https:\/\/example.com\/team" target="_blank" rel="noopener noreferrer">the team<\/a><\/h2>/,
    );
    expect(html).toMatch(
      /<a class="btn[^"]*" href="https:\/\/example.com\/b" target="_blank" rel="noopener noreferrer">Book<\/a>/,
    );
    expect(html).not.toContain('](');
  });

  it('does not offer links inside other links or controls', () => {
    expect(canHoldLink('hero.headline')).toBe(true);
    expect(canHoldLink('sections.2.content.title')).toBe(true);
    expect(canHoldLink('siteName')).toBe(false);
    expect(canHoldLink('navigation.links.1.name')).toBe(false);
    expect(canHoldLink('sections.3.content.questions.0.question')).toBe(false);
  });
});

describe('hero compositions', () => {
  const pictures = {
    hero: {
      headline: 'Portraits that feel like you',
      subtitle: 'Studio and location',
      buttonText: 'Book',
      imageUrl: '/uploads/h.webp',
    },
    services: ['a', 'b', 'c'].map((s) => ({
      name: s,
      description: `About ${s}`,
      imageUrl: `/uploads/${s}.webp`,
    })),
    contact: { title: 'Contact', address: '', phone: '0113 496 0123', hours: 'Mon–Fri 9–5', email: '' },
    meta: { language: 'en', placeholders: [], facts: { foundedYear: '1987', location: 'Tulsa' } },
  };
  it.each(HERO_VARIANTS)('draws the %s hero when the content allows it', (hero) => {
    const html = renderSite(
      makeContent({ ...pictures, theme: { palette: 'blue', fonts: 'modern', layout: { hero } } }),
    );
    // With a picture the statement sits beside it, and the fact card over it: a picture is never hidden.
    const expected = {
      split: 'hero hero-split',
      overlay: 'hero hero-media hero-overlay',
      statement: 'hero hero-split',
      facts: 'hero hero-facts hero-media',
      gallery: 'hero hero-strip',
    }[hero];
    expect(html).toContain(`<section id="home" class="${expected}"`);
    // A known phone is the hero's main button.
    expect(html).toMatch(/<a class="btn[^"]*" href="tel:01134960123">Call 0113 496 0123<\/a>/);
  });

  it('falls back when a composition lacks what it shows', () => {
    const html = renderSite(
      makeContent({ theme: { palette: 'blue', fonts: 'modern', layout: { hero: 'gallery' } } }),
    );
    expect(html).toContain('class="hero hero-statement"');
  });
});

describe('nothing unfinished for visitors', () => {
  it('refuses to publish without a real name, and leaves the stand-in name out of the page', () => {
    const content = makeContent({
      siteName: 'Your Business Name',
      meta: { language: 'en', placeholders: ['siteName'] },
    });
    expect(findUnfinishedForPublish(content)[0]).toMatchObject({ field: 'siteName' });
    expect(renderSite(content)).not.toContain('Your Business Name');
    expect(findUnfinishedForPublish(makeContent({ siteName: 'Harbour Lights' }))).toEqual([]);
  });

  it('makes no letters up for a page without a name: no colour panel, the tab icon plain', () => {
    const content = makeContent({
      siteName: 'Your Business Name',
      hero: { headline: 'Tango lessons in Palermo', subtitle: '' },
      theme: { palette: 'blue', fonts: 'modern', layout: { hero: 'statement' } },
      meta: { language: 'en', placeholders: ['siteName'] },
    });
    const html = renderSite(content);
    expect(html).toContain('class="hero hero-statement"');
    // No empty colour panel beside the words (read as a missing photo), and no "M" made up for the name.
    const hero = html.slice(html.indexOf('id="home"'), html.indexOf('</section>', html.indexOf('id="home"')));
    expect(hero).not.toContain('aria-hidden="true"');
    expect(hero).not.toMatch(/>M</);
    // The editor's header, where the name is still to be typed, has no letter badge either.
    expect(renderSite(content, { editable: true })).not.toContain('class="mark"');
    expect(faviconSvg(content)).not.toContain('<text');
  });

  it('shows a named page its name in the header without a badge of invented initials', () => {
    const html = renderSite(makeContent({ siteName: 'Harbour Lights' }));
    const brand = html.slice(
      html.indexOf('class="brand"'),
      html.indexOf('</a>', html.indexOf('class="brand"')),
    );
    expect(brand).toContain('Harbour Lights');
    expect(brand).not.toContain('HL');
  });

  it('shows pricing only with prices, and a contact section only with something in it', () => {
    const content = makeContent({
      contact: { title: 'Contact', address: 'Add your street address', phone: '', hours: '', email: '' },
      meta: { language: 'en', placeholders: ['contact.address', 'sections.0.content.plans.0.price'] },
      sections: [
        {
          id: 'pricing',
          name: 'Pricing',
          type: 'pricing',
          order: 0,
          content: { title: 'Prices', plans: [{ name: 'Cut', price: '', features: [] }] },
        },
      ],
    });
    const html = renderSite(content);
    expect(html).not.toContain('Prices');
    expect(html).not.toContain('id="contact"');
    expect(html).not.toContain('href="#contact"');
    const hosted = renderSite(content, { contactFormAction: '/api/forms/1' });
    expect(hosted).toContain('<section id="contact"');
    expect(hosted).toContain('action="/api/forms/1"');
    // The editor still shows both, highlighted.
    const editor = renderSite(content, { editable: true });
    expect(editor).toContain('Prices');
    expect(editor).toContain('data-placeholder');
  });
});

describe('palettes', () => {
  it('keeps blue and purple clearly apart (hero colours over 40° of hue, buttons over 35°)', () => {
    for (const [key, min] of [
      ['primary', 35],
      ['heroFrom', 40],
      ['heroTo', 40],
    ] as const) {
      const d = Math.abs(hue(PALETTES.blue[key]) - hue(PALETTES.purple[key]));
      expect(Math.min(d, 360 - d), key).toBeGreaterThan(min);
    }
    // The blue hero no longer ends in violet.
    expect(hue(PALETTES.blue.heroTo)).toBeLessThan(240);
  });
});
