import { describe, expect, it } from 'vitest';
import { kindChoices } from './facts-form';

describe('the kinds the facts form offers', () => {
  it('calls each kind in the page’s language where the catalog has the word, else in English', () => {
    const german = kindChoices('de');
    expect(german).toContainEqual({ id: 'bakery', label: 'Bäckerei', en: 'bakery' });
    // No German word in the catalog for a piano tuner: the English one, capitalised like the rest.
    expect(german.find((k) => k.id === 'piano-tuner')?.label).toBe('Piano tuner');
    expect(kindChoices('fr').find((k) => k.id === 'bakery')?.label).toBe('Boulangerie');
  });

  it('lists each kind once, in the alphabetical order of the page’s language', () => {
    const spanish = kindChoices('es');
    const labels = spanish.map((k) => k.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'es')));
    expect(new Set(spanish.map((k) => k.id)).size).toBe(spanish.length);
  });
});
