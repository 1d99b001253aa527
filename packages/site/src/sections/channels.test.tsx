import { describe, expect, it } from 'vitest';
import { makeContent } from '../../test/factories';
import { renderSite } from '../render/render-site';
import { jsonLd } from '../seo/json-ld';

const noButton = { headline: 'Piano tuning', subtitle: 'Round Bath and Bristol.', buttonText: '' };
const phoneOnly = { title: 'Contact', address: '', phone: '07700 900456', hours: '' };
const reach = {
  id: 'reach',
  type: 'social',
  data: {
    title: 'More ways to reach us',
    links: [
      { name: 'WhatsApp', url: 'https://wa.me/447700900789', text: '07700 900789', kind: 'whatsapp' },
      { name: 'Booking', url: 'https://thevault.co.nz', text: 'thevault.co.nz', kind: 'booking' },
      { name: 'Instagram', url: 'https://instagram.com/thevault', text: '@thevault', kind: 'social' },
    ],
  },
};

describe('the ways to reach the owner, as the owner takes them', () => {
  it('offers a number taken by text only as a text: no Call button, an sms: link', () => {
    const html = renderSite(
      makeContent({
        hero: noButton,
        contact: phoneOnly,
        meta: { language: 'en', placeholders: [], facts: { phoneTakes: 'texts' } },
      }),
    );
    expect(html).toMatch(
      /<div class="hero-actions"><a class="btn[^"]*" href="sms:07700900456">Text 07700 900456<\/a><\/div>/,
    );
    expect(html).toContain('<dt>Text</dt><dd><a href="sms:07700900456">07700 900456</a>');
    expect(html).not.toContain('tel:');
  });

  it('offers a number taken by call and text both ways', () => {
    const html = renderSite(
      makeContent({
        hero: noButton,
        contact: phoneOnly,
        meta: { language: 'en', placeholders: [], facts: { phoneTakes: 'calls-and-texts' } },
      }),
    );
    expect(html).toContain('href="tel:07700900456">Call 07700 900456</a>');
    expect(html).toContain('href="sms:07700900456">Send a text</a>');
  });

  it('lists WhatsApp, booking and profiles in the contact section for visitors, the widget in the editor', () => {
    const content = makeContent({ hero: noButton, contact: phoneOnly, widgets: [reach] });
    const html = renderSite(content);
    expect(html).toContain('<dt>WhatsApp</dt><dd><a href="https://wa.me/447700900789"');
    expect(html).toContain('>@thevault</a>');
    expect(html).not.toContain('More ways to reach us');
    expect(renderSite(content, { editable: true })).toContain('More ways to reach us');
  });

  it('names profiles in sameAs, never a chat or booking link', () => {
    expect(jsonLd(makeContent({ widgets: [reach] })).sameAs).toEqual(['https://instagram.com/thevault']);
  });
});
