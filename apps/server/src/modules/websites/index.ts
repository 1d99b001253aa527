/**
 * What other modules may use of the websites module's storage. Another module never imports
 * `websites.repository` itself (lint: biome.json); the rows it may read or change are named here.
 */
export {
  assignWebsites,
  countUserWebsites,
  deleteUserWebsites,
  deleteWebsite,
  findAnonymousWebsites,
  findWebsiteById,
  findWebsiteVersion,
  lockSessionWebsites,
  markWebsiteDraft,
  markWebsiteLive,
  type Requester,
  writeRecomposed,
} from './websites.repository';
