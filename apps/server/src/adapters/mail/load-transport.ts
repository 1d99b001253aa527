import type { Transporter } from 'nodemailer';

type TransportOptions = Parameters<typeof import('nodemailer').createTransport>[0];

/**
 * A nodemailer transport made with the first message, not at start-up: nodemailer is over 10 MB of
 * memory that a server sending no mail (or not yet) does not need to hold.
 */
export function loadTransport(options: TransportOptions) {
  let made: Promise<Transporter> | undefined;
  return {
    get(): Promise<Transporter> {
      made ??= import('nodemailer').then((nodemailer) => nodemailer.default.createTransport(options));
      return made;
    },
    close(): void {
      made?.then((transport) => transport.close()).catch(() => {});
    },
  };
}
