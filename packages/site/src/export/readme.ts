import { contactEmail } from '../render/actions';
import type { Content } from '../schema';

/**
 * The export's README when its contact form cannot send: no server address to post to and no email
 * to fall back on. It tells the owner what to connect, so a zip is never a silent dead end.
 */
export function formReadme(content: Content, contactFormAction: string | undefined): string | undefined {
  if (contactFormAction || contactEmail(content)) return undefined;
  if (!content.widgets.some((w) => w.type === 'contact-form')) return undefined;
  return [
    `# ${content.siteName.trim() || 'Your website'}`,
    '',
    'This folder is your website: upload every file to any web host and `index.html` is the page.',
    '',
    '## Your contact form is not connected yet',
    '',
    'The page has a contact form, but this copy has nowhere to send its messages, so visitors do not',
    'see it. Connect it one of these ways, then export again:',
    '',
    "- Publish on Mainstreet's own hosting: the form sends every message to you by email.",
    '- Add your email address to the contact section: the form becomes a "write to us" email link.',
    '- Ask the operator of your Mainstreet server to set `PUBLIC_URL`: exported forms then post to it.',
    '- Or point the form at a form service you use: in `index.html`, give the `<form>` an',
    '  `action="https://…"` address from that service.',
    '',
  ].join('\n');
}
