import type { Content } from '../schema';
import { plainText } from './linked-text';

/** The composer's stand-in name; also refused when an owner types it back by hand. */
const PLACEHOLDER_NAMES = ['your business name'];

/** Whether the site still lacks a real name (empty, marked as a placeholder, or the stand-in text). */
export function hasPlaceholderName(content: Pick<Content, 'siteName' | 'meta'>): boolean {
  const name = plainText(content.siteName).trim();
  return (
    !name || content.meta.placeholders.includes('siteName') || PLACEHOLDER_NAMES.includes(name.toLowerCase())
  );
}

export type Unfinished = { field: string; message: string };

/**
 * What must be filled in before a site may be published; empty when it is ready. The server answers a
 * publish call with 400 and the first message when this is not empty.
 */
export function findUnfinishedForPublish(content: Pick<Content, 'siteName' | 'meta'>): Unfinished[] {
  return hasPlaceholderName(content)
    ? [
        {
          field: 'siteName',
          message: 'Add your business name before publishing: the site is still called "Your Business Name".',
        },
      ]
    : [];
}

/** The content as visitors get it: a stand-in name is left out rather than shown. */
export function forVisitors(content: Content): Content {
  return hasPlaceholderName(content) && content.siteName !== '' ? { ...content, siteName: '' } : content;
}
