import { describe, expect, it } from 'vitest';
import { makeContent } from '../../test/factories';
import { labelsFor } from '../render/labels';
import { renderSite } from '../render/render-site';

const ACTION = 'https://mainstreet.example/api/forms/k';
const form = { id: 'contact-form', type: 'contact-form', data: {} };
const nothing = { title: 'Contact', address: '', phone: '', hours: '', email: '' };
const links = [
  { name: 'Home', url: '#home' },
  { name: 'Contact', url: '#contact' },
];

describe('a page whose owner gave no phone, email or address', () => {
  it('leads its Contact link and its hero button to the form that sends', () => {
    const content = makeContent({
      contact: nothing,
      widgets: [form],
      navigation: { links },
      hero: { headline: 'Kite maker · Nelson', subtitle: 'Handmade kites.', buttonText: 'Send a message' },
    });
    const html = renderSite(content, { contactFormAction: ACTION });
    const anchor = /<section id="(w\d+-contact-form)"/.exec(html)?.[1];
    expect(anchor).toBeDefined();
    expect(html).toContain(`href="#${anchor}">Contact</a>`);
    expect(html).toContain(`href="#${anchor}">Send a message</a>`);
  });

  it('shows no Contact link and no message button where the form cannot send (an export without a server)', () => {
    const content = makeContent({
      contact: nothing,
      widgets: [form],
      navigation: { links },
      hero: { headline: 'Kite maker · Nelson', subtitle: 'Handmade kites.', buttonText: 'Send a message' },
    });
    const html = renderSite(content);
    expect(html).not.toContain('>Contact</a>');
    expect(html).not.toContain('Send a message</a>');
  });
});

describe('the words of a one-person business', () => {
  it('say "me" where a team’s say "us", in each language', () => {
    expect(labelsFor('en', 'singular').sendMessage).toBe('Send me a message');
    expect(labelsFor('en').sendMessage).toBe('Send us a message');
    expect(labelsFor('es', 'singular').nav.about).toBe('Sobre mí');
    expect(labelsFor('fr', 'singular').sendMessage).toBe('Écrivez-moi');
    expect(labelsFor('de-AT', 'singular').about).toBe('Über mich');
  });

  it('title the form "Send me a message" on a page whose voice is singular', () => {
    const content = makeContent({ contact: nothing, widgets: [form] });
    const solo = renderSite(
      { ...content, meta: { ...content.meta, voice: 'singular' } },
      { contactFormAction: ACTION },
    );
    expect(solo).toContain('Send me a message');
    expect(renderSite(content, { contactFormAction: ACTION })).toContain('Send us a message');
  });
});
