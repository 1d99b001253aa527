import { describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/app-error';
import { type NameRules, readDomainName } from './domain-name';

const rules: NameRules = {
  appHost: 'app.mainstreet-host.com',
  sitesDomain: null,
  cnameTarget: null,
  allowsPrivate: false,
};
const withPrivateCa = { ...rules, allowsPrivate: true };
const problemOf = (input: string, given = rules) => {
  try {
    readDomainName(input, given);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe("an owner's domain name", () => {
  it("refuses the operator's own domain: the app host, its parent and anything under that", () => {
    for (const name of [
      'mainstreet-host.com',
      'www.mainstreet-host.com',
      'api.mainstreet-host.com',
      'x.app.mainstreet-host.com',
    ])
      expect(problemOf(name), name).toMatch(/this server's own addresses/);
  });

  it('refuses look-alike IDNs, and takes names in one script', () => {
    expect(problemOf('xn--pypal-4ve.com')).toMatch(/imitates another name/);
    expect(problemOf('аррӏе.com')).toMatch(/imitates another name/);
    expect(readDomainName('café-rosa.fr', rules).name).toBe('xn--caf-rosa-d1a.fr');
    expect(readDomainName('москва.рф', rules).isApex).toBe(true);
    expect(readDomainName('日本語.jp', rules).isApex).toBe(true);
  });

  it('takes .test, .internal and .lan only from a server whose HTTPS comes from a private CA', () => {
    expect(problemOf('rosas.test')).toMatch(/public domain ending/);
    expect(problemOf('shop.internal')).toMatch(/public domain ending/);
    expect(readDomainName('rosas.test', withPrivateCa)).toMatchObject({
      name: 'rosas.test',
      isApex: true,
      hosts: ['rosas.test', 'www.rosas.test'],
    });
    expect(readDomainName('www.bakery.lan', withPrivateCa)).toMatchObject({
      name: 'bakery.lan',
      prefersWww: true,
    });
    expect(readDomainName('shop.rosas.internal', withPrivateCa)).toMatchObject({ isApex: false });
    // Never the public special-use names, whatever the CA.
    expect(problemOf('bakery.onion', withPrivateCa)).toMatch(/special-use name/);
    expect(problemOf('127.0.0.1.nip.io', withPrivateCa)).toMatch(/answers for any name/);
  });
});

describe('a refused name, for the web app to write in the owner’s language', () => {
  const refusalOf = (input: string) => {
    try {
      readDomainName(input, rules);
      return null;
    } catch (error) {
      return (error as AppError).details;
    }
  };

  it('names the message and the name it is about', () => {
    expect(refusalOf('192.0.2.7')).toEqual({ messageId: 'domainIsIp' });
    expect(refusalOf('shop.local')).toEqual({
      messageId: 'domainSpecialUse',
      params: { name: 'shop.local' },
    });
    expect(refusalOf('co.uk')).toEqual({ messageId: 'domainIsEnding', params: { name: 'co.uk' } });
    expect(refusalOf('www.mainstreet-host.com')).toMatchObject({ messageId: 'domainServerOwn' });
  });
});
