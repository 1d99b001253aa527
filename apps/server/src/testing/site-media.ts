import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { makeImage, multipartBody } from './website-factories';

/**
 * Uploads a photo wide enough to get every resized variant (480, 960 and 1600 px) and returns its
 * /uploads/ address. `cookie` is a signed-in or anonymous visitor's.
 */
export async function uploadLargePhoto(t: TestApp, cookie: string): Promise<string> {
  const { payload, headers } = multipartBody(await makeImage(2_000, 1_300, 'jpeg'), {
    contentType: 'image/jpeg',
    filename: 'shopfront.jpg',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...headers, cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().url as string;
}

/** Every address the page points at (attribute names in any case: React writes srcSet) through src, href, srcset, poster or CSS url(). */
export function referencesOf(html: string): string[] {
  const refs: string[] = [];
  for (const m of html.matchAll(/\s(?:src|href|poster)="([^"]*)"/gi)) refs.push(m[1]);
  for (const m of html.matchAll(/\ssrcset="([^"]*)"/gi)) refs.push(...srcsetUrls(m[1]));
  for (const m of html.matchAll(/url\((?:&quot;|["'])?([^)"'&]+)/g)) refs.push(m[1]);
  return refs.map((r) => r.replaceAll('&amp;', '&'));
}

/** The addresses of a srcset attribute's candidates. */
export function srcsetUrls(srcset: string): string[] {
  return srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]);
}

/**
 * Asserts the page's photo offers the 480, 960 and 1600 px variants through srcset, and that every
 * address the page uses that is not external is one of `files` (the zip's or the published site's).
 */
export function expectResponsiveAndSelfContained(html: string, files: string[]): void {
  expect(html).not.toContain('/uploads/');
  const srcsets = [...html.matchAll(/<img\s[^>]*\ssrcset="([^"]*)"/gi)].map((m) => m[1]);
  expect(srcsets.length, 'an <img> with srcset').toBeGreaterThan(0);
  const widths = srcsets[0].split(',').map((c) => c.trim().split(/\s+/)[1]);
  expect(widths).toEqual(['480w', '960w', '1600w', '2000w']);
  for (const url of srcsets.flatMap(srcsetUrls)) expect(url).toMatch(/^assets\/[\w.-]+\.webp$/);
  const local = referencesOf(html).filter((r) => r && !/^(https?:|mailto:|tel:|#|data:)/.test(r));
  for (const ref of local)
    expect(files, `the page refers to ${ref}`).toContain(ref.replace(/^\.\//, '').split(/[?#]/)[0]);
}
