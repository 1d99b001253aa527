import type { AppLanguage } from './languages';
import admin from './messages/en/admin.json';
import auth from './messages/en/auth.json';
import billing from './messages/en/billing.json';
import builder from './messages/en/builder.json';
import dashboard from './messages/en/dashboard.json';
import facts from './messages/en/facts.json';
import landing from './messages/en/landing.json';
import launch from './messages/en/launch.json';
import photos from './messages/en/photos.json';
import rewrite from './messages/en/rewrite.json';
import server from './messages/en/server.json';
import settings from './messages/en/settings.json';
import shell from './messages/en/shell.json';
import sites from './messages/en/sites.json';

/** English is bundled with the app: it is the fallback and the catalog every other one must match. */
export const EN = {
  ...admin,
  ...auth,
  ...billing,
  ...builder,
  ...dashboard,
  ...facts,
  ...landing,
  ...launch,
  ...photos,
  ...rewrite,
  ...server,
  ...settings,
  ...shell,
  ...sites,
};
export type MessageId = keyof typeof EN;
export type Messages = Record<MessageId, string>;

/** Whether the catalogs hold this id (for ids made at run time, as a server answer's). */
export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(EN, id);
}

// The other languages load on demand, one chunk per file, when someone picks or detects them.
const FILES = import.meta.glob<Record<string, string>>(['./messages/*/*.json', '!./messages/en/*.json'], {
  import: 'default',
});

/** Every message of one language, from its catalog files (messages/<lang>/<area>.json). */
export async function loadMessages(language: AppLanguage): Promise<Messages> {
  if (language === 'en') return EN;
  const prefix = `./messages/${language}/`;
  const parts = await Promise.all(
    Object.entries(FILES)
      .filter(([path]) => path.startsWith(prefix))
      .map(([, load]) => load()),
  );
  // An id missing from a translation (the coverage test forbids it) still shows, in English.
  return Object.assign({}, EN, ...parts);
}
