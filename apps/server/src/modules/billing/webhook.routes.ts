import type { FastifyPluginAsync } from 'fastify';
import { WebhookSignatureError } from '../../adapters/payments/payment-errors';
import type { AppContext } from '../../context';
import { errorAnswers } from '../../lib/answer-schemas';
import { AppError } from '../../lib/app-error';
import { originOf } from '../publish/publish.routes';
import { handlePaymentEvent } from './apply-payment';
import { webhookAnswer } from './billing.schemas';
import { republishWithoutCredit } from './credit-republish';
import { requirePayments } from './provider-call';

/**
 * POST /api/billing/webhook. Its own plugin scope: the signature covers the exact bytes, so the
 * body is kept as a string here and parsed only after it is verified.
 */
export const webhookRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    app.post(
      '/api/billing/webhook',
      { schema: { response: { 200: webhookAnswer, ...errorAnswers } } },
      async (request) => {
        const payments = requirePayments(ctx);
        const signature = request.headers['stripe-signature'];
        let event: Awaited<ReturnType<typeof payments.parseWebhook>>;
        try {
          event = await payments.parseWebhook(
            typeof request.body === 'string' ? request.body : '',
            typeof signature === 'string' ? signature : undefined,
          );
        } catch (error) {
          if (error instanceof WebhookSignatureError) throw new AppError('BAD_REQUEST', error.message);
          throw error;
        }
        const { planChange, ...answer } = await handlePaymentEvent(ctx, event);
        if (planChange)
          await republishWithoutCredit(ctx, originOf(request), planChange.userId, planChange.fromPlan);
        return answer;
      },
    );
  };
