import { z } from 'zod';
import { ContentError } from './errors';
import { CONTENT_VERSION, type Content, contentSchema } from './schema';

type Raw = Record<string, unknown>;
/** One step: takes content of version `from` and returns content of version `from + 1`. */
type Migration = { from: number; describe: string; up: (raw: Raw) => Raw };

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The original client wrote `null` for cleared fields; the schema treats a missing field as empty. */
function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (!isRecord(value)) return value;
  const out: Raw = {};
  for (const [key, v] of Object.entries(value)) {
    if (v !== null) out[key] = dropNulls(v);
  }
  return out;
}

/** Media a v1 client stored inline (data: URLs) or cleared to "" cannot be published; drop them. */
function cleanMedia(slot: unknown): unknown {
  if (!isRecord(slot)) return slot;
  const out = { ...slot };
  for (const key of ['imageUrl', 'videoUrl']) {
    const v = out[key];
    if (typeof v !== 'string' || v.trim() === '' || /^data:/i.test(v.trim())) delete out[key];
    else out[key] = v.trim();
  }
  // v1 could hold both after a failed "clear the other slot"; the image was always the one shown.
  if (out.imageUrl && out.videoUrl) delete out.videoUrl;
  return out;
}

export const MIGRATIONS: Migration[] = [
  {
    from: 1,
    describe:
      'v1 (original client, unversioned) → v2: nulls removed, media cleaned, widgets get data, version set',
    up(raw) {
      const next = dropNulls(raw) as Raw;
      next.hero = cleanMedia(next.hero ?? {});
      if (Array.isArray(next.services)) next.services = next.services.map(cleanMedia);
      if (Array.isArray(next.widgets)) {
        next.widgets = next.widgets.map((w, i) =>
          isRecord(w)
            ? { id: String(w.id ?? `widget-${i + 1}`), ...w, data: isRecord(w.data) ? w.data : {} }
            : w,
        );
      }
      if (Array.isArray(next.sections)) {
        next.sections = next.sections.map((s, i) =>
          isRecord(s)
            ? { ...s, id: String(s.id ?? `section-${i + 1}`), order: Number(s.order ?? i) || 0 }
            : s,
        );
      }
      if (typeof next.siteName !== 'string') next.siteName = '';
      next.version = 2;
      return next;
    },
  },
];

function versionOf(raw: Raw): number {
  if (raw.version === undefined) return 1;
  if (typeof raw.version !== 'number' || !Number.isInteger(raw.version) || raw.version < 1) {
    throw new ContentError('version', 'must be a whole number from 1 up');
  }
  if (raw.version > CONTENT_VERSION) {
    throw new ContentError(
      'version',
      `is ${raw.version}, newer than this version of Mainstreet (${CONTENT_VERSION})`,
    );
  }
  return raw.version;
}

/** Real content nests a handful of levels (sections → items → fields); anything past this is hostile. */
export const MAX_CONTENT_DEPTH = 32;

/** True when objects or arrays nest deeper than `limit`; walks with its own stack, never recursion. */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

/** Brings content of any known version forward and validates it; throws ContentError naming the field. */
export function migrate(raw: unknown): Content {
  if (!isRecord(raw)) throw new ContentError('', 'content must be an object');
  // Checked first: every step below walks the content recursively.
  if (nestsDeeperThan(raw, MAX_CONTENT_DEPTH)) {
    throw new ContentError('', `content must not nest deeper than ${MAX_CONTENT_DEPTH} levels`);
  }
  let current = raw;
  for (let version = versionOf(raw); version < CONTENT_VERSION; version++) {
    const step = MIGRATIONS.find((m) => m.from === version);
    if (!step) throw new ContentError('version', `no migration from version ${version}`);
    current = step.up(current);
  }
  const parsed = contentSchema.safeParse(current);
  if (!parsed.success) throw ContentError.fromZod(parsed.error);
  return parsed.data;
}

export type ParseResult = { ok: true; content: Content } | { ok: false; message: string };

/** `migrate` without throwing: for request validation. */
export function parseContent(raw: unknown): ParseResult {
  try {
    return { ok: true, content: migrate(raw) };
  } catch (error) {
    if (error instanceof ContentError) return { ok: false, message: error.message };
    throw error;
  }
}

/**
 * The parts a saved site always has. Reading fills a missing part with its default (old content
 * is brought forward); a save must not, or a client that forgets a part wipes the owner's work.
 * `theme` stays optional: a site without one uses its industry's look.
 */
export const SAVED_CONTENT_PARTS = Object.keys(contentSchema.shape).filter((key) => key !== 'theme');

/** The parts whose words a save must carry field by field, and those fields (the defaulted ones). */
const PARTS_WITH_TEXT = ['hero', 'about', 'servicesHeader', 'contact', 'footer'] as const;
const REQUIRED_FIELDS = Object.fromEntries(
  PARTS_WITH_TEXT.map((part) => {
    const field = contentSchema.shape[part];
    const object = field instanceof z.ZodDefault ? field.unwrap() : field;
    const shape: Record<string, unknown> = object instanceof z.ZodObject ? object.shape : {};
    return [part, Object.keys(shape).filter((key) => shape[key] instanceof z.ZodDefault)];
  }),
) as Record<(typeof PARTS_WITH_TEXT)[number], string[]>;

/**
 * The first text field a part of a save leaves out ("hero.headline"), or undefined. Reading fills
 * it with '' (old content); a save must not: a hero sent as `{}` would silently lose its headline,
 * picture text and button.
 */
function findMissingField(raw: Raw): string | undefined {
  for (const part of PARTS_WITH_TEXT) {
    const value = raw[part];
    if (!isRecord(value)) continue;
    const missing = REQUIRED_FIELDS[part].find((key) => value[key] === undefined);
    if (missing) return `${part}.${missing}`;
  }
  return undefined;
}

/**
 * Content a client saves: a complete site of the current version, checked without migrating or
 * filling in defaults at the top level. Content of another version, or missing a part, is refused
 * with a message naming the field, so a save can never shrink a site to defaults.
 */
export function parseSavedContent(raw: unknown): ParseResult {
  if (!isRecord(raw)) return { ok: false, message: 'content must be an object' };
  // Hostile nesting is answered as such, whatever else is wrong (parseContent checks it first too).
  if (nestsDeeperThan(raw, MAX_CONTENT_DEPTH)) return parseContent(raw);
  if (raw.version === undefined) {
    return {
      ok: false,
      message: `version: is required (the content's schema version, ${CONTENT_VERSION})`,
    };
  }
  if (raw.version !== CONTENT_VERSION) {
    return {
      ok: false,
      message: `version: must be ${CONTENT_VERSION}, the current content version (reload the site to get it)`,
    };
  }
  const missing = SAVED_CONTENT_PARTS.find((key) => raw[key] === undefined);
  if (missing) return { ok: false, message: `${missing}: is required (a save sends the whole site)` };
  const parsed = parseContent(raw);
  // After the schema, so a wrong value is named before a missing neighbour.
  const missingField = parsed.ok ? findMissingField(raw) : undefined;
  if (missingField) {
    return { ok: false, message: `${missingField}: is required (a save sends every field, '' when empty)` };
  }
  return parsed;
}
