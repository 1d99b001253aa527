// `npm run catalogs`: validates every copy catalog (packages/composer/copy) once and writes the one
// file the composer imports, packages/composer/copy.compiled.json, when it changed. Run it after
// editing a catalog or merging a branch that did; `npm start`, `npm run build` and `new-kind` run it
// themselves, and the composer's tests fail while it is stale. `-- --check` only says whether it is.
import path from 'node:path';
import { CatalogError } from '../packages/composer/src/catalog/artifact';
import { artifactPath, isArtifactCurrent, writeArtifact } from '../packages/composer/src/catalog/compile';

const relative = path.relative(process.cwd(), artifactPath());
try {
  if (process.argv.includes('--check')) {
    if (!isArtifactCurrent()) {
      console.error(`${relative} differs from the catalogs under copy/: run \`npm run catalogs\`.`);
      process.exit(1);
    }
    console.log(`${relative} is current.`);
  } else {
    const started = performance.now();
    const { bytes, changed } = writeArtifact();
    const ms = Math.round(performance.now() - started);
    const size = `${(bytes / 1024).toFixed(0)} kB`;
    console.log(`${relative} ${changed ? 'written' : 'unchanged'} (${size}, ${ms} ms).`);
  }
} catch (error) {
  if (!(error instanceof CatalogError)) throw error;
  console.error(`Catalogs not compiled: ${error.message}`);
  process.exit(1);
}
