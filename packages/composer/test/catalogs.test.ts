import { describe, expect, it } from 'vitest';
import { CatalogError } from '../src/catalog/artifact';
import { parseCatalog } from '../src/catalog/compile';
import { DETECT_SCHEMAS } from '../src/catalog/detect-schema';
import {
  holdsTemplates,
  listCatalogFiles,
  readCatalogFile,
  schemaForFile,
  templatesIn,
  WORDINGS_CAP,
  wordingsOf,
} from '../src/catalog/files';
import { industryProfileSchema, kindRegistrySchema } from '../src/catalog/schema';
import { KINDS } from '../src/kinds';

const FILES = listCatalogFiles();
const REGISTRY = kindRegistrySchema.parse(readCatalogFile('kinds'));

describe('the copy catalogs (packages/composer/copy)', () => {
  it('each validate against the schema of their place', () => {
    expect(FILES.length).toBeGreaterThan(250);
    const invalid = FILES.flatMap((file) => {
      const schema = schemaForFile(file);
      if (!schema) return [`${file}: not a catalog the composer reads`];
      const result = schema.safeParse(readCatalogFile(file));
      return result.success
        ? []
        : [`${file}: ${result.error.issues[0].path.join('.')} ${result.error.issues[0].message}`];
    });
    expect(invalid).toEqual([]);
  });

  it('are each read by the composer: no kind file without a registry entry or a noun in its language', () => {
    const ids = new Map(REGISTRY.map((k) => [k.id, k]));
    const unread = FILES.filter((file) => {
      const [language, group, id] = file.split('/');
      if (language === 'detect' || group !== 'kinds') return false;
      const entry = ids.get(id);
      return !entry?.noun[language as 'en'];
    });
    expect(unread).toEqual([]);
    const missing = REGISTRY.flatMap((k) =>
      Object.keys(k.noun)
        .map((language) => `${language}/kinds/${k.id}`)
        .filter((file) => !FILES.includes(file)),
    );
    expect(missing).toEqual([]);
  });

  it('name each kind once: ids are unique and no word belongs to two kinds of equal priority', () => {
    // kinds.ts gives a shared word to the kind of higher priority; at equal priority it would fall to file order.
    expect(new Set(REGISTRY.map((k) => k.id)).size).toBe(REGISTRY.length);
    const owner = new Map<string, (typeof REGISTRY)[number]>();
    const ties: string[] = [];
    for (const kind of REGISTRY)
      for (const spec of new Set(kind.words.map((w) => w.split('=')[0]))) {
        const other = owner.get(spec);
        if (other && (other.priority ?? 0) === (kind.priority ?? 0))
          ties.push(`${spec}: ${other.id}, ${kind.id}`);
        if (!other) owner.set(spec, kind);
      }
    expect(ties).toEqual([]);
  });

  it(`keep every template at ${WORDINGS_CAP} wordings or fewer`, () => {
    const over = FILES.filter(holdsTemplates).flatMap((file) =>
      templatesIn(readCatalogFile(file))
        .filter(({ template }) => wordingsOf(template) > WORDINGS_CAP)
        .map(({ at, template }) => `${file} ${at}: ${wordingsOf(template)} wordings`),
    );
    expect(over).toEqual([]);
    // The check itself: a template of nine two-way choices is over.
    expect(wordingsOf('{a|b}{c|d}{e|f}{g|h}{i|j}{k|l}{m|n}{o|p}{q|r}')).toBeGreaterThan(WORDINGS_CAP);
  });

  it('reject a misspelt key or a wrong value with the file and the place named', () => {
    const good = readCatalogFile('en/industries/restaurant') as Record<string, unknown>;
    expect(() => parseCatalog(industryProfileSchema, good, 'en/industries/restaurant')).not.toThrow();
    const misspelt = { ...good, headline: ['Hello'] };
    expect(() => parseCatalog(industryProfileSchema, misspelt, 'en/industries/restaurant')).toThrow(
      CatalogError,
    );
    expect(() => parseCatalog(industryProfileSchema, misspelt, 'en/industries/restaurant')).toThrow(
      /copy\/en\/industries\/restaurant\.json: .*headline/,
    );
    const wrong = { ...good, faq: [{ question: 'Open?' }] };
    expect(() => parseCatalog(industryProfileSchema, wrong, 'en/industries/restaurant')).toThrow(
      /faq\.0\.answer/,
    );
  });

  it('reject a vocabulary with an unknown list, an empty list or a pattern that does not compile', () => {
    const lists = readCatalogFile('detect/lists') as Record<string, string[]>;
    const schema = DETECT_SCHEMAS.lists;
    expect(schema.safeParse(lists).success).toBe(true);
    expect(schema.safeParse({ ...lists, listVerb: ['offer'] }).success).toBe(false);
    expect(schema.safeParse({ ...lists, listVerbs: [] }).success).toBe(false);
    expect(schema.safeParse({ ...lists, listVerbs: ['offer(s'] }).success).toBe(false);
    const claims = readCatalogFile('detect/claims') as Array<Record<string, unknown>>;
    expect(DETECT_SCHEMAS.claims.safeParse(claims).success).toBe(true);
    expect(DETECT_SCHEMAS.claims.safeParse([{ ...claims[0], licensedBy: 'its-years' }]).success).toBe(false);
  });

  it('give every vocabulary of copy/detect to the composer, and only those', () => {
    const detect = FILES.filter((f) => f.startsWith('detect/')).map((f) => f.slice('detect/'.length));
    expect(detect.sort()).toEqual(Object.keys(DETECT_SCHEMAS).sort());
  });

  it('give the composer every kind of the registry, by priority, with its noun and copy', () => {
    expect(KINDS.map((k) => k.id).sort()).toEqual(REGISTRY.map((k) => k.id).sort());
    const priorities = KINDS.map((k) => k.priority ?? 0);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    const bakery = KINDS.find((k) => k.id === 'bakery');
    expect(bakery?.noun).toBe('bakery');
    expect(bakery?.services.some((s) => s.when?.test('SOURDOUGH'))).toBe(true);
  });
});
