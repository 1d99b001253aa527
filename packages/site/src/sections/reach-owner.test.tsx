import { describe, expect, it } from 'vitest';
import { makeContent } from '../../test/factories';
import { renderSite } from '../render/render-site';

const ACTION = 'https://mainstreet.example/api/forms/k';
const form = { id: 'contact-form', type: 'contact-form', data: {} };
// Hours alone: nothing in the contact section a visitor could write or call with.
const hoursOnly = {
  title: 'Contact',
  address: '',
  phone: '',
  hours: 'Mon–Sat 7am–3pm',
};

describe('a way to reach the owner', () => {
  it('sends the hero and closing buttons to the form, not to a contact section with only hours', () => {
    const content = makeContent({
      contact: hoursOnly,
      widgets: [form],
      sections: [
        {
          id: 'cta',
          name: 'CTA',
          type: 'cta',
          order: 0,
          content: { title: 'Say hello', buttonText: 'Message us', buttonUrl: '#contact' },
        },
      ],
    });
    const html = renderSite(content, { contactFormAction: ACTION });
    expect(html).toContain(`action="${ACTION}"`);
    const formAnchor = /<section id="(w\d+-contact-form)"/.exec(html)?.[1];
    expect(formAnchor).toBeDefined();
    expect(html).toContain(`href="#${formAnchor}">Visit us</a>`);
    expect(html).toContain(`href="#${formAnchor}">Message us</a>`);
  });

  it('shows no button that leads to a section with only hours when there is no form', () => {
    const content = makeContent({ contact: hoursOnly, widgets: [] });
    const html = renderSite(content);
    expect(html).not.toContain('Visit us</a>');
  });

  it('shows the form in the editor, and a mail link or nothing where the host takes no messages', () => {
    const editor = renderSite(makeContent({ contact: hoursOnly, widgets: [form] }), { editable: true });
    expect(editor).toContain('<form');
    const withEmail = renderSite(
      makeContent({ contact: { ...hoursOnly, email: 'hi@corner.example' }, widgets: [form] }),
    );
    expect(withEmail).not.toContain('<form');
    expect(withEmail).toContain('href="mailto:hi@corner.example"');
    const without = renderSite(makeContent({ contact: hoursOnly, widgets: [form] }));
    expect(without).not.toContain('<form');
  });

  it('marks suggested services in the editor only', () => {
    const content = makeContent({
      services: [{ name: 'Pastries', description: 'Croissants and buns.', suggested: true }],
    });
    expect(renderSite(content, { editable: true })).toContain('Suggested: check this');
    expect(renderSite(content)).not.toContain('Suggested');
  });
});

describe('the email on a page without a form', () => {
  const content = makeContent({
    contact: { ...hoursOnly, email: 'abogados@restrepoasociados.example.com' },
    widgets: [form],
    meta: { language: 'es', placeholders: [] },
  });
  const html = renderSite(content);

  it('lists the address once, in the contact section, with no second "write to us" block', () => {
    const shown = html
      .slice(html.indexOf('<body'))
      .replace(/<wbr\/?>/g, '')
      .replace(/<[^>]*>/g, ' ');
    expect(shown.match(/abogados@restrepoasociados\.example\.com/g)).toHaveLength(1);
    expect(html).not.toContain('contact-form');
  });

  it('puts the catalog label on the button and the address beneath it, breakable only at its dots', () => {
    const dd = /<dd class="mail">(.*?)<\/dd>/.exec(html)?.[1] ?? '';
    expect(dd).toMatch(
      /<a class="btn" href="mailto:abogados@restrepoasociados\.example\.com">Enviar un correo<\/a>/,
    );
    const address = /<span class="addr">(.*?)<\/span>/.exec(dd)?.[1] ?? '';
    expect(address.replace(/<wbr\/?>/g, '')).toBe('abogados@restrepoasociados.example.com');
    expect(address).toMatch(/^abogados@<wbr\/?>restrepoasociados<wbr\/?>\.example/);
  });
});
