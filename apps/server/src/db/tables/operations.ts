/**
 * Running the service: job leases and what admins and visitors report or do.
 * Columns are portable as ../types.ts says.
 */

/** Who runs a periodic job now, across instances, until when. */
export type JobLeasesTable = {
  name: string;
  holder: string;
  expires_at: string;
};

/** A site an admin took down; its owner sees the reason. */
export type SiteTakedownsTable = { website_id: string; reason: string; created_at: string };

/** A visitor's report of a published page. */
export type SiteReportsTable = {
  id: string;
  website_id: string;
  page: string;
  reason: string;
  details: string;
  reporter_email: string | null;
  created_at: string;
  resolved_at: string | null;
};

/** What an admin did: who (by address, kept after deletion), what, to whom, when. */
export type AdminActionsTable = {
  id: string;
  admin_email: string;
  action: string;
  target: string;
  reason: string | null;
  created_at: string;
};
