/** Content types of the files uploads are stored as, by the storage key's extension. */
export const UPLOAD_CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

/** The content type of a storage key, or undefined when uploads never have that extension. */
export function uploadContentType(key: string): string | undefined {
  const extension = key.includes('.') ? key.split('.').pop()!.toLowerCase() : '';
  return UPLOAD_CONTENT_TYPES[extension];
}
