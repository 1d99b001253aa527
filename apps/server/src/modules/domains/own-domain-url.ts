import type { Db } from '../../db/database';
import { findDomainOfWebsite } from './domains.repository';

/**
 * The address a website answers at on its owner's domain once that is live with HTTPS, else null:
 * what a publish puts in its pages (canonical link, social cards) and shows as the live address.
 */
export async function ownDomainUrlOf(db: Db, websiteId: string): Promise<string | null> {
  const domain = await findDomainOfWebsite(db, websiteId);
  return domain?.status === 'live' ? `https://${domain.primary_host}/` : null;
}
