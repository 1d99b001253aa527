import { afterEach, describe, expect, it } from 'vitest';
import { refusedField } from '../features/facts/facts-api';
import { setLanguage } from '../i18n/i18n';
import { ApiError } from './api';

afterEach(() => setLanguage('en'));

const refusal = (body: object) => new ApiError(400, '400: refused', { code: 'BAD_REQUEST', ...body });

describe('a refusal the server names by id', () => {
  it('is shown in the app’s language, the server’s English kept for other clients', async () => {
    const error = refusal({ message: 'Invalid or expired code', messageId: 'invalidCode' });
    expect(error.serverMessage).toBe('Invalid or expired code');
    await setLanguage('fr');
    expect(error.serverMessage).toBe('Code invalide ou expiré');
    await setLanguage('de');
    expect(error.serverMessage).toBe('Ungültiger oder abgelaufener Code');
  });

  it('falls back to the server’s words for an id the catalogs do not hold, or none', async () => {
    await setLanguage('es');
    expect(refusal({ message: 'Something new', messageId: 'notYetTranslated' }).serverMessage).toBe(
      'Something new',
    );
    expect(refusal({ message: 'password: Too common' }).serverMessage).toBe('Too common');
  });
});

describe('refusals with values, in Spanish', () => {
  it('names the plan’s limit with the number written the Spanish way', async () => {
    await setLanguage('es');
    const quota = new ApiError(403, '403: refused', {
      code: 'EDIT_QUOTA',
      message: 'You have used all 1000 edits of the Pro plan this month. Upgrade for more edits.',
      messageId: 'editQuota',
      params: { limit: 1000, plan: 'Pro' },
      limit: 1000,
      plan: 'pro',
    });
    expect(quota.serverMessage).toBe(
      'Has usado las 1000 ediciones del plan Pro de este mes. Mejora tu plan para tener más.',
    );
  });

  it('says which domain was refused and why', async () => {
    await setLanguage('es');
    const refused = new ApiError(400, '400: refused', {
      code: 'BAD_REQUEST',
      message: '"tienda.local" is a special-use name that never reaches the public web.',
      messageId: 'domainSpecialUse',
      params: { name: 'tienda.local' },
    });
    expect(refused.serverMessage).toBe(
      '«tienda.local» es un nombre de uso especial que nunca llega a la web pública.',
    );
  });

  it('counts the seconds to wait in the language’s plural', async () => {
    await setLanguage('de');
    const wait = (seconds: number) =>
      refusal({
        message: 'Too many wrong passwords.',
        messageId: 'tooManyWrongPasswords',
        params: { seconds },
      }).serverMessage;
    expect(wait(1)).toContain('1 Sekunde ');
    expect(wait(30)).toContain('30 Sekunden');
  });
});

describe('a facts form refusal', () => {
  it('is shown beside its field in the app’s language', async () => {
    await setLanguage('fr');
    const error = refusal({
      message: 'phone: must be a phone number (with its country code, like +44 113 496 0123)',
      messageId: 'factsPhone',
    });
    expect(refusedField(error)).toEqual({
      field: 'phone',
      message: 'Saisissez un numéro avec l’indicatif du pays, par exemple +33 1 23 45 67 89.',
    });
  });
});
