/**
 * The routes the web app calls, keyed "METHOD /path" as Fastify registers them, each with the very
 * zod schemas its route declares: `query` (querystring), `body` and `answer` (the success answer).
 * `api-routes.test.ts` holds every entry to its registered route, so the map cannot drift; the web
 * app types its calls from it through `contract.ts` (`import type` only).
 */
import type { z } from 'zod';
import { messageSchema } from './lib/answer-schemas';
import * as admin from './modules/admin/admin.schemas';
import { generatedImageAnswer, generateImageBody } from './modules/ai-images/ai-images.schemas';
import * as auth from './modules/auth/auth.schemas';
import * as trialDrafts from './modules/auth/trial-drafts.schemas';
import * as billing from './modules/billing/billing.schemas';
import { publicConfigSchema } from './modules/config/config.schemas';
import * as domains from './modules/domains/domains.schemas';
import * as facts from './modules/facts/facts.schemas';
import { contactMessagesAnswer, messagesReadAnswer, newMessagesAnswer } from './modules/forms/forms.schemas';
import * as netlify from './modules/netlify/netlify.schemas';
import * as photos from './modules/photos/photos.schemas';
import { shareLinkAnswer, shareLinkBody, shareMetaAnswer } from './modules/preview/preview.schemas';
import * as publish from './modules/publish/publish.schemas';
import { reportsAnswer } from './modules/reports/reports.schemas';
import { rewriteAnswer, rewriteBody } from './modules/rewrite/rewrite.schemas';
import { settingsAnswer, settingsUpdate } from './modules/settings/settings.schemas';
import { uploadAnswer } from './modules/uploads/uploads.schemas';
import { visitStatsAnswer } from './modules/visits/visits.schemas';
import * as websites from './modules/websites/websites.schemas';

/**
 * One route's schemas. `multipart`: the body is form data the handler reads itself (no body
 * schema on the route).
 */
export type RouteSchemas = {
  query?: z.ZodType;
  body?: z.ZodType;
  multipart?: true;
  answer: z.ZodType;
};

export const apiRoutes = {
  'GET /api/config': { answer: publicConfigSchema },

  // Accounts
  'GET /api/auth/user': { answer: auth.userSchema },
  'POST /api/auth/register': { body: auth.registerBody, answer: auth.signInAnswer },
  'POST /api/auth/login': { body: auth.loginBody, answer: auth.signInAnswer },
  'POST /api/auth/verify-otp': { body: auth.verifyOtpBody, answer: auth.signInAnswer },
  'POST /api/auth/forgot-password': { body: auth.forgotPasswordBody, answer: messageSchema },
  'POST /api/auth/verify-reset-otp': { body: auth.verifyResetOtpBody, answer: auth.verifyResetAnswer },
  'POST /api/auth/reset-password': { body: auth.resetPasswordBody, answer: messageSchema },
  'POST /api/auth/update-profile': { body: auth.updateProfileBody, answer: auth.updateProfileAnswer },
  'POST /api/auth/update-email': { body: auth.updateEmailBody, answer: auth.updateEmailAnswer },
  'POST /api/auth/change-password': { body: auth.changePasswordBody, answer: messageSchema },
  'DELETE /api/auth/account': { body: auth.deleteAccountBody, answer: messageSchema },
  'POST /api/auth/logout': { answer: messageSchema },
  'POST /api/auth/refresh-session': { answer: auth.refreshSessionAnswer },
  'POST /api/auth/verify-two-factor': { body: auth.verifyTwoFactorBody, answer: auth.signInAnswer },
  'GET /api/auth/two-factor': { answer: auth.twoFactorStatusAnswer },
  'POST /api/auth/two-factor/setup': { body: auth.twoFactorSetupBody, answer: auth.twoFactorSetupAnswer },
  'POST /api/auth/two-factor/enable': { body: auth.twoFactorEnableBody, answer: auth.twoFactorEnableAnswer },
  'POST /api/auth/two-factor/disable': { body: auth.twoFactorDisableBody, answer: messageSchema },
  'GET /api/auth/sessions': { answer: auth.sessionsAnswer },
  'DELETE /api/auth/sessions/:id': { answer: messageSchema },
  'POST /api/auth/sessions/end-others': { answer: auth.endOtherSessionsAnswer },
  'GET /api/auth/trial-drafts': { answer: trialDrafts.trialDraftsAnswer },
  'POST /api/auth/trial-drafts/keep': {
    body: trialDrafts.keepTrialDraftsBody,
    answer: trialDrafts.keepTrialDraftsAnswer,
  },
  'POST /api/auth/trial-drafts/delete': {
    body: trialDrafts.deleteTrialDraftsBody,
    answer: trialDrafts.deleteTrialDraftsAnswer,
  },
  'GET /api/settings': { answer: settingsAnswer },
  'PUT /api/settings': { body: settingsUpdate, answer: settingsAnswer },

  // Websites
  'POST /api/websites/generate': { body: websites.generateBody, answer: websites.generatedWebsiteSchema },
  'GET /api/websites': { answer: websites.websiteListAnswer },
  'GET /api/websites/:id': { answer: websites.websiteSchema },
  'PATCH /api/websites/:id': { body: websites.updateBody, answer: websites.websiteSchema },
  'DELETE /api/websites/:id': { answer: websites.deleteWebsiteAnswer },
  'GET /api/websites/:id/export': { answer: websites.zipAnswer },
  'GET /api/websites/:id/download': { answer: websites.zipAnswer },
  'POST /api/websites/:id/rewrite': { body: rewriteBody, answer: rewriteAnswer },
  'GET /api/websites/:id/facts': { answer: facts.factsAnswer },
  'PUT /api/websites/:id/facts': { body: facts.factsBody, answer: facts.factsChangedAnswer },
  'POST /api/upload': { multipart: true, answer: uploadAnswer },
  'POST /api/ai/generate-image': { body: generateImageBody, answer: generatedImageAnswer },
  'GET /api/photos/search': { query: photos.searchPhotosQuery, answer: photos.searchPhotosResponse },
  'POST /api/photos/pick': { body: photos.pickPhotoBody, answer: photos.pickPhotoResponse },
  'POST /api/websites/:id/share': { body: shareLinkBody, answer: shareLinkAnswer },
  'DELETE /api/websites/:id/share': { answer: messageSchema },
  'GET /api/preview/:token/meta': { answer: shareMetaAnswer },

  // Launch
  'POST /api/websites/:id/publish': { answer: publish.publishAnswer },
  'GET /api/websites/:id/publishes': { answer: publish.publishesAnswer },
  'POST /api/websites/:id/rollback': { body: publish.rollbackBody, answer: publish.publishAnswer },
  'POST /api/websites/:id/unpublish': { answer: publish.unpublishAnswer },
  'GET /api/websites/:id/messages': { answer: contactMessagesAnswer },
  'GET /api/websites/:id/domain': { answer: domains.domainAnswer },
  'PUT /api/websites/:id/domain': { body: domains.addDomainBody, answer: domains.domainAnswer },
  'PATCH /api/websites/:id/domain': { body: domains.primaryBody, answer: domains.domainAnswer },
  'POST /api/websites/:id/domain/check': { answer: domains.domainAnswer },
  'DELETE /api/websites/:id/domain': { answer: domains.domainAnswer },
  'POST /api/websites/:id/messages/read': { answer: messagesReadAnswer },
  'GET /api/messages/new': { answer: newMessagesAnswer },
  'GET /api/websites/:id/visits': { answer: visitStatsAnswer },
  'GET /api/netlify/oauth/authorize': { answer: netlify.authorizeAnswer },
  'POST /api/netlify/oauth/callback': { body: netlify.callbackBody, answer: netlify.connectionAnswer },
  'GET /api/netlify/oauth/status': { answer: netlify.connectionStatusAnswer },
  'POST /api/netlify/oauth/disconnect': { answer: netlify.connectionAnswer },
  'POST /api/netlify/oauth/deploy/:id': { answer: netlify.netlifyDeployAnswer },

  // Billing
  'POST /api/billing/upgrade': { body: billing.upgradeBody, answer: billing.planCheckoutAnswer },
  'POST /api/billing/change-plan': { body: billing.changePlanBody, answer: billing.changePlanAnswer },
  'POST /api/billing/cancel': { answer: billing.subscriptionStateAnswer },
  'POST /api/billing/download-payment': {
    body: billing.downloadPaymentBody,
    answer: billing.downloadCheckoutAnswer,
  },
  'POST /api/verify-payment': { body: billing.verifyPaymentBody, answer: billing.verifyPaymentAnswer },
  'POST /api/verify-download-payment': {
    body: billing.verifyDownloadBody,
    answer: billing.verifyDownloadAnswer,
  },
  'GET /api/billing/download/:websiteId': { answer: billing.paidZipAnswer },
  'GET /api/billing/usage': { answer: billing.usageAnswer },
  'GET /api/billing/history': { answer: billing.historyAnswer },
  'GET /api/billing/subscription': { answer: billing.subscriptionStateAnswer },

  // Admin (404 for anyone but an admin)
  'GET /api/admin/accounts': { query: admin.accountsQuery, answer: admin.accountsAnswer },
  'POST /api/admin/accounts/:id/suspend': { body: admin.suspendBody, answer: admin.adminDoneAnswer },
  'POST /api/admin/accounts/:id/restore': { answer: admin.adminDoneAnswer },
  'DELETE /api/admin/accounts/:id': { answer: admin.adminDoneAnswer },
  'POST /api/admin/websites/:id/take-down': { body: admin.takeDownBody, answer: admin.adminDoneAnswer },
  'POST /api/admin/websites/:id/restore': { answer: admin.adminDoneAnswer },
  'POST /api/admin/invitations': { body: admin.invitationBody, answer: admin.invitationAnswer },
  'GET /api/admin/invitations': { answer: admin.invitationsAnswer },
  'DELETE /api/admin/invitations/:id': { answer: admin.adminDoneAnswer },
  'POST /api/admin/reports/:id/handled': { answer: admin.adminDoneAnswer },
  'GET /api/admin/actions': { answer: admin.actionsAnswer },
  'GET /api/admin/reports': { answer: reportsAnswer },
} as const satisfies Record<string, RouteSchemas>;
