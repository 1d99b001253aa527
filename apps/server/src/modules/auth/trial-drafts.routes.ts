import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorAnswers } from '../../lib/answer-schemas';
import { requireUser } from '../../plugins/request-context';
import { deleteTrialDrafts, keepTrialDrafts, listTrialDrafts } from './claim-websites';
import {
  deleteTrialDraftsAnswer,
  deleteTrialDraftsBody,
  keepTrialDraftsAnswer,
  keepTrialDraftsBody,
  trialDraftsAnswer,
} from './trial-drafts.schemas';

/**
 * The trial drafts a visitor made before signing up: sign-up takes only the one acted on; these
 * calls list the others, keep those the owner chooses ("keep these too?") and delete those the
 * owner lets go. Nothing else deletes them: "Not now" leaves them to be offered again.
 */
export const trialDraftRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/auth/trial-drafts',
      { schema: { response: { 200: trialDraftsAnswer, ...errorAnswers } } },
      async (request) => {
        requireUser(request);
        return listTrialDrafts(ctx, request);
      },
    );

    app.post(
      '/api/auth/trial-drafts/keep',
      { schema: { body: keepTrialDraftsBody, response: { 200: keepTrialDraftsAnswer, ...errorAnswers } } },
      async (request) => keepTrialDrafts(ctx, request, requireUser(request), request.body.ids),
    );

    app.post(
      '/api/auth/trial-drafts/delete',
      {
        schema: { body: deleteTrialDraftsBody, response: { 200: deleteTrialDraftsAnswer, ...errorAnswers } },
      },
      async (request) => deleteTrialDrafts(ctx, request, requireUser(request), request.body.ids),
    );
  };
