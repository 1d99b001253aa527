import type { LoadedAsset } from '@mainstreet/site';
import { isValidStorageKey } from '../../adapters/storage/file-storage';
import type { AppContext } from '../../context';
import { uploadContentType } from './upload-types';
import { UPLOAD_PREFIX } from './uploads.service';

/** A stored upload's key from its address (/uploads/{key}?…), or null for anything else. */
export function uploadKeyOf(url: string): string | null {
  if (!url.startsWith(UPLOAD_PREFIX)) return null;
  const key = url.slice(UPLOAD_PREFIX.length).split(/[?#]/)[0];
  return isValidStorageKey(key) ? key : null;
}

/** An upload (/uploads/{key}) read from storage; null for anything else, which stays a link. */
export async function loadUpload(ctx: AppContext, url: string): Promise<LoadedAsset | null> {
  const key = uploadKeyOf(url);
  if (!key) return null;
  const data = await ctx.storage.get(key);
  if (!data) return null;
  return { data, contentType: uploadContentType(key) ?? 'application/octet-stream' };
}
