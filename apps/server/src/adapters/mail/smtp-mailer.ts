import nodemailer from 'nodemailer';
import type { Mailer } from './mail-types';

/** Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:587 or smtps://…). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}
