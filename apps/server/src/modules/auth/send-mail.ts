import type { FastifyRequest } from 'fastify';
import type { MailMessage } from '../../adapters/mail/mail-types';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';

/** Sends a message the user is waiting for (a code): when it cannot go out, say so with a 503. */
export async function sendCodeMail(ctx: AppContext, request: FastifyRequest, message: MailMessage) {
  try {
    await ctx.mail.send(message);
  } catch (error) {
    request.log.error(
      { reason: error instanceof Error ? error.message : 'unknown' },
      'mail could not be sent',
    );
    throw new AppError(
      'UNAVAILABLE',
      'We could not send the email right now. Please try again in a few minutes.',
      sayable('mailUnavailable'),
    );
  }
}

/** Sends a notice about something already done; a failure is logged and does not undo it. */
export async function sendNoticeMail(ctx: AppContext, request: FastifyRequest, message: MailMessage) {
  try {
    await ctx.mail.send(message);
  } catch (error) {
    request.log.warn(
      { reason: error instanceof Error ? error.message : 'unknown' },
      'notice mail could not be sent',
    );
  }
}
