/**
 * What other modules may use of the auth module's storage. Another module never imports
 * `auth.repository` itself (lint: biome.json).
 */
export { deleteUserAndData } from './auth.repository';
