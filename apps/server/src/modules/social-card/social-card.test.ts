import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUserAndSignIn } from '../../testing/factories';
import { createTestApp, type DatabaseKind, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent } from '../../testing/website-factories';

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

describeEachDatabase('links to a site unfurl with its social card', (kind: DatabaseKind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'http://mainstreet.test' });
  });
  afterAll(async () => t.close());

  it('publishes social-card.png beside the page, named by og:image, twitter:image and JSON-LD', async () => {
    const owner = await createUserAndSignIn(t, { plan: 'pro' });
    const id = await insertTestWebsite(
      t,
      { userId: owner.user.id },
      { content: sampleContent({ siteName: 'Card Bakery' }), name: 'Card Bakery' },
    );
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${id}/publish`,
      headers: { cookie: owner.cookie },
    });
    expect(published.statusCode).toBe(200);
    const html = (await t.app.inject({ url: '/s/card-bakery/' })).body;
    const card = 'http://mainstreet.test/s/card-bakery/social-card.png';
    expect(meta(html, 'og:image')).toBe(card);
    expect(meta(html, 'twitter:image')).toBe(card);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'og:image:alt')).toBe('Card Bakery: Fresh bread every morning');
    expect(JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]).image).toBe(
      card,
    );
    const png = await t.app.inject({ url: '/s/card-bakery/social-card.png' });
    expect(png.headers['content-type']).toBe('image/png');
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });

    // The zip is the same site: it carries the same card.
    const zip = await t.app.inject({ url: `/api/websites/${id}/export`, headers: { cookie: owner.cookie } });
    expect(zip.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Buffer.from(files['social-card.png']).equals(png.rawPayload)).toBe(true);
  });

  it('draws the card again when what it shows changes, and only then', async () => {
    const owner = await createUserAndSignIn(t, { plan: 'pro' });
    // The headline is the name, so the card shows the subtitle under it.
    const first = sampleContent({
      siteName: 'Tide Bakery',
      hero: { headline: 'Tide Bakery', subtitle: 'Bread by the sea.', buttonText: 'Visit' },
      theme: { palette: 'blue' },
    });
    const id = await insertTestWebsite(t, { userId: owner.user.id }, { content: first, name: 'Tide Bakery' });
    const publishedCard = async (content: typeof first) => {
      await t.ctx.db
        .updateTable('websites')
        .set({ content: JSON.stringify(content) })
        .where('id', '=', id)
        .execute();
      const published = await t.app.inject({
        method: 'POST',
        url: `/api/websites/${id}/publish`,
        headers: { cookie: owner.cookie },
      });
      expect(published.statusCode).toBe(200);
      return (await t.app.inject({ url: '/s/tide-bakery/social-card.png' })).rawPayload;
    };
    const before = await publishedCard(first);
    // Only the About text changed: the same card, not drawn again.
    const aboutEdit = { ...first, about: { ...first.about, content: 'Since 1998, by the harbour.' } };
    expect((await publishedCard(aboutEdit)).equals(before)).toBe(true);
    // The subtitle the card shows under the name.
    const newLine = await publishedCard({
      ...aboutEdit,
      hero: { ...first.hero, subtitle: 'Rye on Saturdays.' },
    });
    expect(newLine.equals(before)).toBe(false);
    // Another tone of the same colour family: the card's colours follow.
    const navy = await publishedCard({
      ...aboutEdit,
      hero: { ...first.hero, subtitle: 'Rye on Saturdays.' },
      theme: { palette: 'blue', fonts: 'modern', tone: 'navy' },
    });
    expect(navy.equals(newLine)).toBe(false);
  });
});
