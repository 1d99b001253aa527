/**
 * The server's answers as the web app uses them: inferred from the server's response schemas
 * (apps/server/src/contract.ts), never written by hand. Type-only: the app still talks to the
 * server over HTTP alone.
 */
export type {
  ApiErrorCode,
  ErrorAnswer,
  PublicConfig,
  Usage,
  User,
  UserSettings,
  VisitStats,
  Website,
  WebsiteSummary,
} from '@mainstreet/server/contract';
