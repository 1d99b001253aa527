// The shape of packages/composer/copy.compiled.json, shared by the step that writes it (compile.ts,
// `npm run catalogs`) and the composer that reads it (load.ts). No zod here: reading it costs a
// JSON parse, not a validation.

/** Thrown with the file and the first problems when a catalog does not match its schema, or is missing. */
export class CatalogError extends Error {}

/** Where a schema made a regular expression of a string (`services.0.when`), and its flags. */
export type RegexpAt = { at: Array<string | number>; flags: string };

/** Every catalog under copy/ as its schema read it, by path ("es/kinds/bakery"). */
export type CompiledCatalogs = {
  catalogs: Record<string, unknown>;
  /** The regular expressions of each file, written in `catalogs` as their source. */
  regexps: Record<string, RegexpAt[]>;
};

/** The artifact's name, beside the copy/ folder it is compiled from. */
export const ARTIFACT_NAME = 'copy.compiled.json';

/** A catalog of the artifact with its regular expressions made again; throws when it is missing. */
export function compiledCatalog(compiled: CompiledCatalogs, file: string): unknown {
  const data = compiled.catalogs[file];
  if (data === undefined)
    throw new CatalogError(`copy/${file}.json: not in ${ARTIFACT_NAME}; run \`npm run catalogs\``);
  for (const { at, flags } of compiled.regexps[file] ?? []) {
    const parent = at
      .slice(0, -1)
      .reduce<Record<string | number, unknown>>(
        (node, key) => node[key] as Record<string | number, unknown>,
        data as Record<string | number, unknown>,
      );
    const key = at[at.length - 1];
    if (typeof parent[key] === 'string') parent[key] = new RegExp(parent[key], flags);
  }
  return data;
}
