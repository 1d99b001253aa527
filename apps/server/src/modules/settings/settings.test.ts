import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { signInAs } from '../../testing/website-factories';
import { DEFAULT_SETTINGS } from './settings.schemas';

describeEachDatabase('account settings', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  it('starts from the defaults, stores changes, and keeps each user’s own', async () => {
    const alice = await signInAs(t);
    const bob = await signInAs(t);
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { cookie: alice.cookie },
    });
    expect(first.json()).toEqual(DEFAULT_SETTINGS);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: alice.cookie },
      payload: {
        ...DEFAULT_SETTINGS,
        defaultTheme: 'dark',
        language: 'fr',
        timezone: 'Tokyo',
        emailNotifications: false,
      },
    });
    expect(put.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { cookie: alice.cookie },
    });
    expect(again.json()).toMatchObject({
      defaultTheme: 'dark',
      language: 'fr',
      timezone: 'Tokyo',
      emailNotifications: false,
    });
    const partial = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: alice.cookie },
      payload: { autoSave: false },
    });
    expect(partial.json()).toMatchObject({ autoSave: false, language: 'fr' });
    const bobs = await t.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie: bob.cookie } });
    expect(bobs.json()).toEqual(DEFAULT_SETTINGS);
  });

  it('refuses values outside the lists, naming the field, and changes nothing', async () => {
    const user = await signInAs(t);
    for (const payload of [
      { language: 'xx' },
      { dateFormat: 'it' },
      { timezone: 'Mars' },
      { defaultTheme: 'blue' },
      { autoSave: 'yes' },
      { isAdmin: true },
      // Offered once, never acted on: no longer a setting.
      { marketingEmails: true },
      { pushNotifications: true },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: { cookie: user.cookie },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/: /);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie: user.cookie } });
    expect(res.json()).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps the settings stored before two switches were removed, dropping those two', async () => {
    const user = await signInAs(t);
    const stored = { ...DEFAULT_SETTINGS, language: 'de', marketingEmails: true, pushNotifications: true };
    await storeRaw(user.id, stored);
    const res = await t.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie: user.cookie } });
    expect(res.json()).toEqual({ ...DEFAULT_SETTINGS, language: 'de' });
  });

  it('reads a "Date format" saved before the app had languages as the date format, not the language', async () => {
    const user = await signInAs(t);
    const { dateFormat: _, ...before } = DEFAULT_SETTINGS;
    await storeRaw(user.id, { ...before, language: 'de' });
    const res = await t.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie: user.cookie } });
    expect(res.json()).toEqual({ ...DEFAULT_SETTINGS, dateFormat: 'de' });
    expect(res.json()).not.toHaveProperty('language');
    // English was the old default, not a choice: dates then follow whatever language the app takes.
    await storeRaw(user.id, { ...before, language: 'en' }, true);
    const en = await t.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie: user.cookie } });
    expect(en.json()).toEqual(DEFAULT_SETTINGS);
  });

  it('remembers the app language apart from the date format', async () => {
    const user = await signInAs(t);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/settings', headers: { cookie: user.cookie }, payload });
    expect((await put({ language: 'es' })).json()).toMatchObject({ language: 'es', dateFormat: null });
    expect((await put({ dateFormat: 'de' })).json()).toMatchObject({ language: 'es', dateFormat: 'de' });
    const res = await t.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie: user.cookie } });
    expect(res.json()).toMatchObject({ language: 'es', dateFormat: 'de' });
  });

  async function storeRaw(userId: string, settings: object, replace = false) {
    const row = { user_id: userId, settings: JSON.stringify(settings), updated_at: new Date().toISOString() };
    if (replace) await t.ctx.db.deleteFrom('user_settings').where('user_id', '=', userId).execute();
    await t.ctx.db.insertInto('user_settings').values(row).execute();
  }

  it('asks a signed-out visitor to sign in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/settings', payload: { autoSave: false } })).statusCode,
    ).toBe(401);
  });
});
