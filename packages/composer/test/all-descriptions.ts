import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DESCRIPTIONS } from './descriptions';
import { FIXTURES } from './fixtures';

/** A description to compose, with its language when the test data says it. */
export type TestDescription = { prompt: string; language?: string; source: string };

const CORPUS = join(import.meta.dirname, 'corpus');

/** Entries of any shape that carry a description: `prompt` or `description`, maybe `language`. */
function entriesIn(value: unknown, source: string, out: TestDescription[], depth = 0): void {
  if (depth > 4 || !value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const v of value) entriesIn(v, source, out, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  const prompt = typeof record.prompt === 'string' ? record.prompt : record.description;
  if (typeof prompt === 'string' && prompt.trim()) {
    out.push({
      prompt,
      language: typeof record.language === 'string' ? record.language : undefined,
      source,
    });
    return;
  }
  for (const v of Object.values(record)) entriesIn(v, source, out, depth + 1);
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(?:json|ts)$/.test(f) && !/\.test\.ts$/.test(f))
      .map((f) => join(dir, f));
  } catch {
    // The corpus folder is written on another branch; without it the other descriptions still run.
    return [];
  }
}

/** Every description the composer's tests hold: fixtures, the claims/language set and the corpus folder. */
export async function allDescriptions(): Promise<TestDescription[]> {
  const out: TestDescription[] = [
    ...FIXTURES.map((f) => ({ prompt: f.prompt, source: 'fixtures' })),
    ...DESCRIPTIONS.map((d) => ({ ...d, source: 'descriptions' })),
  ];
  for (const file of filesUnder(CORPUS)) {
    const value = file.endsWith('.json')
      ? JSON.parse(readFileSync(file, 'utf8'))
      : await import(pathToFileURL(file).href);
    entriesIn(value, file, out);
  }
  return out;
}
