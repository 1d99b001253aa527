import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dateFormat, languageEntry, pluralRules, SITE_LANGUAGES, siteLanguage } from './languages';
import { labelsFor } from './render/labels';

describe('the language registry', () => {
  it('has a labels folder for each of its languages and none other', () => {
    const folders = fs
      .readdirSync(fileURLToPath(new URL('./copy/', import.meta.url)), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(folders.sort()).toEqual([...SITE_LANGUAGES].sort());
  });

  it('reads a country variant as its language, and an unknown one as English', () => {
    expect(siteLanguage('de-AT')).toBe('de');
    expect(siteLanguage('pt-BR')).toBe('en');
    expect(labelsFor('fr-CA').contact).toBe(labelsFor('fr').contact);
    expect(languageEntry('xx').code).toBe('en');
  });

  it('counts and writes dates as each language does', () => {
    expect(pluralRules('en').select(1)).toBe('one');
    expect(pluralRules('fr').select(0)).toBe('one');
    expect(pluralRules('en').select(0)).toBe('other');
    const day = new Date(Date.UTC(2026, 10, 28));
    expect(dateFormat('de', { timeZone: 'UTC' }).format(day)).toBe('28. November 2026');
    expect(dateFormat('es', { timeZone: 'UTC' }).format(day)).toBe('28 de noviembre de 2026');
  });
});
