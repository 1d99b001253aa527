import { describe, expect, it } from 'vitest';
import { makeContent } from '../../test/factories';
import { contentSchema } from '../schema';
import { exportSite } from './export-site';

const text = (files: { path: string; data: Uint8Array }[], path: string) =>
  new TextDecoder().decode(files.find((f) => f.path === path)?.data);
const loadAsset = async () => null;

describe("a site's public URL", () => {
  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://x.example/',
  ])('refuses %s, naming the field', (publicUrl) => {
    const content = makeContent();
    const parsed = contentSchema.safeParse({ ...content, meta: { ...content.meta, publicUrl } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['meta', 'publicUrl'],
      message: 'must be an http:// or https:// address',
    });
  });

  it('accepts an https address and puts it in the canonical tag and the 404 link', async () => {
    const content = makeContent();
    const good = { ...content, meta: { ...content.meta, publicUrl: 'https://rosa.example/' } };
    expect(contentSchema.safeParse(good).success).toBe(true);
    const files = await exportSite(good, { loadAsset });
    expect(text(files, 'index.html')).toContain('<link rel="canonical" href="https://rosa.example/"');
    expect(text(files, '404.html')).toContain('href="https://rosa.example/"');
  });

  it('never reaches the canonical tag or the 404 link when stored content holds a script address', async () => {
    const content = makeContent();
    // Content stored before the check, read without the schema.
    const stored = { ...content, meta: { ...content.meta, publicUrl: 'javascript:alert(1)' } };
    const files = await exportSite(stored, { loadAsset });
    for (const file of files) expect(new TextDecoder().decode(file.data)).not.toContain('javascript:');
    expect(text(files, '404.html')).toContain('href="/"');
    const viaOption = await exportSite(content, { loadAsset, publicUrl: 'data:text/html,x' });
    for (const file of viaOption) expect(new TextDecoder().decode(file.data)).not.toContain('data:text/html');
  });
});
