import { type Content, parseContent } from '@mainstreet/site';
import { AppError } from '../../lib/app-error';

/**
 * A website's stored content, brought forward to the current version. Content saved by an older
 * version of Mainstreet (or another client of the spec) is migrated, never served as it was.
 */
export function readStoredContent(raw: string, purpose = 'used'): Content {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError('UNPROCESSABLE', `This website's content cannot be ${purpose}: it is not valid JSON`);
  }
  const parsed = parseContent(json);
  if (!parsed.ok)
    throw new AppError('UNPROCESSABLE', `This website's content cannot be ${purpose}: ${parsed.message}`);
  return parsed.content;
}
