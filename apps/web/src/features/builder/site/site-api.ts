import type { ErrorAnswer, StaleVersionAnswer, UploadAnswer, Website } from '@mainstreet/server/contract';
import type { Content } from '@mainstreet/site';

export type { ShareLink, ShareMeta } from '@mainstreet/server/contract';

import { ApiError, apiFetch, apiRequest, fieldsOf, hasErrorCode } from '../../../lib/api';
import { saveZip } from '../../../lib/save-zip';

/** A website with its content, as `GET /api/websites/:id` and a save answer it. */
export type StoredWebsite = Website;

/** A save refused because someone saved a newer version first (409). */
export class StaleSaveError extends Error {
  constructor(
    readonly currentVersion: number | undefined,
    readonly website: StoredWebsite | undefined,
  ) {
    super('This website was changed in another tab or device.');
  }
}

/** Whether a STALE_VERSION answer carries the stored version and a website to offer instead. */
function isStaleVersionAnswer(answer: Partial<ErrorAnswer>): answer is StaleVersionAnswer {
  const website = fieldsOf(answer.website);
  return (
    typeof answer.currentVersion === 'number' &&
    typeof website.id === 'string' &&
    typeof website.version === 'number' &&
    typeof website.content === 'object' &&
    website.content !== null
  );
}

export async function loadWebsite(id: string): Promise<StoredWebsite> {
  return apiRequest('GET', '/api/websites/:id', { params: { id } });
}

/** PATCH with the version the edits started from; a STALE_VERSION refusal becomes StaleSaveError. */
export async function saveWebsite(
  id: string,
  content: Content,
  version: number | undefined,
): Promise<StoredWebsite> {
  try {
    return await apiRequest('PATCH', '/api/websites/:id', {
      params: { id },
      body: { name: content.siteName.trim() || undefined, content, version },
    });
  } catch (error) {
    if (hasErrorCode(error, 'STALE_VERSION')) {
      const { answer } = error;
      if (isStaleVersionAnswer(answer)) throw new StaleSaveError(answer.currentVersion, answer.website);
      const { currentVersion } = answer;
      throw new StaleSaveError(typeof currentVersion === 'number' ? currentVersion : undefined, undefined);
    }
    throw error;
  }
}

/** POST /api/upload as multipart with the field `file`. */
export async function uploadFile(file: File): Promise<UploadAnswer> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest('POST', '/api/upload', { body });
}

export async function generateImage(prompt: string): Promise<string> {
  const { imageUrl } = await apiRequest('POST', '/api/ai/generate-image', { body: { prompt } });
  return imageUrl;
}

/** What unfurls from a share link; the path carries the link's own token, never the website id. */
export function loadShareMeta(token: string) {
  return apiRequest('GET', '/api/preview/:token/meta', { params: { token } });
}

/** The website's share link, made on first use; `renew` replaces it and the old one stops working. */
export function loadShareLink(websiteId: string, renew = false) {
  return apiRequest('POST', '/api/websites/:id/share', {
    params: { id: websiteId },
    body: renew ? { renew: true } : undefined,
  });
}

/** Turns the share link off: whoever has it gets "not found". */
export function stopSharing(websiteId: string) {
  return apiRequest('DELETE', '/api/websites/:id/share', { params: { id: websiteId } });
}

/** Fetches the export and saves it; resolves 'unauthorized' on 401 so the caller can send the person to /auth. */
export async function downloadWebsite(id: string, siteName: string): Promise<'done' | 'unauthorized'> {
  const res = await apiFetch('GET', '/api/websites/:id/export', { params: { id } });
  if (res.status === 401) return 'unauthorized';
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${res.statusText}`, null);
  await saveZip(res, siteName);
  return 'done';
}
