import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorAnswers } from '../../lib/answer-schemas';
import { runPeriodically } from '../../lib/periodic-job';
import { requireUser } from '../../plugins/request-context';
import { takeLease } from '../uploads/job-lease';
import { siteVisitStats } from './visit-stats';
import { visitStatsAnswer, visitStatsParams } from './visits.schemas';
import { flushVisits, rollUpVisits } from './visits.service';

const FLUSH_EVERY_MS = 2_000;
const ROLL_UP_EVERY_MS = 60 * 60 * 1000;

/**
 * Visitor counts: the owner's 30-day figures, and the jobs behind them — page views recorded by
 * hosting are written every two seconds (and when the app closes), and days that are over are
 * rolled up every hour by one instance at a time.
 */
export const visitsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const counter = ctx.visits;
    const flush = async () => {
      const { dropped } = await flushVisits(ctx, counter);
      // More distinct visitors in two seconds than the buffer holds: say so rather than grow.
      if (dropped > 0) app.log.warn({ dropped }, 'visit counts: page views dropped, the buffer was full');
    };
    runPeriodically(app, 'visit flush', FLUSH_EVERY_MS, flush);
    // After the last flush timer run: what hosting recorded until the close is written too.
    app.addHook('onClose', async () => {
      await flush().catch((error) => app.log.error({ err: error }, 'visit flush failed'));
    });
    const holder = crypto.randomUUID();
    runPeriodically(app, 'visit roll-up', ROLL_UP_EVERY_MS, async () => {
      const now = counter.now();
      if (!(await takeLease(ctx.db, 'visit-rollup', holder, new Date(now), 10 * 60 * 1000))) return;
      await flushVisits(ctx, counter);
      await rollUpVisits(ctx, counter, now);
    });

    app.get(
      '/api/websites/:id/visits',
      {
        schema: {
          params: visitStatsParams,
          description: 'Visitor counts of the last 30 days, from built-in hosting only.',
          response: { 200: visitStatsAnswer, ...errorAnswers },
        },
      },
      async (request) => siteVisitStats(ctx, requireUser(request).id, request.params.id, counter.now()),
    );
  };
