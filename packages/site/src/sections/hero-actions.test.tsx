import { describe, expect, it } from 'vitest';
import { attr, elements, makeContent, textOf } from '../../test/factories';
import { siteCss } from '../render/css';
import { renderSite } from '../render/render-site';

const ACTION = 'https://mainstreet.example/api/forms/k';
const form = { id: 'contact-form', type: 'contact-form', data: {} };
const phoneOnly = { title: 'Contact', address: '', phone: '0491 570 156', hours: '' };
const hero = {
  headline: 'Sparks Electrical',
  subtitle: 'Electrician in Perth.',
  buttonText: 'Send a message',
};

/** The hero's buttons as a visitor reads them: text and where each goes. */
const heroButtons = (html: string) => {
  const home = elements(html).find((e) => attr(e, 'id') === 'home');
  const links: string[] = [];
  const walk = (node: NonNullable<typeof home>) => {
    for (const child of node.childNodes)
      if ('tagName' in child) {
        if (child.tagName === 'a') links.push(`${textOf(child).trim()} → ${attr(child, 'href')}`);
        else walk(child);
      }
  };
  if (home) walk(home);
  return links;
};

describe('the hero offers only channels the page has', () => {
  it('shows no "Send a message" on an exported page with only a phone', () => {
    const html = renderSite(makeContent({ hero, contact: phoneOnly, widgets: [form] }));
    expect(heroButtons(html)).toEqual(['Call 0491 570 156 → tel:0491570156']);
  });

  it('sends "Send a message" to the form the hosted page carries, else to the email', () => {
    const hosted = renderSite(makeContent({ hero, contact: phoneOnly, widgets: [form] }), {
      contactFormAction: ACTION,
    });
    expect(heroButtons(hosted)).toEqual([
      'Call 0491 570 156 → tel:0491570156',
      expect.stringMatching(/^Send a message → #w\d+-contact-form$/),
    ]);
    const withEmail = renderSite(
      makeContent({ hero, contact: { ...phoneOnly, email: 'jo@sparks.example' }, widgets: [form] }),
    );
    expect(heroButtons(withEmail)).toContain('Send a message → mailto:jo@sparks.example');
  });

  it('shows a booking page as a "Book online" button, never its bare address', () => {
    const booking = {
      id: 'reach',
      type: 'social',
      data: {
        title: 'More ways',
        links: [
          {
            name: 'Booking',
            url: 'https://doctolib.example.fr/camille',
            text: 'doctolib.example.fr/camille',
            kind: 'booking',
          },
        ],
      },
    };
    const html = renderSite(
      makeContent({
        hero: { ...hero, buttonText: '' },
        contact: { ...phoneOnly, phone: '' },
        widgets: [booking],
      }),
    );
    expect(heroButtons(html)).toEqual(['Book online → https://doctolib.example.fr/camille']);
    const contact = elements(html).find((e) => attr(e, 'id') === 'contact');
    expect(contact && textOf(contact)).toContain('Book online');
    expect(contact && textOf(contact)).not.toContain('doctolib.example.fr');
  });
});

describe('the hero says where', () => {
  it('names the town above the title when the hero’s words do not, and only then', () => {
    const facts = { location: 'Geelong' };
    const place = (subtitle: string) => {
      const html = renderSite(
        makeContent({
          hero: { ...hero, headline: 'Greenline Mowing', subtitle },
          contact: phoneOnly,
          meta: { industry: 'other', language: 'en', placeholders: [], facts },
          theme: { palette: 'green', layout: { hero: 'statement' } },
        }),
      );
      return elements(html)
        .filter((e) => attr(e, 'class') === 'hero-place')
        .map((e) => textOf(e));
    };
    expect(place('Pensioner discount.')).toEqual(['Geelong']);
    expect(place('Lawns mown across Geelong.')).toEqual([]);
  });
});

describe('the type of every site', () => {
  it('names the colour emoji faces, so an owner’s 🌮 is never an empty box', () => {
    const css = siteCss(makeContent());
    for (const face of ['Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji'])
      expect(css).toMatch(new RegExp(`--fh:[^;]*"${face}"[^;]*;--fb:[^;]*"${face}"`));
  });
});
