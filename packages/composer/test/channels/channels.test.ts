import { readFileSync } from 'node:fs';
import { jsonLd, renderSite } from '@mainstreet/site';
import { describe, expect, it } from 'vitest';
import { composeBuiltin } from '../../src/index';
import { emptyScore, scoreSite } from './measure';
import { ROUND_1_CHANNELS } from './round-1';

const round1 = JSON.parse(
  readFileSync(
    new URL('../../../../docs/review/2026-11-28-round-1/descriptions.json', import.meta.url),
    'utf8',
  ),
) as Array<{ id: string; description: string }>;
const now = new Date('2026-11-28');
const site = (prompt: string) => composeBuiltin({ prompt }, { now }).content;

describe('every way to reach the owner, read, linked and named as written', { timeout: 60_000 }, () => {
  it('links each channel of round 1’s 64 descriptions, and the hero leads with the owner’s', () => {
    const score = emptyScore();
    for (const label of ROUND_1_CHANNELS) {
      const prompt = round1.find((d) => d.id === label.id)?.description ?? '';
      scoreSite(label, site(prompt), score);
    }
    expect(score.notes).toEqual([]);
    expect(score.right).toBe(ROUND_1_CHANNELS.reduce((n, l) => n + l.channels.length, 0));
  });

  it('offers a number the owner takes texts on as a text, never a call', () => {
    const html = renderSite(site('Piano tuning round Bath. £85 a tuning, text me on 07700 900456.'));
    expect(html).toMatch(/href="sms:07700900456">Text 07700 900456</);
    expect(html).not.toContain('href="tel:');
  });

  it('links a WhatsApp-only number to wa.me in its own country, with no call button', () => {
    const html = renderSite(
      site('Mariachi en Guadalajara, serenatas y bodas. Cotiza por WhatsApp 33 5555 0123'),
    );
    expect(html).toContain('href="https://wa.me/523355550123"');
    expect(html).not.toContain('href="tel:');
  });

  it('links "Insta @x", bare booking domains and profiles, and names only profiles in sameAs', () => {
    const content = site(
      'Steamboat Willa, a floating sauna in Seattle. Book at steamboatwilla.com/book. Insta @steamboatwilla',
    );
    const html = renderSite(content);
    expect(html).toContain('href="https://steamboatwilla.com/book"');
    expect(html).toContain('href="https://instagram.com/steamboatwilla"');
    expect(jsonLd(content).sameAs).toEqual(['https://instagram.com/steamboatwilla']);
  });

  it('never calls a walk-in workshop’s website a booking page', () => {
    const content = site(
      'Atelier Rayon – réparation vélos, Nantes. Sans rendez-vous le samedi.\nwww.atelier-rayon.fr',
    );
    expect(content.hero.buttonText).toBe('[Voir le site](https://www.atelier-rayon.fr)');
  });

  it('links a European street written without a postcode to the map', () => {
    const html = renderSite(site('Zapatería en Madrid. C/ Fuencarral 141. Tel. 910 000 123'));
    expect(html).toContain('openstreetmap.org/search?query=C%2F%20Fuencarral%20141');
  });
});
