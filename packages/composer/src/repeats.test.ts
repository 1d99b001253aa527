import { describe, expect, it } from 'vitest';
import { composeBuiltin } from './compose-builtin';
import { recomposeWithFacts, siteFactsOf } from './recompose';
import { repeats } from './repeats';
import { withComposedFingerprint } from './text-fingerprint';

// Made-up owners who answer the facts form with a selling point their description already says.
function answered(prompt: string, sellingPoints: string[]) {
  const stored = withComposedFingerprint(composeBuiltin({ prompt }).content);
  const facts = { ...siteFactsOf({ prompt }, stored), sellingPoints };
  const { content } = recomposeWithFacts({ prompt }, stored, facts);
  return `${content.hero.subtitle} ${content.about.content}`;
}

const times = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

describe('no sentence twice at the top of the page', () => {
  it('says a promise once when the owner answers it again with a hyphen (English)', () => {
    const page = answered('LOCKSMITH 24/7. No call out fee. Perth metro, usually there in 30 min.', [
      'No call-out fee',
    ]);
    expect(times(page, /no call.out fee/gi)).toBe(1);
  });

  it('says the choir once when the answer repeats the description (Spanish)', () => {
    const page = answered(
      'Somos Voces del Sur, un coro gospel de unas 40 personas en Valparaíso. Ensayamos los martes.',
      ['Coro gospel de unas 40 voces'],
    );
    expect(times(page, /coro gospel de unas 40/gi)).toBe(1);
  });

  it('says an accented answer once (French, German)', () => {
    expect(
      times(
        answered('Je suis interprète LSF diplômée à Lille. Rendez-vous médicaux, mariages, conférences.', [
          'Interprète LSF diplômée',
        ]),
        /interpr[eè]te lsf dipl/gi,
      ),
    ).toBe(1);
    expect(
      times(
        answered('Hundesalon in Aarau. Ich arbeite ganz ruhig, ohne Zeitdruck, immer nur ein Hund.', [
          'Ganz ruhig, ohne Zeitdruck – immer nur ein Hund',
        ]),
        /immer nur ein hund/gi,
      ),
    ).toBe(1);
  });

  it('keeps a sentence that says something new beside words already said', () => {
    expect(repeats('Dogs welcome.', ['No dogs on the patio.'])).toBe(false);
    expect(repeats('Evening classes for adults, Tuesdays and Thursdays.', ['Classes for adults.'])).toBe(
      false,
    );
    expect(repeats('Clases para adultos.', ['Clases para adultos, martes y jueves.'])).toBe(true);
  });
});
