import type { MailMessage } from '../../adapters/mail/mail-types';

const PRODUCT = 'Mainstreet';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Plain text and a simple HTML twin; no images, no links that track. */
function compose(to: string, subject: string, lines: string[], code?: string): MailMessage {
  const text = [...lines, '', `- The ${PRODUCT} team`].join('\n');
  const paragraphs = lines
    .filter((line) => line !== '')
    .map((line) =>
      code && line.includes(code)
        ? `<p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:16px 0">${escapeHtml(code)}</p>`
        : `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#111;max-width:480px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${PRODUCT}</h1>
${paragraphs}
<p style="color:#555;margin-top:24px">- The ${PRODUCT} team</p>
</body></html>`;
  return { to, subject: `${subject} - ${PRODUCT}`, text, html };
}

export function verificationMail(to: string, code: string): MailMessage {
  return compose(
    to,
    'Your verification code',
    [
      `Welcome to ${PRODUCT}. Enter this code to verify your email address:`,
      '',
      code,
      '',
      'The code expires in 10 minutes. If you did not create an account, you can ignore this email.',
    ],
    code,
  );
}

export function resetCodeMail(to: string, code: string): MailMessage {
  return compose(
    to,
    'Your password reset code',
    [
      `Someone asked to reset the password of your ${PRODUCT} account. Enter this code to continue:`,
      '',
      code,
      '',
      'The code expires in 10 minutes. If it was not you, ignore this email: your password stays the same.',
    ],
    code,
  );
}

export function emailChangeMail(to: string, code: string): MailMessage {
  return compose(
    to,
    'Confirm your new email address',
    [
      `Enter this code in ${PRODUCT} to make this your account's email address:`,
      '',
      code,
      '',
      'The code expires in 10 minutes. If you did not ask for this, ignore this email.',
    ],
    code,
  );
}

export function emailChangedNoticeMail(to: string, newEmail: string): MailMessage {
  return compose(to, 'Your email address was changed', [
    `The email address of your ${PRODUCT} account was changed to ${newEmail}.`,
    'If you did not do this, reset your password now and contact support.',
  ]);
}

export function secondStepFailuresMail(to: string, failures: number): MailMessage {
  return compose(to, 'Someone is trying to sign in to your account', [
    `Your ${PRODUCT} password was entered correctly, then ${failures} wrong codes for two-step sign-in followed in the last few minutes.`,
    'If this was not you, someone knows your password: change it now, and check "Your sessions" in your profile.',
  ]);
}

export function passwordChangedNoticeMail(to: string): MailMessage {
  return compose(to, 'Your password was changed', [
    `The password of your ${PRODUCT} account was changed and every other session was signed out.`,
    'If you did not do this, reset your password now.',
  ]);
}
