import { CORPUS } from './corpus';
import { DESCRIPTIONS } from './descriptions';
import { FIXTURES } from './fixtures';

/** A description to compose, with its language when the test data says it. */
export type TestDescription = { prompt: string; language?: string; source: string };

/** Every description the composer's tests hold: fixtures, the claims/language set and the corpus folder. */
export async function allDescriptions(): Promise<TestDescription[]> {
  const out: TestDescription[] = [
    ...FIXTURES.map((f) => ({ prompt: f.prompt, source: 'fixtures' })),
    ...DESCRIPTIONS.map((d) => ({ ...d, source: 'descriptions' })),
  ];
  for (const entry of CORPUS) out.push({ prompt: entry.prompt, language: entry.language, source: 'corpus' });
  return out;
}
