import { describe, expect, it } from 'vitest';
import { extractFacts } from './facts';
import { findServices } from './lists';

// Round 2's designers saw these pieces as service cards (docs: /work/review/round2, a tuning set now).
describe('services, not pieces of a sentence', () => {
  it('completes a German compound whose head is named once ("Erd-, Feuer- und Seebestattungen")', () => {
    const services = findServices(
      'Bestattungshaus Krämer. Erd-, Feuer-, See- und Baumbestattungen, Bestattungsvorsorge und Beratung auf Wunsch bei Ihnen zu Hause.',
    );
    // The list runs on into "… bei Ihnen zu Hause": the sentence stays whole, no cards.
    expect(services).toEqual([]);
    expect(services).not.toContain('Erd');
    expect(services).not.toContain('Feuer');
  });

  it('keeps a phrase whose list only qualifies its last word ("male and female", "home, work or college")', () => {
    const services = findServices(
      'Pass First Time Driving School – manual and automatic lessons in Slough. DVSA approved instructors, male and female. Pick up from home, work or college.',
    );
    for (const piece of ['male', 'female', 'work', 'college']) expect(services).not.toContain(piece);
  });

  it('takes no trade-and-town introduction nor "et environs" for services', () => {
    const services = findServices(
      'Toitures Lambert, couvreur a Liège et environs. Toiture neuve, réparation de fuites, gouttieres, zinguerie, démoussage et traitement hydrofuge.',
    );
    expect(services).not.toContain('couvreur a Liège');
    expect(services).not.toContain('environs');
    expect(services).toContain('zinguerie');
  });

  it('takes no "we treat dogs, cats…, Monday to Saturday" sentence for services', () => {
    const services = findServices(
      'Clínica Veterinaria Los Aromos. Consultas, vacunas, cirugías y urgencias. Atendemos perros, gatos y exóticos, de lunes a sábado.',
    );
    expect(services).toContain('vacunas');
    expect(services).not.toContain('Atendemos perros');
    expect(services).not.toContain('de lunes a sábado');
  });

  it('takes no list of towns in brackets for services', () => {
    const services = findServices(
      'deneigement residentiel et commercial rive-sud de montreal (longueuil, brossard, st-hubert). contrat de saison',
    );
    expect(services).not.toContain('brossard');
    expect(services).not.toContain('st-hubert');
  });
});

describe('a page’s services: things sold, each once', () => {
  const services = (text: string) => extractFacts(text, undefined).services;

  it('leaves promises and selling points to the selling points', () => {
    expect(
      services('Wren Bakery, Hebden Bridge. Sourdough, sticky buns and soup, everything made here.'),
    ).not.toContain('everything made here');
    const accountant = services(
      'Moss Accountants, Leeds\n• Tax returns – from £180\n• Ltd company year end + CT600 – from £650\n• Payroll – £25 a month\nFixed fees agreed upfront, Xero certified, free first meeting.',
    );
    expect(accountant).toContain('Ltd company year end + CT600');
    for (const point of ['Fixed fees agreed upfront', 'Xero certified', 'free first meeting'])
      expect(accountant).not.toContain(point);
  });

  it('takes no months, days, audiences or participles for services', () => {
    const heuriger = services(
      'Heuriger Zum Hof. Ausg’steckt ist jeweils ca. 3 Wochen im März, Juni, August und Oktober, Do–So ab 15 Uhr.',
    );
    for (const when of ['Juni', 'August und Oktober', 'Do–So']) expect(heuriger).not.toContain(when);
    expect(services('Ostéopathe à Nantes : adultes, femmes enceintes, nourrissons et sportifs.')).toEqual([]);
    expect(
      services(
        'Goldschmiede Atelier Thun – Eheringe und Unikate nach Ihren Wünschen, gefertigt in unserem Atelier.',
      ),
    ).not.toContain('gefertigt');
  });

  it('lists no towns after a town, and no place or clause a sentence names', () => {
    expect(
      services(
        'Glasgow, the Borders and Fife – Clyde Piano Care. Also regulation, sticking keys and broken strings.',
      ),
    ).toEqual(['regulation', 'sticking keys', 'broken strings']);
    expect(
      services(
        'I restore clocks. I can collect and deliver within about 30 miles of Ludlow, and I’ll set them up.',
      ),
    ).toEqual([]);
  });

  it('names one offer once, as first written ("Serenata 1 hora" and "Serenatas")', () => {
    const mariachi = services(
      'Mariachi Sol de Jalisco 🎺\nSerenatas, bodas, misas y cumpleaños en Guadalajara.\n- Serenata 1 hora: $3,500 MXN\n- Misa: $4,000 MXN',
    );
    expect(mariachi.filter((s) => /^serenata/i.test(s))).toHaveLength(1);
    expect(mariachi.filter((s) => /^misa/i.test(s))).toHaveLength(1);
  });
});

describe('a phrase’s parts kept whole', () => {
  it('gives "lever and pedal harp" both harps, and leaves no "remise" of "remise en état"', () => {
    expect(findServices('Harp lessons in Bath. I offer lever and pedal harp.')).toEqual([
      'lever harp',
      'pedal harp',
    ]);
    expect(
      extractFacts(
        'Luthière à Crémone : recollages, changement de touche, remise en état d’instruments anciens.',
      ).services,
    ).not.toContain('remise');
  });
});
