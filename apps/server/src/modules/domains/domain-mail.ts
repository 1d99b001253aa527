import type { AppContext } from '../../context';
import { escapeHtml } from '../forms/forms.service';

/** What happened to an owner's domain, worth a mail. */
export type DomainEvent =
  | { kind: 'live'; name: string; address: string }
  | { kind: 'broken'; name: string; problem: string | null }
  | { kind: 'claimed'; name: string };

function mailOf(event: DomainEvent, siteName: string): { subject: string; lines: string[] } {
  switch (event.kind) {
    case 'live':
      return {
        subject: `${event.name} is live: ${siteName} answers there`,
        lines: [`Your website ${siteName} now answers at ${event.address} with HTTPS.`],
      };
    case 'broken':
      return {
        subject: `${event.name} stopped reaching ${siteName}`,
        lines: [
          `Visitors of ${event.name} no longer reach your website ${siteName}: its DNS records do not point to this server any more.`,
          event.problem ?? 'Check the records at your DNS provider; the domain panel shows what is needed.',
          'Your site still answers at its address on this server.',
        ],
      };
    case 'claimed':
      return {
        subject: `${event.name} was moved to another account`,
        lines: [
          `Another account proved control of ${event.name} with a TXT record at its DNS provider, so the domain now leads to that account's website instead of ${siteName}.`,
          'If you did not allow this, someone else controls the DNS of your domain: contact your domain registrar.',
        ],
      };
  }
}

/**
 * Tells an owner what happened to their domain. A failed mail is logged, never thrown: the change
 * it reports has happened either way.
 */
export async function mailDomainOwner(
  ctx: AppContext,
  owner: { email: string; siteName: string },
  event: DomainEvent,
  log?: { error(fields: object, line: string): void },
) {
  const { subject, lines } = mailOf(event, owner.siteName);
  try {
    await ctx.mail.send({
      to: owner.email,
      subject,
      text: `${lines.join('\n\n')}\n`,
      html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    });
  } catch (error) {
    log?.error({ err: error, domain: event.name }, 'domain mail failed');
  }
}
