import { describe, expect, it } from 'vitest';
import { composeBuiltin } from './compose-builtin';

const site = (prompt: string) => composeBuiltin({ prompt }).content;
const visible = (prompt: string) => JSON.stringify({ ...site(prompt), meta: {} });

describe('a page in the owner’s words (issue 36)', () => {
  it('shows the selling point the owner wrote, word for word', () => {
    for (const [prompt, point] of [
      [
        'Mobile locksmith covering Leeds and Bradford, keys cut while you wait. Call 07700 900123',
        'keys cut while you wait',
      ],
      [
        'Small pilates studio in Fitzroy. Never more than 6 in a class. Mat and reformer classes.',
        'Never more than 6 in a class',
      ],
      [
        'Vet for cats and dogs in Brighton. Home visits only. Certificates the same day. We speak Polish.',
        'Certificates the same day',
      ],
      [
        'Vet for cats and dogs in Brighton. Home visits only. Certificates the same day. We speak Polish.',
        'We speak Polish',
      ],
      [
        'Vet for cats and dogs in Brighton. Home visits only. Certificates the same day. We speak Polish.',
        'Home visits only',
      ],
    ]) {
      expect(visible(prompt), prompt).toContain(point);
    }
  });

  it('writes no section of stock sentences: no why-us, approach or call-to-action block', () => {
    const content = site(
      'Bella Napoli is a family-run pizzeria in Austin, TX. Wood-fired pizza and tiramisu.',
    );
    expect(content.sections.map((s) => s.type)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(?:about-expanded|cta)$/)]),
    );
    expect(content.sections.filter((s) => s.id === 'features')).toEqual([]);
    expect(JSON.stringify(content)).not.toMatch(/takes pride|care and attention|Not sure which/i);
  });

  it('leads the hero with the name and the owner’s line, never "Your X in Y"', () => {
    const { hero } = site('Bella Napoli is a family-run pizzeria in Austin, TX. Call (512) 555-0142.');
    expect(hero.headline).toBe('Bella Napoli');
    expect(hero.subtitle).toBe('Family-run pizzeria in Austin, TX.');
  });

  it('gives the hero a button naming a channel the site has', () => {
    expect(site('Zen Yoga in Leeds. Book at https://zen.example/book').hero.buttonText).toBe(
      '[Book online](https://zen.example/book)',
    );
    expect(site('Bike repairs in Leipzig, WhatsApp 0171 2345678').hero.buttonText).toMatch(
      /^\[[^\]]+\]\(https:\/\/wa\.me\/491712345678\)$/,
    );
    expect(site('Zen Yoga in Leeds, hello@zen.example').hero.buttonText).toBe(
      '[Email us](mailto:hello@zen.example)',
    );
    // A phone is the hero's own "Call …" button; no second one promises another channel.
    expect(site('Zen Yoga in Leeds, call 0113 496 0000').hero.buttonText).toBe('');
    // Nothing given: the contact form, which published sites carry.
    expect(site('Zen Yoga in Leeds').hero.buttonText).toBe('Send a message');
  });

  it('never takes a street, a list label or a contact word for the name or a service', () => {
    const windows = site(
      'window cleaner, gutters and conservatories too, harbour road area, text 0412 345 678',
    );
    expect(windows.services.map((s) => s.name)).toEqual(['Gutters and conservatories']);
    const barber = site('Services:\n- haircuts\n- beard trims\n- hot towel shaves\nFade Street, Leeds');
    expect(barber.siteName).not.toMatch(/Fade Street|Services/);
    expect(barber.meta.facts?.missing).toContain('name');
  });
});

describe('the page’s language', () => {
  it('is the description’s: a German one with English product words stays German', () => {
    const content = site(
      'Fahrradwerkstatt in Leipzig – E-Bike Service, Inspektion, Reparaturen. WhatsApp 0171 2345678. Mo-Fr 10-18 Uhr',
    );
    expect(content.meta.language).toBe('de');
    expect(content.navigation.links[0].name).toBe('Start');
  });
});
