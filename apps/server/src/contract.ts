/**
 * The HTTP contract as types, for the web app: what each route answers, inferred from the zod
 * response schemas the routes serialize with. Type-only by design — the web app imports it with
 * `import type` and still talks to the server only over HTTP (docs/DESIGN.md, Layout).
 */
import type { z } from 'zod';
import type { API_ERROR_CODES, errorSchema } from './lib/answer-schemas';
import type { generatedImageAnswer } from './modules/ai-images/ai-images.schemas';
import type {
  endOtherSessionsAnswer,
  sessionSchema,
  sessionsAnswer,
  signInAnswer,
  twoFactorEnableAnswer,
  twoFactorSetupAnswer,
  twoFactorStatusAnswer,
  updateEmailAnswer,
  updateProfileAnswer,
  userSchema,
  verifyResetAnswer,
} from './modules/auth/auth.schemas';
import type {
  changePlanAnswer,
  downloadCheckoutAnswer,
  historyAnswer,
  historyItemSchema,
  planCheckoutAnswer,
  subscriptionStateAnswer,
  usageAnswer,
  verifyDownloadAnswer,
  verifyPaymentAnswer,
} from './modules/billing/billing.schemas';
import type { publicConfigSchema } from './modules/config/config.schemas';
import type { domainAnswer, domainSchema } from './modules/domains/domains.schemas';
import type {
  contactMessageSchema,
  contactMessagesAnswer,
  newMessagesAnswer,
} from './modules/forms/forms.schemas';
import type {
  authorizeAnswer,
  connectionAnswer,
  connectionStatusAnswer,
  netlifyDeployAnswer,
} from './modules/netlify/netlify.schemas';
import type { foundPhotoSchema, pickPhotoResponse } from './modules/photos/photos.schemas';
import type { shareLinkAnswer, shareMetaAnswer } from './modules/preview/preview.schemas';
import type {
  publishAnswer,
  publishesAnswer,
  publishSchema,
  unpublishAnswer,
} from './modules/publish/publish.schemas';
import type { rewriteAnswer, rewriteBody } from './modules/rewrite/rewrite.schemas';
import type { settingsAnswer } from './modules/settings/settings.schemas';
import type { uploadAnswer } from './modules/uploads/uploads.schemas';
import type { visitStatsAnswer } from './modules/visits/visits.schemas';
import type {
  deleteWebsiteAnswer,
  generatedWebsiteSchema,
  websiteSchema,
  websiteSummarySchema,
} from './modules/websites/websites.schemas';

type Out<T extends z.ZodType> = z.output<T>;

/** A code an error answer carries on purpose; the web app branches on these. */
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
export type ErrorAnswer = Out<typeof errorSchema>;
/** A save refused as STALE_VERSION: the error answer with the stored version and website. */
export type StaleVersionAnswer = ErrorAnswer & { currentVersion: number; website: Website };
export type MessageAnswer = { message: string };

// Accounts
export type User = Out<typeof userSchema>;
export type SignInAnswer = Out<typeof signInAnswer>;
export type VerifyResetAnswer = Out<typeof verifyResetAnswer>;
export type UpdateProfileAnswer = Out<typeof updateProfileAnswer>;
export type UpdateEmailAnswer = Out<typeof updateEmailAnswer>;
export type TwoFactorStatus = Out<typeof twoFactorStatusAnswer>;
export type TwoFactorSetup = Out<typeof twoFactorSetupAnswer>;
export type TwoFactorEnableAnswer = Out<typeof twoFactorEnableAnswer>;
export type Session = Out<typeof sessionSchema>;
export type SessionsAnswer = Out<typeof sessionsAnswer>;
export type EndOtherSessionsAnswer = Out<typeof endOtherSessionsAnswer>;
export type UserSettings = Out<typeof settingsAnswer>;
export type PublicConfig = Out<typeof publicConfigSchema>;

// Websites
export type WebsiteSummary = Out<typeof websiteSummarySchema>;
export type Website = Out<typeof websiteSchema>;
export type GeneratedWebsite = Out<typeof generatedWebsiteSchema>;
export type RewriteAnswer = Out<typeof rewriteAnswer>;
export type RewriteRequest = z.input<typeof rewriteBody>;
export type DeleteWebsiteAnswer = Out<typeof deleteWebsiteAnswer>;
export type UploadAnswer = Out<typeof uploadAnswer>;
export type GeneratedImageAnswer = Out<typeof generatedImageAnswer>;
export type FoundPhoto = Out<typeof foundPhotoSchema>;
export type PickedPhoto = Out<typeof pickPhotoResponse>;
export type ShareLink = Out<typeof shareLinkAnswer>;
export type ShareMeta = Out<typeof shareMetaAnswer>;

// Launch
export type PublishAnswer = Out<typeof publishAnswer>;
export type Publish = Out<typeof publishSchema>;
export type PublishList = Out<typeof publishesAnswer>;
export type UnpublishAnswer = Out<typeof unpublishAnswer>;
export type NetlifyStatus = Out<typeof connectionStatusAnswer>;
export type NetlifyConnection = Out<typeof connectionAnswer>;
export type NetlifyAuthorize = Out<typeof authorizeAnswer>;
export type NetlifyDeployAnswer = Out<typeof netlifyDeployAnswer>;
export type ContactMessage = Out<typeof contactMessageSchema>;
export type ContactMessagesAnswer = Out<typeof contactMessagesAnswer>;
export type OwnDomain = Out<typeof domainSchema>;
export type OwnDomainAnswer = Out<typeof domainAnswer>;
export type NewMessagesAnswer = Out<typeof newMessagesAnswer>;
export type VisitStats = Out<typeof visitStatsAnswer>;

// Billing
export type Usage = Out<typeof usageAnswer>;
export type PlanCheckoutAnswer = Out<typeof planCheckoutAnswer>;
export type DownloadCheckoutAnswer = Out<typeof downloadCheckoutAnswer>;
export type ChangePlanAnswer = Out<typeof changePlanAnswer>;
export type SubscriptionState = Out<typeof subscriptionStateAnswer>;
export type HistoryItem = Out<typeof historyItemSchema>;
export type HistoryAnswer = Out<typeof historyAnswer>;
export type VerifyPaymentAnswer = Out<typeof verifyPaymentAnswer>;
export type VerifyDownloadAnswer = Out<typeof verifyDownloadAnswer>;

// Routes: the map of every call the web app makes (api-routes.ts)
export type {
  ApiMethod,
  ApiPath,
  ApiRoute,
  MatchRoute,
  RouteAnswer,
  RouteBody,
  RouteInput,
  RouteOf,
  RouteParams,
  RouteQuery,
} from './contract-routes';
