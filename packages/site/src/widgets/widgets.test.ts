import { describe, expect, it } from 'vitest';
import { attr, byTag, makeContent, textOf } from '../../test/factories';
import { renderSite } from '../render/render-site';
import type { ContentInput } from '../schema';

function page(overrides: Partial<ContentInput> = {}, options: Parameters<typeof renderSite>[1] = {}) {
  return renderSite(makeContent(overrides), options);
}

describe('widgets', () => {
  const widgets = (list: ContentInput['widgets'], options = {}) =>
    page(
      {
        widgets: list,
        contact: {
          title: 'Find us',
          address: '1 Main Street, Springfield',
          phone: '555 0100',
          hours: 'Mon 9–5\nTue 9–5',
          email: 'hi@bakery.example',
        },
      },
      options,
    );

  it('opening-hours lists data.hours, else contact.hours', () => {
    expect(
      byTag(widgets([{ id: 'h', type: 'opening-hours', data: { hours: 'Sat 8–12' } }]), 'ul').some(
        (u) => textOf(u) === 'Sat 8–12',
      ),
    ).toBe(true);
    expect(widgets([{ id: 'h', type: 'opening-hours', data: {} }])).toContain(
      '<li>Mon 9–5</li><li>Tue 9–5</li>',
    );
  });

  it('map is a link to a map search of the address, with no embed', () => {
    const html = widgets([{ id: 'm', type: 'map', data: {} }]);
    const link = byTag(html, 'a').find((a) => attr(a, 'href')?.includes('openstreetmap'));
    expect(attr(link!, 'href')).toBe(
      'https://www.openstreetmap.org/search?query=1%20Main%20Street%2C%20Springfield',
    );
    expect(byTag(html, 'iframe')).toHaveLength(0);
  });

  it('gallery shows images with their alt text', () => {
    const html = widgets([
      {
        id: 'g',
        type: 'gallery',
        data: {
          images: [
            { url: '/uploads/a.png', alt: 'Rye loaf' },
            { url: 'javascript:x', alt: 'bad' },
          ],
        },
      },
    ]);
    const imgs = byTag(html, 'img');
    expect(imgs.map((i) => attr(i, 'alt'))).toEqual(['Rye loaf']);
  });

  it('social links open in a new tab', () => {
    const html = widgets([
      {
        id: 's',
        type: 'social',
        data: { links: [{ name: 'Instagram', url: 'https://instagram.com/bakery' }] },
      },
    ]);
    const a = byTag(html, 'a').find((x) => textOf(x) === 'Instagram')!;
    expect(attr(a, 'rel')).toContain('noopener');
  });

  it('contact-form posts to the action with a hidden honeypot, else leaves the email to the contact section', () => {
    const html = widgets([{ id: 'f', type: 'contact-form', data: {} }], {
      contactFormAction: '/api/forms/abc',
    });
    const form = byTag(html, 'form')[0];
    expect(attr(form, 'method')).toBe('post');
    expect(attr(form, 'action')).toBe('/api/forms/abc');
    expect(byTag(html, 'input').map((i) => attr(i, 'name'))).toEqual(['name', 'email', 'website']);
    expect(byTag(html, 'textarea').map((i) => attr(i, 'name'))).toEqual(['message']);
    expect(html).toMatch(/<div class="hp" aria-hidden="true">/);
    // Without a form that sends, no second block repeats the address the contact section lists.
    const fallback = widgets([{ id: 'f', type: 'contact-form', data: {} }]);
    expect(byTag(fallback, 'form')).toHaveLength(0);
    const shown = fallback
      .slice(fallback.indexOf('<body'))
      .replace(/<wbr\/?>/g, '')
      .replace(/<[^>]*>/g, ' ');
    expect(shown.match(/hi@bakery\.example/g)).toHaveLength(1);
  });

  it('an unknown widget renders nothing published and its type in the editor', () => {
    const list = [{ id: 'u', type: 'countdown-timer', data: {} }];
    expect(widgets(list)).not.toContain('countdown-timer');
    expect(widgets(list, { editable: true })).toContain('countdown-timer');
  });
});
