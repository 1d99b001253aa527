/** A name safe as a file name: what a website's zip is saved as (the owner's export and a Quick Download alike). */
export function zipNameFor(siteName: string): string {
  const printable = [...siteName].map((c) => (c.charCodeAt(0) < 32 ? ' ' : c)).join('');
  const safe = printable
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'website'}.zip`;
}

/**
 * The site's own name from a zip answer's `content-disposition` (`filename*=UTF-8''<name>.zip`,
 * which the server sends beside an ASCII-only `filename`), or null when it names none.
 */
export function siteNameOfZip(disposition: string | null): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded).replace(/\.zip$/i, '');
  } catch {
    return null;
  }
}

/** Saves a zip answer's bytes in the browser as `<Site name>.zip`. */
export async function saveZip(res: Response, siteName: string): Promise<void> {
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = zipNameFor(siteName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
