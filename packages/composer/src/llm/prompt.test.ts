import { describe, expect, it } from 'vitest';
import { readDescription } from '../read';
import { buildCopyMessages } from './prompt';

const messagesFor = (prompt: string) =>
  buildCopyMessages(readDescription({ prompt, industry: 'restaurant', colorPreference: '' }), true);

describe('buildCopyMessages', () => {
  it.each([
    ['Panadería La Espiga es una panadería familiar en Madrid con pan de masa madre.', 'es', 'Spanish'],
    ['La Fournée est une boulangerie à Lyon : pain au levain et viennoiseries.', 'fr', 'French'],
    ['Familienbäckerei seit 1971 in München, Brot und Kuchen, Di–So 7–17 Uhr', 'de', 'German'],
    ['Rye & Roll is a little bakery in York with sourdough and buns.', 'en', 'English'],
  ])('asks for copy in the description’s language: %s', (prompt, code, name) => {
    const [system, user] = messagesFor(prompt);
    expect(system.content).toContain(`Write every text in ${name}`);
    expect(JSON.parse(user.content.slice(user.content.indexOf('{'))).language).toBe(code);
  });

  it('tells the model which claims it may not make', () => {
    const [system] = messagesFor('Pizzeria in Leeds');
    for (const claim of [
      'made to order',
      'in-house',
      'family-run',
      'free quotes',
      '24/7',
      'licensed',
      'guarantees',
    ])
      expect(system.content).toContain(claim);
  });
});
