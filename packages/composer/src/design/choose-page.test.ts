import { describe, expect, it } from 'vitest';
import { composeBuiltin } from '../compose-builtin';
import { isOnePerson } from './choose-page';

const pageOf = (prompt: string) => composeBuiltin({ prompt }).content.theme?.layout?.page;

describe('the page structure, chosen from what the owner gave', () => {
  it('gives one person writing about their own work a practice page, and a team the usual one', () => {
    expect(
      pageOf('I’m Sam and I tune pianos round Bath and Bristol. I also do small repairs. 07700 900456'),
    ).toBe('person');
    expect(
      pageOf('Je suis Claire, je traduis vos documents officiels à Lyon. Mon tarif : 40 € la page.'),
    ).toBe('person');
    expect(
      isOnePerson('We are a team of four plumbers in Leeds. Our vans carry every part. I answer the phone.'),
    ).toBe(false);
  });

  it('puts a café’s menu first, a mobile trade’s area and a shop’s hours first', () => {
    expect(
      pageOf('The Ferry Shed, café on the wharf at Days Bay. Flat white $5, big breakfast $22, scones $6.'),
    ).toBe('menu');
    expect(
      pageOf('Summit Roofing in Leeds. Flat roofs and slate repairs. We cover Leeds, Wakefield and York.'),
    ).toBe('area');
    expect(
      pageOf('Harbour Books, a bookshop in Whitby. Open Tue–Sat 10–5. New and second-hand books, maps.'),
    ).toBe('hours');
  });
});
