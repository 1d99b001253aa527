import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher } from '../../components/shell/language-switcher';
import { getLanguage, initialLanguage, setLanguage, useT } from '../../i18n/i18n';
import type { AppLanguage } from '../../i18n/languages';
import { fakeSettings, mockApi, renderWithApp, starterUser } from '../billing/testing/render-with-api';
import { useAccountLanguage } from './use-account-language';

function Harness() {
  useAccountLanguage();
  const t = useT();
  return (
    <>
      <LanguageSwitcher />
      <p>{t('shell.menu.settings')}</p>
    </>
  );
}

/** A server whose signed-in account saved `saved` as its language (none when undefined). */
function mockServer(options: { isSignedIn: boolean; saved?: AppLanguage }) {
  let saved = options.saved;
  return mockApi({
    'GET /api/auth/user': () => (options.isSignedIn ? { body: starterUser } : { status: 401, body: {} }),
    'POST /api/auth/refresh-session': () => ({ status: 401, body: {} }),
    'GET /api/settings': () => ({ body: fakeSettings({ language: saved }) }),
    'PUT /api/settings': (init) => {
      saved = JSON.parse(String(init?.body)).language;
      return { body: fakeSettings({ language: saved }) };
    },
  });
}

/** The readable cookie that says a session exists (see `hasSessionHint`). */
function setSessionHint(isSignedIn: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = isSignedIn ? 'ms_signed_in=1; path=/' : 'ms_signed_in=; path=/; max-age=0';
}

beforeEach(() => {
  localStorage.clear();
  setSessionHint(false);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('the language a visitor starts in', () => {
  it('is the browser’s own on a first visit, and the one picked here after that', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en']);
    expect(initialLanguage()).toBe('fr');
    localStorage.setItem('language', 'de');
    expect(initialLanguage()).toBe('de');
    vi.restoreAllMocks();
  });
});

describe('the header’s language switcher', () => {
  it('signed out, changes the screen without a reload and keeps the choice in this browser only', async () => {
    const ue = userEvent.setup();
    const calls = mockServer({ isSignedIn: false });
    renderWithApp(<Harness />, '/');
    expect(screen.getByText('Account Settings')).toBeTruthy();
    await ue.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    expect(await screen.findByText('Kontoeinstellungen')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('language')).toBe('de');
    expect(calls.some((c) => c.key === 'PUT /api/settings')).toBe(false);
  });

  it('signed in, saves the choice on the account, so another browser shows it too', async () => {
    const ue = userEvent.setup();
    setSessionHint(true);
    const calls = mockServer({ isSignedIn: true, saved: 'en' });
    renderWithApp(<Harness />, '/dashboard');
    await waitFor(() => expect(calls.some((c) => c.key === 'GET /api/settings')).toBe(true));
    await ue.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Français');
    expect(await screen.findByText('Paramètres du compte')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'PUT /api/settings').map((c) => c.body)).toEqual([
        { language: 'fr' },
      ]),
    );
  });
});

describe('the account’s language', () => {
  it('applies when the owner signs in, whatever this browser showed before', async () => {
    setSessionHint(true);
    mockServer({ isSignedIn: true, saved: 'es' });
    renderWithApp(<Harness />, '/dashboard');
    expect(await screen.findByText('Ajustes de la cuenta')).toBeTruthy();
    expect(getLanguage()).toBe('es');
    // Signed out later, this browser still shows Spanish.
    expect(localStorage.getItem('language')).toBe('es');
  });

  it('is taken from this browser when the account never chose one', async () => {
    setSessionHint(true);
    await setLanguage('de');
    const calls = mockServer({ isSignedIn: true });
    renderWithApp(<Harness />, '/dashboard');
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'PUT /api/settings').map((c) => c.body)).toEqual([
        { language: 'de' },
      ]),
    );
    expect(screen.getByText('Kontoeinstellungen')).toBeTruthy();
  });
});
