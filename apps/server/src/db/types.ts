import type {
  AuthCodesTable,
  InvitationsTable,
  LoginChallengesTable,
  LoginThrottleTable,
  OauthAccountsTable,
  RecoveryCodesTable,
  ResetTokensTable,
  SessionsTable,
  TwoFactorTable,
  UserSettingsTable,
  UsersTable,
} from './tables/accounts';
import type {
  DownloadGrantsTable,
  PaymentEventsTable,
  PaymentsTable,
  SubscriptionsTable,
  TestCheckoutSessionsTable,
  UsageCountersTable,
} from './tables/billing';
import type {
  ContactMessagesTable,
  DomainClaimsTable,
  DomainHostsTable,
  DomainsTable,
  HostedSitesTable,
  NetlifyAccountsTable,
  NetlifyOauthStatesTable,
  NetlifySitesTable,
  PublishBlobsTable,
  PublishesTable,
  PublishFilesTable,
  VisitDaysTable,
  VisitSaltsTable,
  VisitSourcesTable,
  VisitsTable,
} from './tables/launch';
import type {
  AdminActionsTable,
  JobLeasesTable,
  SiteReportsTable,
  SiteTakedownsTable,
} from './tables/operations';
import type {
  EditSessionsTable,
  MediaTable,
  PreviewPagesTable,
  SiteZipsTable,
  SocialCardsTable,
  WebsiteKeysTable,
  WebsitesTable,
} from './tables/websites';

/**
 * Table types. Columns are portable between SQLite and PostgreSQL: ids and timestamps are text
 * (ISO 8601 in UTC, so they sort), booleans are integers 0/1, JSON is text.
 */
export type * from './tables/accounts';
export type * from './tables/billing';
export type * from './tables/launch';
export type * from './tables/operations';
export type * from './tables/websites';

export type Database = {
  users: UsersTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  two_factor: TwoFactorTable;
  recovery_codes: RecoveryCodesTable;
  login_challenges: LoginChallengesTable;
  auth_codes: AuthCodesTable;
  reset_tokens: ResetTokensTable;
  oauth_accounts: OauthAccountsTable;
  websites: WebsitesTable;
  media: MediaTable;
  website_keys: WebsiteKeysTable;
  preview_pages: PreviewPagesTable;
  job_leases: JobLeasesTable;
  usage_counters: UsageCountersTable;
  user_settings: UserSettingsTable;
  hosted_sites: HostedSitesTable;
  publishes: PublishesTable;
  publish_blobs: PublishBlobsTable;
  social_cards: SocialCardsTable;
  site_zips: SiteZipsTable;
  edit_sessions: EditSessionsTable;
  publish_files: PublishFilesTable;
  contact_messages: ContactMessagesTable;
  visit_salts: VisitSaltsTable;
  visits: VisitsTable;
  visit_days: VisitDaysTable;
  visit_sources: VisitSourcesTable;
  netlify_accounts: NetlifyAccountsTable;
  netlify_oauth_states: NetlifyOauthStatesTable;
  netlify_sites: NetlifySitesTable;
  payments: PaymentsTable;
  subscriptions: SubscriptionsTable;
  download_grants: DownloadGrantsTable;
  payment_events: PaymentEventsTable;
  test_checkout_sessions: TestCheckoutSessionsTable;
  domains: DomainsTable;
  domain_hosts: DomainHostsTable;
  domain_claims: DomainClaimsTable;
  invitations: InvitationsTable;
  site_takedowns: SiteTakedownsTable;
  site_reports: SiteReportsTable;
  admin_actions: AdminActionsTable;
};
