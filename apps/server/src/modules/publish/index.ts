/**
 * What other modules may use of the publish module's storage. Another module never imports
 * `publish.repository` itself (lint: biome.json).
 */
export { deleteBlobsIfUnused } from './publish.repository';
