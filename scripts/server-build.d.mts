/** The server bundle `npm start` runs: apps/server/dist/server.mjs. */
export const SERVER_BUNDLE: string;
/** Bundles `entry` (from the repository root) into `outfile`; our workspace packages inside, the rest external. */
export function buildServerFile(entry: string, outfile: string): Promise<string>;
/** True when `outfile` is newer than every server source. */
export function isServerBuildCurrent(outfile?: string): boolean;
/** Builds the server bundle when no current one exists; returns its path. */
export function ensureServerBuild(): Promise<string>;
