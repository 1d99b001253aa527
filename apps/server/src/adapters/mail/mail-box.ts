import fs from 'node:fs';
import path from 'node:path';

export type SavedMail = { file: string; to: string; subject: string; raw: string; text: string };

/** Every message the embedded mailer saved under DATA_DIR/mail/, oldest first. */
export function listSavedMail(dataDir: string): SavedMail[] {
  const directory = path.join(dataDir, 'mail');
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseSavedMail(path.join(directory, name)));
}

/** The newest saved message (to one address when given), or null. */
export function readLatestMail(dataDir: string, to?: string): SavedMail | null {
  const all = listSavedMail(dataDir).filter(
    (mail) => !to || mail.to.toLowerCase().includes(to.toLowerCase()),
  );
  return all.at(-1) ?? null;
}

/** The 6-character code in a message's text, or null. */
export function findCode(mail: Pick<SavedMail, 'text'> | null): string | null {
  return mail?.text.match(/\b(\d{6})\b/)?.[1] ?? null;
}

function parseSavedMail(file: string): SavedMail {
  const raw = fs.readFileSync(file, 'utf8');
  const header = (name: string) => raw.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
  const plainPart = raw.split(/Content-Type: text\/plain[^\n]*\n/i)[1] ?? '';
  const text = plainPart.split(/\n\n/).slice(1).join('\n\n').split(/\n--/)[0] ?? '';
  return { file, to: header('To'), subject: header('Subject'), raw, text };
}
