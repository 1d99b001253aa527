import { describe, expect, it } from 'vitest';
import { composeBuiltin } from '../compose-builtin';
import { findName } from './name';
import { findLocation } from './place';

describe('a business name', () => {
  it('is never the start of the owner’s sentence about themselves', () => {
    expect(
      findName('Soy fisioterapeuta a domicilio en Lima (Miraflores, Barranco). Llevo 9 años atendiendo.'),
    ).toBe(undefined);
    expect(
      findName('Atiendo perros y gatos en Rosario. Tengo 20 años de oficio. Hago visitas.'),
    ).toBeUndefined();
  });

  it('is not one of several quoted things the business offers, but the name that says what it is', () => {
    expect(
      findName(
        'La Cripta Secreta es un escape room en León con dos juegos: "La Cripta" (60 min) y "El Tesoro" (75 min).',
      ),
    ).toBe('La Cripta Secreta');
    // One quoted name alone is still the name.
    expect(findName('My cake shop "Sugar Moon" bakes to order in Hull.')).toBe('Sugar Moon');
  });

  it('leaves the name to the facts form when only a clause was found', () => {
    const c = composeBuiltin({
      prompt:
        'Soy cerrajera en Montevideo. Llevo 15 años abriendo puertas. Cambio cerraduras y hago copias de llaves.',
    }).content;
    expect(c.siteName).not.toMatch(/^Llevo/);
    expect(c.meta.facts?.missing).toContain('name');
    // The first page a file composes loads the dictionaries.
  }, 30_000);
});

describe('the town', () => {
  it('is not a small place’s name that is a common word of the list it stands in', () => {
    // "Messen" (measuring) is also a village of 1,000 people.
    expect(findLocation('Schornsteinfeger. Kehren, Messen, Abgaswege prüfen.', [], 'de')).toBeUndefined();
    expect(findLocation('Schornsteinfegermeister im Raum Kassel. Kehren, Messen, Beratung.', [], 'de')).toBe(
      'Kassel',
    );
    // A city of that name stays a town.
    expect(findLocation('Hochzeitsfotografin, Essen und Umgebung.', [], 'de')).toBe('Essen');
  });
});
