import type { Content } from '@mainstreet/site';
import type { WebsiteRow } from './websites.repository';

type ListRow = Omit<WebsiteRow, 'content' | 'user_id' | 'session_id'>;

/** A website in lists: everything but its content. */
export function presentWebsiteSummary(row: ListRow) {
  return {
    id: row.id,
    name: row.name,
    prompt: row.prompt,
    status: row.status,
    editCount: row.edit_count,
    isAnonymous: row.is_anonymous === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    netlifyUrl: row.live_url,
    needsRedeployment: row.needs_redeployment === 1,
    version: row.version,
    coverImage: row.cover_image,
    generator: row.generator,
  };
}

/** A website with its content, as the editor and preview load it. */
export function presentWebsite(row: WebsiteRow, content?: Content) {
  return { ...presentWebsiteSummary(row), content: content ?? (JSON.parse(row.content) as Content) };
}

export type WebsiteJson = ReturnType<typeof presentWebsite>;

const CLOSE = Buffer.from('}');

/**
 * The same JSON as `presentWebsite`, as bytes, around content that is already serialised (as it is
 * stored). A save answers with the website it just wrote; parsing and re-serialising 30 KB of
 * content for that was most of a save's work.
 */
export function presentWebsiteBytes(row: ListRow, contentJson: Buffer): Buffer {
  const summary = JSON.stringify(presentWebsiteSummary(row));
  return Buffer.concat([Buffer.from(`${summary.slice(0, -1)},"content":`), contentJson, CLOSE]);
}

/** The image a site list shows for a site: its hero, else its first service or about image. */
export function coverImageOf(content: Content): string | null {
  const candidates = [
    content.hero.imageUrl,
    ...content.services.map((s) => s.imageUrl),
    content.about.imageUrl,
  ];
  return candidates.find((url) => typeof url === 'string' && url !== '') ?? null;
}
