import type { SiteLanguage } from '@mainstreet/site';
import type { MailMessage } from '../../adapters/mail/mail-types';
import { escapeHtml, say } from '../../lib/mail-words';

/**
 * A visitor's message, mailed to the site's owner in the owner's language. Reply answers the
 * visitor, not the server's no-reply address.
 */
export function contactMessageMail(
  language: SiteLanguage,
  website: { name: string; ownerEmail: string },
  siteUrl: string | undefined | null,
  message: { name: string; email: string; message: string },
): MailMessage {
  const from = { name: message.name, email: message.email };
  const site = siteUrl ? `${website.name} (${siteUrl})` : website.name;
  // The name in bold: a NUL stands in for it while the line is escaped.
  const intro = escapeHtml(say(language, 'contact.intro', { ...from, name: '\u0000', site: website.name }));
  return {
    to: website.ownerEmail,
    replyTo: message.email,
    subject: say(language, 'contact.subject', { site: website.name }),
    text: `${say(language, 'contact.intro', { ...from, site })}\n\n${message.message}\n`,
    html: `<p>${intro.replace('\u0000', `<strong>${escapeHtml(message.name)}</strong>`)}</p><blockquote style="white-space:pre-wrap">${escapeHtml(message.message)}</blockquote>`,
  };
}
