import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorAnswers } from '../../lib/answer-schemas';
import { listInvitations } from '../auth/invitations.service';
import { reportsAnswer } from '../reports/reports.schemas';
import { listReports } from '../reports/reports.service';
import {
  accountParams,
  accountsAnswer,
  accountsQuery,
  actionsAnswer,
  adminDoneAnswer,
  invitationAnswer,
  invitationBody,
  invitationParams,
  invitationsAnswer,
  reportParams,
  suspendBody,
  takeDownBody,
} from './admin.schemas';
import {
  deleteAccountByAdmin,
  handleReport,
  inviteSomeone,
  listAccounts,
  listActions,
  markAdminEmails,
  requireAdmin,
  restoreAccount,
  setSiteTakenDown,
  suspendAccount,
  withdrawInvitationByAdmin,
} from './admin.service';

const done = { ok: true as const };

/**
 * The operator's calls, for admins only: anyone else (signed out included) gets the 404 any
 * unknown address gets. Every change is recorded (who, what, when) and listed by GET /api/admin/actions.
 */
export const adminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await markAdminEmails(ctx);
    // Before the body or query is read: a non-admin learns nothing, not even that a field is wrong.
    app.addHook('preValidation', async (request) => {
      await requireAdmin(ctx, request);
    });

    app.get(
      '/api/admin/accounts',
      { schema: { querystring: accountsQuery, response: { 200: accountsAnswer, ...errorAnswers } } },
      async (request) => {
        await requireAdmin(ctx, request);
        return { accounts: await listAccounts(ctx, request.query.q ?? '', request.query.limit ?? 100) };
      },
    );
    app.post(
      '/api/admin/accounts/:id/suspend',
      {
        schema: {
          params: accountParams,
          body: suspendBody,
          response: { 200: adminDoneAnswer, ...errorAnswers },
        },
      },
      async (request) => {
        await suspendAccount(
          ctx,
          await requireAdmin(ctx, request),
          request.params.id,
          request.body.reason ?? null,
        );
        return done;
      },
    );
    app.post(
      '/api/admin/accounts/:id/restore',
      { schema: { params: accountParams, response: { 200: adminDoneAnswer, ...errorAnswers } } },
      async (request) => {
        await restoreAccount(ctx, await requireAdmin(ctx, request), request.params.id);
        return done;
      },
    );
    app.delete(
      '/api/admin/accounts/:id',
      { schema: { params: accountParams, response: { 200: adminDoneAnswer, ...errorAnswers } } },
      async (request) => {
        await deleteAccountByAdmin(ctx, request, await requireAdmin(ctx, request), request.params.id);
        return done;
      },
    );
    app.post(
      '/api/admin/websites/:id/take-down',
      {
        schema: {
          params: accountParams,
          body: takeDownBody,
          response: { 200: adminDoneAnswer, ...errorAnswers },
        },
      },
      async (request) => {
        await setSiteTakenDown(
          ctx,
          request,
          await requireAdmin(ctx, request),
          request.params.id,
          request.body.reason,
        );
        return done;
      },
    );
    app.post(
      '/api/admin/websites/:id/restore',
      { schema: { params: accountParams, response: { 200: adminDoneAnswer, ...errorAnswers } } },
      async (request) => {
        await setSiteTakenDown(ctx, request, await requireAdmin(ctx, request), request.params.id, null);
        return done;
      },
    );
    app.post(
      '/api/admin/invitations',
      { schema: { body: invitationBody, response: { 200: invitationAnswer, ...errorAnswers } } },
      async (request) => inviteSomeone(ctx, request, await requireAdmin(ctx, request), request.body),
    );
    app.get(
      '/api/admin/invitations',
      { schema: { response: { 200: invitationsAnswer, ...errorAnswers } } },
      async () => ({ invitations: await listInvitations(ctx) }),
    );
    app.delete(
      '/api/admin/invitations/:id',
      { schema: { params: invitationParams, response: { 200: adminDoneAnswer, ...errorAnswers } } },
      async (request) => {
        await withdrawInvitationByAdmin(ctx, await requireAdmin(ctx, request), request.params.id);
        return done;
      },
    );
    app.get(
      '/api/admin/reports',
      { schema: { response: { 200: reportsAnswer, ...errorAnswers } } },
      async () => ({ reports: await listReports(ctx) }),
    );
    app.post(
      '/api/admin/reports/:id/handled',
      { schema: { params: reportParams, response: { 200: adminDoneAnswer, ...errorAnswers } } },
      async (request) => {
        await handleReport(ctx, await requireAdmin(ctx, request), request.params.id);
        return done;
      },
    );
    app.get(
      '/api/admin/actions',
      { schema: { response: { 200: actionsAnswer, ...errorAnswers } } },
      async (request) => {
        await requireAdmin(ctx, request);
        return { actions: await listActions(ctx) };
      },
    );
  };
