import type { AppContext } from '../../context';
import { escapeHtml, say } from '../../lib/mail-words';
import { nowIso } from '../../lib/tokens';
import { messageMailChoice } from '../settings/settings.service';
import { accountLanguage } from '../settings/stored-settings';
import * as repo from './forms.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily digest: once a UTC day is over, each owner who chose it gets one mail with the
 * messages of the day before (and of any earlier day a failed send left behind, up to two days).
 * Messages are marked mailed only when their mail went; an owner who since chose otherwise is
 * skipped. Answers how many digests went out.
 */
export async function sendMessageDigests(ctx: AppContext, now: number): Promise<number> {
  const today = new Date(now).toISOString().slice(0, 10);
  const since = new Date(Date.parse(today) - 2 * DAY_MS).toISOString();
  const rows = await repo.findDigestMessages(ctx.db, since, new Date(Date.parse(today)).toISOString());
  const byOwner = new Map<string, typeof rows>();
  for (const row of rows) byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), row]);
  let sent = 0;
  for (const [ownerId, messages] of byOwner) {
    if ((await messageMailChoice(ctx, ownerId)) !== 'digest') continue;
    const count = messages.length;
    // In the owner's language; English until they chose one.
    const language = (await accountLanguage(ctx.db, ownerId)) ?? 'en';
    const lines = messages.map(
      (m) =>
        `${m.siteName} — ${m.name} <${m.email}> (${m.created_at.slice(0, 16).replace('T', ' ')} UTC):\n${m.message}\n`,
    );
    const senders = new Set(messages.map((m) => m.email.toLowerCase()));
    await ctx.mail.send({
      to: messages[0].ownerEmail,
      // One visitor wrote them all: Reply answers that visitor.
      ...(senders.size === 1 ? { replyTo: messages[0].email } : {}),
      subject: say(
        language,
        new Intl.PluralRules(language).select(count) === 'one'
          ? 'digest.subject.one'
          : 'digest.subject.other',
        { count },
      ),
      text: `${say(language, 'digest.intro')}\n\n${lines.join('\n')}`,
      html: `<p>${escapeHtml(say(language, 'digest.intro'))}</p>${messages
        .map(
          (m) =>
            `<p><strong>${escapeHtml(m.siteName)}</strong> — ${escapeHtml(m.name)} &lt;${escapeHtml(m.email)}&gt;</p><blockquote style="white-space:pre-wrap">${escapeHtml(m.message)}</blockquote>`,
        )
        .join('')}`,
    });
    await repo.markMailed(
      ctx.db,
      messages.map((m) => m.id),
      nowIso(new Date(now)),
    );
    sent++;
  }
  return sent;
}
