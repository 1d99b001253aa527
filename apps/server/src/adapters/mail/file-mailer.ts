import fs from 'node:fs/promises';
import path from 'node:path';
import { loadTransport } from './load-transport';
import type { Mailer, MailLog } from './mail-types';

let sequence = 0;

/** A file name that sorts by time of sending, also for two messages in the same millisecond. */
function nextFileName(): string {
  sequence = (sequence + 1) % 1_000_000;
  const stamp = new Date().toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${String(sequence).padStart(6, '0')}-${process.pid}.eml`;
}

/**
 * The embedded default: each message is saved as an .eml file under DATA_DIR/mail/ (0600), so an
 * operator without SMTP can still read codes (and tests can too). In development its text goes to
 * the log as well; in production (`showText: false`) the log only says where the file is, since
 * logs travel to places reset codes and visitors' messages must not.
 */
export function createFileMailer(options: {
  dataDir: string;
  from: string;
  log: MailLog;
  showText?: boolean;
}): Mailer {
  const directory = path.join(options.dataDir, 'mail');
  // The stream transport builds the real RFC 5322 message without sending it anywhere.
  const composer = loadTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await (await composer.get()).sendMail({ from: options.from, ...message });
      await fs.mkdir(directory, { recursive: true, mode: 0o700 });
      const file = path.join(directory, nextFileName());
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      if (options.showText ?? true) {
        options.log(
          { to: message.to, subject: message.subject, file },
          `mail (not sent: SMTP_URL is not set)\n${message.text}`,
        );
      } else {
        options.log({ file }, 'mail saved to DATA_DIR/mail (not sent: SMTP_URL is not set)');
      }
    },
    async close() {
      composer.close();
    },
  };
}
