// Apart from schema.ts, so types.ts reads the phases without building every catalog's zod schema at
// import (the schemas run when `npm run catalogs` compiles the catalogs, not when the composer loads).

/** The steps of a generation, in the order a user sees them; their labels are copy/en/progress.json. */
export const PROGRESS_PHASE_IDS = ['reading', 'writing', 'checking', 'designing', 'images', 'done'] as const;
