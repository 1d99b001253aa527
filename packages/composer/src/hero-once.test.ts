import { describe, expect, it } from 'vitest';
import { saidOnce } from './tidy-content';

describe('the hero’s line', () => {
  it('says a sentence once, however its case, hyphens and stops differ', () => {
    expect(saidOnce('No call out fee. No call-out fee!', 'Locksmith · Leeds')).toBe('No call out fee.');
    expect(saidOnce('Open late. OPEN LATE.', 'Kebab house')).toBe('Open late.');
    expect(
      saidOnce(
        'Ethically sourced only (roadkill, natural deaths, legal game). Ethically sourced only – roadkill, natural deaths and legal game.',
        'Taxidermy · Hexham',
      ),
    ).toBe('Ethically sourced only (roadkill, natural deaths, legal game).');
  });

  it('does not say the headline again, and keeps different sentences', () => {
    expect(saidOnce('Piano tuner, Bath. Tunings from £80.', 'Piano tuner · Bath')).toBe('Tunings from £80.');
    expect(saidOnce('Walk-ins welcome. Cards only.', 'Barber · Leeds')).toBe('Walk-ins welcome. Cards only.');
  });

  it('says a sentence once when a later one says it again with more, keeping the fuller one', () => {
    // The owner's selling point after the description's sentence it grew from (round 4's gutter cleaner).
    expect(
      saidOnce('Free quotes on every roof. Free quotes on every roof, no call-out charge.', 'Roofer · Derby'),
    ).toBe('Free quotes on every roof, no call-out charge.');
    expect(saidOnce('Fotos vorher und nachher. Fotos vorher und nachher bei jedem Auftrag.', 'Maler')).toBe(
      'Fotos vorher und nachher bei jedem Auftrag.',
    );
  });
});
