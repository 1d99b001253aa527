import { afterAll, beforeAll, expect, it } from 'vitest';
import { cookieHeaderFrom, createUserAndSignIn } from '../../testing/factories';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';

const PROMPT = "Rossi's Bakery in Leeds. Sourdough loaves £4 each. Email hello@rossis.co.uk";

describeEachDatabase('the facts form', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  async function generate(cookie?: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/websites/generate',
      headers: cookie ? { cookie } : {},
      payload: { prompt: PROMPT },
    });
    expect(res.statusCode).toBe(200);
    return { id: res.json().id as string, cookie: cookie ?? cookieHeaderFrom(res.headers['set-cookie']) };
  }
  const getFacts = (id: string, cookie: string) =>
    t.app.inject({ method: 'GET', url: `/api/websites/${id}/facts`, headers: { cookie } });
  const putFacts = (
    id: string,
    cookie: string,
    payload: object | string,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/websites/${id}/facts`,
      headers: { cookie, ...headers },
      payload,
    });

  it('a visitor’s draft: shows the facts as read, and a change writes the site again at once', async () => {
    const { id, cookie } = await generate();
    const read = await getFacts(id, cookie);
    expect(read.statusCode).toBe(200);
    const { facts, given, kinds } = read.json();
    expect(facts).toMatchObject({
      name: "Rossi's Bakery",
      kind: 'bakery',
      area: 'Leeds',
      services: [{ name: 'Sourdough loaves', price: '£4', unit: 'each' }],
      email: 'hello@rossis.co.uk',
      phone: '',
    });
    expect(given).toEqual([]);
    expect(kinds).toContainEqual({ id: 'cafe', label: 'Café', en: 'café' });

    const changed = await putFacts(id, cookie, {
      ...facts,
      name: 'Rosa Bakes',
      kind: 'cafe',
      phone: '+44 113 496 0123',
      sellingPoints: ['Fresh bread at 7am every day'],
    });
    expect(changed.statusCode).toBe(200);
    const website = changed.json();
    expect(website).toMatchObject({ id, name: 'Rosa Bakes', version: 2 });
    expect(website.content.siteName).toBe('Rosa Bakes');
    expect(website.content.contact.phone).toBe('+44 113 496 0123');
    expect(website.content.hero.subtitle).toContain('Fresh bread at 7am every day');
    expect(website.content.meta.facts).toMatchObject({ telephone: '+441134960123', kind: 'cafe' });

    // Stored: the editor and preview load the same site, and the form shows the owner's facts as theirs.
    const loaded = await t.app.inject({ method: 'GET', url: `/api/websites/${id}`, headers: { cookie } });
    expect(loaded.json().content.siteName).toBe('Rosa Bakes');
    const again = (await getFacts(id, cookie)).json();
    expect(again.facts).toMatchObject({ name: 'Rosa Bakes', kind: 'cafe', phone: '+44 113 496 0123' });
    expect(again.given.sort()).toEqual(['kind', 'name', 'phone', 'sellingPoints']);
  });

  it('an owner: a text edited by hand before is kept', async () => {
    const owner = await createUserAndSignIn(t);
    const { id, cookie } = await generate(owner.cookie);
    const site = (
      await t.app.inject({ method: 'GET', url: `/api/websites/${id}`, headers: { cookie } })
    ).json();
    site.content.about.title = 'Baked by hand since forever';
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/websites/${id}`,
      headers: { cookie },
      payload: { content: site.content, version: site.version },
    });
    expect(saved.statusCode).toBe(200);
    const { facts } = (await getFacts(id, cookie)).json();
    const changed = await putFacts(id, cookie, { ...facts, name: 'Rosa Bakes' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().content.about.title).toBe('Baked by hand since forever');
    expect(changed.json().content.siteName).toBe('Rosa Bakes');
  });

  it('someone else’s site is not found, and changes nothing', async () => {
    const { id, cookie } = await generate();
    const stranger = await createUserAndSignIn(t);
    const { facts } = (await getFacts(id, cookie)).json();
    expect((await getFacts(id, stranger.cookie)).statusCode).toBe(404);
    expect((await putFacts(id, stranger.cookie, { ...facts, name: 'Mine now' })).statusCode).toBe(404);
    expect((await getFacts(id, cookie)).json().facts.name).toBe("Rossi's Bakery");
  });

  it('bad input: a 400 naming the field, and the site unchanged', async () => {
    const { id, cookie } = await generate();
    const { facts } = (await getFacts(id, cookie)).json();
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: 'call me maybe' }, 'phone: must be a phone number'],
      [{ whatsapp: '12' }, 'whatsapp: must be a phone number'],
      [{ email: 'hello@' }, 'email: must be an email address'],
      [{ foundedYear: '2999' }, 'foundedYear: must be a year between 1000 and'],
      [{ foundedYear: 'long ago' }, 'foundedYear: must be a year like 1998'],
      [{ name: 'x'.repeat(121) }, 'name: must be at most 120 characters'],
      [{ kind: 'Not A Kind!' }, 'kind: must be a kind of business from the list'],
      [{ language: 'xx' }, 'language:'],
      [{ booking: 'not a link' }, 'booking: must be a web address'],
      [{ services: [{ name: '', price: '', unit: '' }] }, 'services.0.name: must not be empty'],
    ];
    for (const [change, message] of cases) {
      const res = await putFacts(id, cookie, { ...facts, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const garbage = await putFacts(id, cookie, 'not json at all');
    expect(garbage.statusCode).toBeGreaterThanOrEqual(400);
    expect(garbage.statusCode).toBeLessThan(500);
    const site = await t.app.inject({ method: 'GET', url: `/api/websites/${id}`, headers: { cookie } });
    expect(site.json().version).toBe(1);
  });

  it('an unknown kind id is refused; a stale If-Match is a 409', async () => {
    const { id, cookie } = await generate();
    const { facts } = (await getFacts(id, cookie)).json();
    const unknown = await putFacts(id, cookie, { ...facts, kind: 'spaceship-yard' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('kind: must be a kind of business from the list');
    const stale = await putFacts(id, cookie, { ...facts, name: 'Late' }, { 'if-match': '"7"' });
    expect(stale.statusCode).toBe(409);
  });

  it('photos the owner uploads go where the site has no picture yet', async () => {
    const { id, cookie } = await generate();
    const { facts, hasOwnPhotos } = (await getFacts(id, cookie)).json();
    expect(hasOwnPhotos).toBe(false);
    const changed = await putFacts(id, cookie, { ...facts, photos: ['/api/uploads/shop-front.jpg'] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().content.hero.imageUrl).toBe('/api/uploads/shop-front.jpg');
    expect((await getFacts(id, cookie)).json().hasOwnPhotos).toBe(true);
    const bad = await putFacts(id, cookie, { ...facts, photos: ['javascript:alert(1)'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('photos.0: must be the address of an uploaded photo');
  });
});
