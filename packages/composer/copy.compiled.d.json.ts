// The type of copy.compiled.json (written by `npm run catalogs`), so TypeScript reads this line instead
// of inferring a type from the artifact's 900 kB (tsconfig: allowArbitraryExtensions).
import type { CompiledCatalogs } from './src/catalog/artifact';

declare const compiled: CompiledCatalogs;
export default compiled;
