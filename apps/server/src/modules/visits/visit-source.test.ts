import { describe, expect, it } from 'vitest';
import { createVisitCounter } from './visit-counter';
import { countryOf, deviceOf, isBotAgent, referrerDomainOf } from './visit-source';

const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

describe('what a page view is reduced to', () => {
  it('tells people from crawlers, scripts and headless browsers', () => {
    expect(isBotAgent(MAC)).toBe(false);
    expect(isBotAgent(ANDROID)).toBe(false);
    for (const bot of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'curl/8.5.0',
      'python-requests/2.32',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
      '',
    ])
      expect(isBotAgent(bot), bot).toBe(true);
  });

  it('names the device class', () => {
    expect([MAC, ANDROID, IPAD, 'SomethingElse/1.0'].map(deviceOf)).toEqual([
      'desktop',
      'mobile',
      'tablet',
      'other',
    ]);
  });

  it('keeps the domain of another site only', () => {
    expect(referrerDomainOf('https://www.google.com/search?q=rye', 'rosa.sites.test')).toBe('google.com');
    // One service, whatever its mobile site or link shim: facebook.com.
    for (const from of [
      'https://m.facebook.com/',
      'https://l.facebook.com/l.php?u=x',
      'https://www.facebook.com/rosa',
    ])
      expect(referrerDomainOf(from, 'rosa.sites.test')).toBe('facebook.com');
    expect(referrerDomainOf('https://m.example.co.uk/', 'rosa.sites.test')).toBe('example.co.uk');
    expect(referrerDomainOf('http://rosa.sites.test/about/', 'rosa.sites.test:8080')).toBeNull();
    expect(referrerDomainOf('https://app.test/dashboard', 'app.test', { appHost: 'app.test' })).toBeNull();
    expect(
      referrerDomainOf('https://other.sites.test/', 'rosa.sites.test', { sitesDomain: 'sites.test' }),
    ).toBeNull();
    expect(referrerDomainOf('android-app://com.slack/', 'rosa.sites.test')).toBeNull();
    expect(referrerDomainOf('not a url', 'rosa.sites.test')).toBeNull();
    expect(referrerDomainOf('', 'rosa.sites.test')).toBeNull();
  });

  it('takes a country from the first preferred language with a region, else none', () => {
    expect(countryOf('de-AT,de;q=0.9,en;q=0.8')).toBe('AT');
    expect(countryOf('en-gb')).toBe('GB');
    expect(countryOf('fr,fr-FR;q=0.9')).toBeNull();
    expect(countryOf('es-419')).toBeNull();
    expect(countryOf('*')).toBeNull();
    expect(countryOf('')).toBeNull();
    expect(countryOf('%%%')).toBeNull();
  });

  it("bounds each site, so a flood of made-up headers on one site drops none of another site's views", () => {
    const counter = createVisitCounter({ maxKeys: 100, maxKeysPerSite: 10 });
    for (let i = 0; i < 500; i++) counter.record('flood', '192.0.2.9', { 'user-agent': `bot ${i}` });
    counter.record('rosa', '192.0.2.1', { 'user-agent': MAC, host: 'rosa.sites.test' });
    const taken = counter.take();
    expect(taken.views.filter((v) => v.slug === 'flood')).toHaveLength(10);
    expect(taken.views.filter((v) => v.slug === 'rosa')).toHaveLength(1);
    expect(taken.dropped).toBe(490);
  });

  it('holds repeated views as one entry with a count, and drops past its bound', () => {
    let now = Date.UTC(2026, 10, 10, 23, 59);
    const counter = createVisitCounter({ now: () => now, maxKeys: 2 });
    const headers = { 'user-agent': MAC, host: 'rosa.sites.test' };
    counter.record('rosa', '192.0.2.1', headers);
    counter.record('rosa', '192.0.2.1', headers);
    now += 2 * 60 * 1000; // past midnight: another day, another entry
    counter.record('rosa', '192.0.2.1', headers);
    counter.record('rosa', '192.0.2.2', headers);
    const taken = counter.take();
    expect(taken.views.map((v) => [v.day, v.views])).toEqual([
      ['2026-11-10', 2],
      ['2026-11-11', 1],
    ]);
    expect(taken.dropped).toBe(1);
    expect(counter.take()).toEqual({ views: [], dropped: 0 });
  });
});
