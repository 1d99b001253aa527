import type { SiteLanguage } from '@mainstreet/site';
import type { MailMessage } from '../../adapters/mail/mail-types';
import { escapeHtml, PRODUCT, say } from '../../lib/mail-words';

/** Plain text and a simple HTML twin; no images, no links that track. */
function compose(
  language: SiteLanguage,
  to: string,
  subject: string,
  lines: string[],
  code?: string,
): MailMessage {
  const signOff = say(language, 'signOff');
  const text = [...lines, '', signOff].join('\n');
  const paragraphs = lines
    .filter((line) => line !== '')
    .map((line) =>
      code && line.includes(code)
        ? `<p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:16px 0">${escapeHtml(code)}</p>`
        : `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:480px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${PRODUCT}</h1>
${paragraphs}
<p style="color:#555;margin-top:24px">${escapeHtml(signOff)}</p>
</body></html>`;
  return { to, subject: `${subject} - ${PRODUCT}`, text, html };
}

/** A mail carrying a one-time code: an intro, the code on its own line, and when it expires. */
function codeMail(
  language: SiteLanguage,
  to: string,
  kind: 'verification' | 'reset' | 'emailChange',
  code: string,
) {
  return compose(
    language,
    to,
    say(language, `${kind}.subject`),
    [say(language, `${kind}.intro`), '', code, '', say(language, `${kind}.outro`)],
    code,
  );
}

export function verificationMail(language: SiteLanguage, to: string, code: string): MailMessage {
  return codeMail(language, to, 'verification', code);
}

export function resetCodeMail(language: SiteLanguage, to: string, code: string): MailMessage {
  return codeMail(language, to, 'reset', code);
}

export function emailChangeMail(language: SiteLanguage, to: string, code: string): MailMessage {
  return codeMail(language, to, 'emailChange', code);
}

export function emailChangedNoticeMail(language: SiteLanguage, to: string, newEmail: string): MailMessage {
  return compose(language, to, say(language, 'emailChanged.subject'), [
    say(language, 'emailChanged.line1', { email: newEmail }),
    say(language, 'emailChanged.line2'),
  ]);
}

export function secondStepFailuresMail(language: SiteLanguage, to: string, failures: number): MailMessage {
  return compose(language, to, say(language, 'secondStep.subject'), [
    say(language, 'secondStep.line1', { failures }),
    say(language, 'secondStep.line2'),
  ]);
}

export function passwordChangedNoticeMail(language: SiteLanguage, to: string): MailMessage {
  return compose(language, to, say(language, 'passwordChanged.subject'), [
    say(language, 'passwordChanged.line1'),
    say(language, 'passwordChanged.line2'),
  ]);
}
