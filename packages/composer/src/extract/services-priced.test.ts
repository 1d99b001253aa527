import { describe, expect, it } from 'vitest';
import { extractFacts } from './facts';

const services = (text: string, language?: string) => extractFacts(text, language).services;

describe('every service the owner lists, even with a price on one', () => {
  it('leaves a sentence with a price among its items whole; a list of lines keeps every item', () => {
    expect(
      services(
        'Mobile mower repairs around Dunedin. Blade sharpening $35, carburettor cleans, belt swaps, pull-cord fixes.',
      ),
    ).toEqual([]);
    expect(
      services('Mower repairs. Services:\n- Blade sharpening $35\n- Carburettor cleans\n- Belt swaps'),
    ).toEqual(['Blade sharpening', 'Carburettor cleans', 'Belt swaps']);
  });

  it('reads "call-outs" and "open fires" as services, not a phone request or opening hours', () => {
    expect(services('Gutter cleaning in Bath. Open fires, log burners, call-outs, leaf guards.')).toEqual([
      'Open fires',
      'log burners',
      'call-outs',
      'leaf guards',
    ]);
  });

  it('keeps a brand named in plural among lower-case items ("Agas")', () => {
    expect(services('Stove fitter, Devon. Log burners, range cookers, Agas, flue liners.')).toContain('Agas');
  });

  it('keeps a price said in a sentence that says more out of the lists', () => {
    const facts = extractFacts('Window cleaner. Conservatories, fascias, gutters. Houses from £15, no mess.');
    // "Houses from £15, no mess" says more than a price: it stays the owner's sentence, no card.
    expect(facts.services).toEqual(['Conservatories', 'fascias', 'gutters']);
    expect(facts.prices).toEqual([]);
  });

  it('leaves a price list of two or more whole', () => {
    const facts = extractFacts('Pilates studio. Mat, reformer, barre. Drop-in £12, monthly unlimited £100.');
    expect(facts.services).toEqual(['Mat', 'reformer', 'barre']);
  });
});

describe('Swiss prices with the currency first', () => {
  it('gives each listed line its name and its price, unit and bracket included', () => {
    const facts = extractFacts(
      'Blitzblank AG – Reinigung in Basel\n- Unterhaltsreinigung ab CHF 48.– pro Stunde\n- Fensterreinigung\n- Endreinigung mit Abnahmegarantie ab CHF 590.– (3-Zimmer-Wohnung)\n- Teppichreinigung',
      'de',
    );
    expect(facts.services).toEqual([
      'Unterhaltsreinigung',
      'Fensterreinigung',
      'Endreinigung mit Abnahmegarantie',
      'Teppichreinigung',
    ]);
    expect(facts.prices).toEqual([
      { label: 'Unterhaltsreinigung', price: 'ab CHF 48.– pro Stunde' },
      { label: 'Endreinigung mit Abnahmegarantie', price: 'ab CHF 590.– (3-Zimmer-Wohnung)' },
    ]);
  });
});

describe('a list’s makes and a header’s last cell', () => {
  it('keeps a make among the treatments ("Invisalign")', () => {
    expect(services('Bright Smile Dental, Tulsa. Cleanings, whitening, Invisalign and crowns.')).toContain(
      'Invisalign',
    );
  });

  it('reads the list after the last "|" of a header line', () => {
    expect(services('NEEDLE & CO | Lyon | dotwork, blackwork, tribal, neo-trad. Walk-ins welcome.')).toEqual([
      'dotwork',
      'blackwork',
      'tribal',
      'neo-trad',
    ]);
  });
});

describe('lists that go on past a verb or start at "pour"', () => {
  it('keeps the things made after "and make" beside the things repaired', () => {
    const listed = services(
      'Picture framer in Leeds. I repair gilt frames and old mounts, and make box frames, shadow boxes and easels.',
    );
    // Verbs in a sentence are no list's lead: the sentence stays whole in About.
    expect(listed).toEqual([]);
  });

  it('reads a caterer’s first offer after "pour"', () => {
    expect(
      services('Chez Nina, traiteur à Lausanne pour brunchs, baptêmes et séminaires. Produits locaux.', 'fr'),
    ).toEqual([]);
  });
});

describe('a list right after the name and a dash', () => {
  it('keeps the first item after "Name – "', () => {
    expect(
      services(
        'Goldschmiede Atelier Rhein – Eheringe, Ohrringe und Anhänger nach Ihren Wünschen, gefertigt in Basel.',
        'de',
      ),
    ).toEqual([]);
  });
});
