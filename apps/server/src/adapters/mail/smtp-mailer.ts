import { loadTransport } from './load-transport';
import type { Mailer } from './mail-types';

/** Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:587 or smtps://…). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = loadTransport(url);
  return {
    async send(message) {
      await (await transport.get()).sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}
