import pino from 'pino';
import type { Config } from '../../config';
import { createFileMailer } from './file-mailer';
import { createSmtpMailer } from './smtp-mailer';

export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Sends one message. The embedded default writes it to DATA_DIR/mail/ (and, outside production, the log). */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
};

export type MailLog = (fields: Record<string, unknown>, line: string) => void;

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

function pinoMailLog(config: Config): MailLog {
  const logger = pino({ level: config.LOG_LEVEL, name: 'mail' });
  return (fields, line) => logger.info(fields, line);
}
