import { describe, expect, it } from 'vitest';
import { contentSchema } from '../schema';
import { withLanguage } from './labels';
import { renderSite } from './render-site';

const base = contentSchema.parse({
  siteName: 'Rye & Roll',
  hero: { headline: 'Bread' },
  footer: {
    summary: '',
    links: [{ name: 'Home', url: '#home' }],
    copyright: '© 2026 Rye & Roll. All rights reserved.',
  },
  contact: {
    address: '21 Stonegate, York',
    phone: '01904 000000',
    hours: 'Tue–Sat 8–4',
    email: 'hi@rye.example',
  },
});

describe('withLanguage', () => {
  it('sets lang and re-labels the renderer’s words, the default navigation and the copyright line', () => {
    const spanish = withLanguage(base, 'es');
    expect(spanish.meta.language).toBe('es');
    expect(spanish.navigation.links.map((l) => l.name)).toEqual([
      'Inicio',
      'Nosotros',
      'Servicios',
      'Contacto',
    ]);
    expect(spanish.footer.links.map((l) => l.name)).toEqual(['Inicio']);
    expect(spanish.footer.copyright).toBe('© 2026 Rye & Roll. Todos los derechos reservados.');
    const html = renderSite(spanish);
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('<dt>Dirección</dt>');
    expect(html).not.toContain('<dt>Address</dt>');
  });

  it('keeps link names and copy the owner wrote', () => {
    const owned = {
      ...base,
      navigation: {
        links: [
          { name: 'Our loaves', url: '#services' },
          { name: 'About', url: '#about' },
        ],
      },
      footer: { ...base.footer, copyright: 'Baked in York' },
    };
    const german = withLanguage(owned, 'de');
    expect(german.navigation.links.map((l) => l.name)).toEqual(['Our loaves', 'Über uns']);
    expect(german.footer.copyright).toBe('Baked in York');
  });

  it('goes back again', () => {
    const back = withLanguage(withLanguage(base, 'fr'), 'en');
    expect(back.navigation.links).toEqual(base.navigation.links);
    expect(back.footer.copyright).toBe(base.footer.copyright);
    expect(back.meta.language).toBe('en');
  });
});
