import pino from 'pino';
import type { Config } from '../../config';
import { createFileMailer } from './file-mailer';
import type { Mailer, MailLog } from './mail-types';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP (nodemailer) when SMTP_URL is set, otherwise the embedded log-and-file mailer. */
export function createMailer(config: Config, log: MailLog = pinoMailLog(config)): Mailer {
  if (config.SMTP_URL) return createSmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return createFileMailer({
    dataDir: config.dataDir,
    from: config.MAIL_FROM,
    log,
    showText: !config.isProduction,
  });
}

/** The start-up line: where mail goes, so an operator without SMTP knows nobody receives it. */
export function mailModeLine(config: Config): string {
  if (config.SMTP_URL) return `Mail: sent through SMTP (${new URL(config.SMTP_URL).hostname}).`;
  return `Mail: NOT SENT — SMTP_URL is not set, so sign-in codes, contact messages and domain notices are only written to ${config.dataDir}/mail (DATA_DIR/mail).`;
}

function pinoMailLog(config: Config): MailLog {
  const logger = pino({ level: config.LOG_LEVEL, name: 'mail' });
  return (fields, line) => logger.info(fields, line);
}
