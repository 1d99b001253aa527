import type { SiteLanguage } from '@mainstreet/site';
import type { AppContext } from '../../context';
import { escapeHtml, say } from '../../lib/mail-words';
import { accountLanguage } from '../settings/stored-settings';

/** What happened to an owner's domain, worth a mail. */
export type DomainEvent =
  | { kind: 'live'; name: string; address: string }
  | { kind: 'broken'; name: string; problem: string | null }
  | { kind: 'claimed'; name: string };

function mailOf(
  language: SiteLanguage,
  event: DomainEvent,
  site: string,
): { subject: string; lines: string[] } {
  const { name } = event;
  switch (event.kind) {
    case 'live':
      return {
        subject: say(language, 'domainLive.subject', { name, site }),
        lines: [say(language, 'domainLive.line1', { site, address: event.address })],
      };
    case 'broken':
      return {
        subject: say(language, 'domainBroken.subject', { name, site }),
        lines: [
          say(language, 'domainBroken.line1', { name, site }),
          // The check's own words are English: another language gets the catalog's advice instead.
          (language === 'en' ? event.problem : null) ?? say(language, 'domainBroken.line2'),
          say(language, 'domainBroken.line3'),
        ],
      };
    case 'claimed':
      return {
        subject: say(language, 'domainClaimed.subject', { name }),
        lines: [say(language, 'domainClaimed.line1', { name, site }), say(language, 'domainClaimed.line2')],
      };
  }
}

/**
 * Tells an owner what happened to their domain. A failed mail is logged, never thrown: the change
 * it reports has happened either way.
 */
export async function mailDomainOwner(
  ctx: AppContext,
  owner: { userId: string; email: string; siteName: string },
  event: DomainEvent,
  log?: { error(fields: object, line: string): void },
) {
  try {
    // In the owner's language; English until they chose one.
    const language = (await accountLanguage(ctx.db, owner.userId)) ?? 'en';
    const { subject, lines } = mailOf(language, event, owner.siteName);
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
