import { describe, expect, it } from 'vitest';
import { MAIL_COPY, say } from './mail-words';

describe('mail catalogs', () => {
  it('have the same lines, with the same placeholders, in every language', () => {
    const shape = (copy: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(copy).map(([id, line]) => [id, line.match(/\{\w+\}/g)?.sort() ?? []]),
      );
    for (const copy of Object.values(MAIL_COPY)) expect(shape(copy)).toEqual(shape(MAIL_COPY.en));
  });

  it('fills in the product and the values, and leaves an unknown placeholder visible', () => {
    expect(say('fr', 'contact.subject', { site: 'Boulangerie Rosa' })).toBe(
      'Nouveau message depuis votre site Boulangerie Rosa',
    );
    expect(say('de', 'signOff')).toBe('- Ihr Mainstreet-Team');
    expect(say('es', 'contact.subject')).toBe('Nuevo mensaje desde tu web {site}');
  });
});
