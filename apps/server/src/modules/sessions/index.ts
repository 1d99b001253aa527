/**
 * What other modules may use of the sessions module's storage. Another module never imports
 * `session.repository` itself (lint: biome.json).
 */
export { deleteUserSessions } from './session.repository';
