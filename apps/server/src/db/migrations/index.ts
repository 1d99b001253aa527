import type { Migration } from 'kysely';
import * as core from './0001-core';
import * as sessions from './0002-sessions';
import * as auth from './0003-auth';
import * as websites from './0004-websites';
import * as billing from './0005-billing';
import * as launch from './0006-launch';
import * as contentLast from './0007-content-last';
import * as draftPrivacy from './0008-draft-privacy';
import * as signInL2 from './0009-sign-in-l2';
import * as compressedBlobs from './0012-compressed-blobs';
import * as socialCards from './0013-social-cards';
import * as liveUrl from './0015-live-url';
import * as editSessions from './0016-edit-sessions';
import * as domains from './0017-domains';
import * as visits from './0018-visits';
import * as siteZips from './0019-site-zips';
import * as domainProof from './0020-domain-proof';
import * as operator from './0021-operator';

/**
 * Every migration, in order. Listed statically (not read from disk) so the server runs from
 * TypeScript source and from a bundle alike. Names sort in the order they run.
 */
export const migrations: Record<string, Migration> = {
  '0001-core': core,
  '0002-sessions': sessions,
  '0003-auth': auth,
  '0004-websites': websites,
  '0005-billing': billing,
  '0006-launch': launch,
  '0007-content-last': contentLast,
  '0008-draft-privacy': draftPrivacy,
  '0009-sign-in-l2': signInL2,
  '0012-compressed-blobs': compressedBlobs,
  '0013-social-cards': socialCards,
  '0015-live-url': liveUrl,
  '0016-edit-sessions': editSessions,
  '0017-domains': domains,
  '0018-visits': visits,
  '0019-site-zips': siteZips,
  '0020-domain-proof': domainProof,
  '0021-operator': operator,
};
