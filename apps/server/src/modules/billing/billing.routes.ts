import type { PlanId } from '@mainstreet/site';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorAnswers } from '../../lib/answer-schemas';
import { requireUser } from '../../plugins/request-context';
import { originOf } from '../publish/publish.routes';
import { ensureAnonymousSession, readAnonymousSession } from '../sessions/session.service';
import { contentDisposition } from '../websites/export.service';
import { verifyDownloadPayment, verifyPlanPayment } from './apply-payment';
import {
  changePlanAnswer,
  changePlanBody,
  downloadCheckoutAnswer,
  downloadPaymentBody,
  historyAnswer,
  paidZipAnswer,
  planCheckoutAnswer,
  subscriptionStateAnswer,
  upgradeBody,
  usageAnswer,
  verifyDownloadAnswer,
  verifyDownloadBody,
  verifyPaymentAnswer,
  verifyPaymentBody,
  websiteParams,
} from './billing.schemas';
import {
  limitPaymentCalls,
  publicBaseUrl,
  startDownloadCheckout,
  startPlanCheckout,
} from './checkout.service';
import { republishWithoutCredit } from './credit-republish';
import { downloadPaidWebsite } from './download.service';
import {
  cancelSubscription,
  changePlan,
  getBillingUsage,
  getSubscriptionState,
  listHistory,
} from './subscription.service';
import { testCheckoutRoutes } from './test-checkout.routes';
import { webhookRoutes } from './webhook.routes';

const payerOf = (request: FastifyRequest) => ({
  userId: request.user?.id ?? null,
  browserId: readAnonymousSession(request),
});

/** Plans, checkouts, verification, webhooks, Quick Download and the test-mode checkout page. */
export const billingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/billing/upgrade',
      { schema: { body: upgradeBody, response: { 200: planCheckoutAnswer, ...errorAnswers } } },
      async (request) => {
        const user = requireUser(request);
        await limitPaymentCalls(ctx, request, user.id);
        const answer = await startPlanCheckout(
          ctx,
          user,
          request.body.planId as PlanId,
          publicBaseUrl(ctx, request),
        );
        // An account with a subscription changes plan here at once (answer.isChanged).
        await republishWithoutCredit(ctx, originOf(request), user.id, user.plan);
        return answer;
      },
    );

    app.post(
      '/api/billing/change-plan',
      { schema: { body: changePlanBody, response: { 200: changePlanAnswer, ...errorAnswers } } },
      async (request) => {
        const user = requireUser(request);
        await limitPaymentCalls(ctx, request, user.id);
        const answer = await changePlan(ctx, user, request.body.planId as PlanId);
        await republishWithoutCredit(ctx, originOf(request), user.id, user.plan);
        return answer;
      },
    );

    app.post(
      '/api/billing/cancel',
      { schema: { response: { 200: subscriptionStateAnswer, ...errorAnswers } } },
      async (request) => cancelSubscription(ctx, requireUser(request)),
    );

    app.post(
      '/api/billing/download-payment',
      { schema: { body: downloadPaymentBody, response: { 200: downloadCheckoutAnswer, ...errorAnswers } } },
      async (request, reply) => {
        // The browser's anonymous cookie ties the purchase to this browser, signed in or not.
        const browserId = ensureAnonymousSession(ctx.config, request, reply);
        await limitPaymentCalls(ctx, request, request.user?.id ?? browserId);
        const payer = { userId: request.user?.id ?? null, browserId, email: request.user?.email };
        return startDownloadCheckout(ctx, payer, request.body.websiteId, publicBaseUrl(ctx, request));
      },
    );

    app.post(
      '/api/verify-payment',
      { schema: { body: verifyPaymentBody, response: { 200: verifyPaymentAnswer, ...errorAnswers } } },
      async (request) => {
        const user = requireUser(request);
        await limitPaymentCalls(ctx, request, user.id);
        const answer = await verifyPlanPayment(ctx, user.id, request.body.sessionId, request.body.planId);
        // The plan applies here (or already did, by webhook): live pages lose the credit now.
        await republishWithoutCredit(ctx, originOf(request), user.id, user.plan);
        return answer;
      },
    );

    app.post(
      '/api/verify-download-payment',
      { schema: { body: verifyDownloadBody, response: { 200: verifyDownloadAnswer, ...errorAnswers } } },
      async (request) => {
        const payer = payerOf(request);
        await limitPaymentCalls(ctx, request, payer.userId ?? payer.browserId);
        return verifyDownloadPayment(ctx, payer, request.body.sessionId, request.body.websiteId);
      },
    );

    app.get(
      '/api/billing/download/:websiteId',
      {
        schema: {
          params: websiteParams,
          produces: ['application/zip'],
          response: { 200: paidZipAnswer, ...errorAnswers },
        },
      },
      async (request, reply) => {
        const payer = payerOf(request);
        await limitPaymentCalls(ctx, request, payer.userId ?? payer.browserId);
        const answer = await downloadPaidWebsite(
          ctx,
          payer,
          request.params.websiteId,
          publicBaseUrl(ctx, request),
        );
        reply
          .type('application/zip')
          .header('content-disposition', contentDisposition(answer.fileName, answer.name))
          .header('cache-control', 'private, no-store');
        // A large zip streams from storage; a small one is a view, not a copy, of the bytes in memory.
        if ('stream' in answer) return reply.send(answer.stream);
        return reply.send(Buffer.from(answer.zip.buffer, answer.zip.byteOffset, answer.zip.byteLength));
      },
    );

    app.get(
      '/api/billing/usage',
      { schema: { response: { 200: usageAnswer, ...errorAnswers } } },
      async (request) => getBillingUsage(ctx, requireUser(request)),
    );
    app.get(
      '/api/billing/history',
      { schema: { response: { 200: historyAnswer, ...errorAnswers } } },
      async (request) => listHistory(ctx, requireUser(request)),
    );
    app.get(
      '/api/billing/subscription',
      { schema: { response: { 200: subscriptionStateAnswer, ...errorAnswers } } },
      async (request) => getSubscriptionState(ctx, requireUser(request)),
    );

    await app.register(webhookRoutes(ctx));
    await app.register(testCheckoutRoutes(ctx));
  };
