import { describe, expect, it } from 'vitest';
import { composeBuiltin } from '../compose-builtin';

const compose = (prompt: string) => composeBuiltin({ prompt }, { now: new Date('2030-01-01') }).content;

describe('the hours a visitor reads are the owner’s whole hours, never a piece of them', () => {
  it('keeps what the owner says after the times: a day’s part, a later closing, a season', () => {
    const cases: Array<[string, string]> = [
      [
        'Paws & Claws Grooming\nDog and cat grooming, nail clips\nMon-Fri 9am-6pm, Sat mornings\n0161 496 0000',
        'Mon-Fri 9am-6pm, Sat mornings',
      ],
      [
        'Imbiss am Ring. Döner 6 Euro, Pommes 3 Euro. Täglich 11-1 Uhr, Fr+Sa bis 3.',
        'Täglich 11-1 Uhr, Fr+Sa bis 3',
      ],
      [
        'Glacier sur le port de Sète. Sorbets maison. Ouvert tous les jours 14h-23h l’été.',
        'Ouvert tous les jours 14h-23h l’été',
      ],
      [
        'Auberge du Col, cuisine savoyarde. Ouvert tous les jours en saison, fermé le lundi hors saison.',
        'Ouvert tous les jours en saison, fermé le lundi hors saison',
      ],
      [
        'Bar Los Arcos, tapas caseras desde 1980. Abrimos de 8 a 14h y de 18 a 22h, sábados solo mañanas.',
        'De 8 a 14h y de 18 a 22h, sábados solo mañanas',
      ],
    ];
    for (const [prompt, hours] of cases) {
      const page = compose(prompt);
      expect(page.contact.hours, prompt).toBe(hours);
      // Hours for part of the week or the year are shown as written, not published as the whole year's.
      expect(page.meta.facts?.openingHours, prompt).toBeUndefined();
    }
  });

  it('takes the times said before the days with them, and reads whole hours for structured data', () => {
    const cafe = compose(
      'Corner Cup, 3 Quay Street, Galway. Open 7am - 3pm weekdays, 8-1 Sat. Call 091 555 0101.',
    );
    expect(cafe.contact.hours).toMatch(/7am - 3pm weekdays, 8-1 Sat$/);
    const shop = compose(
      'Tinker’s Bench - clock repairs in York. Mon–Fri 9–5, Sat 10–2. Call 01904 555 010.',
    );
    expect(shop.contact.hours).toBe('Mon–Fri 9–5, Sat 10–2');
    expect(shop.meta.facts?.openingHours).toHaveLength(2);
  });

  it('reads no farm for a closing day, and no sentence that goes on to other things', () => {
    const farm = compose(
      'La Ferme des Saules, maraîchage bio à Nyon. Paniers de légumes chaque semaine. Retrait à la ferme le jeudi ou au marché.',
    );
    expect(farm.contact.hours).not.toMatch(/ferme le jeudi/);
    const studio = compose(
      'Hello! I’m Jo and Kiln Corner is my pottery studio in Ludlow. Pop in Wed-Sat 10 till 4, or send me a message through the form.',
    );
    expect(studio.contact.hours).toBe('Wed-Sat 10 till 4');
  });
});
