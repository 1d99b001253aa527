import { randomBytes } from 'node:crypto';
import { type Content, contentSchema } from '@mainstreet/site';
import { addMs, hashToken, newId, newToken, nowIso } from '../lib/tokens';
import type { TestApp } from './test-app';

export type TestUser = { id: string; plan: string; cookie: string };

/**
 * A user with a live session, written straight to the database so website tests do not depend on
 * the sign-up flow. The cookie is the one the server sets on sign-in.
 */
export async function signInAs(t: TestApp, opts: { plan?: string } = {}): Promise<TestUser> {
  const id = newId();
  const plan = opts.plan ?? 'starter';
  const now = nowIso();
  await t.ctx.db
    .insertInto('users')
    .values({
      id,
      email: `${id.toLowerCase()}@example.com`,
      first_name: 'Test',
      last_name: 'User',
      plan,
      is_verified: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const token = newToken();
  await t.ctx.db
    .insertInto('sessions')
    .values({ id: hashToken(token), user_id: id, created_at: now, expires_at: addMs(86_400_000) })
    .execute();
  return { id, plan, cookie: `ms_session=${token}` };
}

/** A visitor's anonymous-session cookie and the session id websites record for it. */
export function anonymousVisitor(): { cookie: string; sessionId: string } {
  const token = newToken();
  return { cookie: `ms_anon=${token}`, sessionId: hashToken(token) };
}

/** Valid content for a small business site; `overrides` replace top-level parts. */
export function sampleContent(overrides: Record<string, unknown> = {}): Content {
  return contentSchema.parse({
    siteName: 'Rosa Bakery',
    hero: {
      headline: 'Fresh bread every morning',
      subtitle: 'Sourdough and pastries baked in Leeds.',
      buttonText: 'Visit us',
    },
    about: { title: 'About us', content: 'A family bakery since 1998.' },
    servicesHeader: { title: 'What we bake' },
    services: [
      { name: 'Sourdough', description: 'Slow-fermented loaves.' },
      { name: 'Pastries', description: 'Croissants and buns.' },
    ],
    contact: {
      title: 'Find us',
      address: '12 Market St, Leeds',
      phone: '0113 496 0000',
      hours: 'Tue–Sun 7–3',
    },
    footer: {
      summary: 'Rosa Bakery, Leeds.',
      links: [],
      copyright: '© 2026 Rosa Bakery. All rights reserved.',
    },
    ...overrides,
  });
}

/** Stores a website directly (no generation) and returns its id. */
export async function insertTestWebsite(
  t: TestApp,
  owner: { userId?: string; sessionId?: string },
  opts: { content?: Content; name?: string; liveUrl?: string } = {},
): Promise<string> {
  const id = newId();
  const content = opts.content ?? sampleContent();
  const now = nowIso();
  await t.ctx.db
    .insertInto('websites')
    .values({
      id,
      user_id: owner.userId ?? null,
      session_id: owner.sessionId ?? null,
      is_anonymous: owner.userId ? 0 : 1,
      name: opts.name ?? content.siteName,
      prompt: 'A bakery in Leeds',
      content: JSON.stringify(content),
      status: 'draft',
      generator: 'builtin',
      live_url: opts.liveUrl ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** A real image of the given size and format; with `noise` it does not compress (for size limits). */
export async function makeImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png',
  opts: { noise?: boolean; exifText?: string } = {},
): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  let image = opts.noise
    ? sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    : sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
  if (opts.exifText) {
    image = image.withExif({
      IFD0: { Copyright: opts.exifText, Artist: opts.exifText },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    });
  }
  return image.toFormat(format).toBuffer();
}

/** A multipart/form-data body with one file part. */
export function multipartBody(
  data: Buffer,
  opts: { field?: string; filename?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----mainstreet${newToken(8)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${opts.filename ?? 'photo.png'}"\r\nContent-Type: ${opts.contentType ?? 'image/png'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
