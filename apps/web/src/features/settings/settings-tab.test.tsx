import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentToast } from '../../components/ui/toast';
import { setLanguage } from '../../i18n/i18n';
import { fakeSettings, mockApi, renderWithApp, starterUser } from '../billing/testing/render-with-api';
import { SettingsTab } from './settings-tab';

const savedSettings = fakeSettings();

beforeAll(() => {
  // Radix Select measures and scrolls; jsdom has neither.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
});

beforeEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});
afterEach(() => vi.unstubAllGlobals());

/** An account whose email changes once the right code is verified. */
function mockAccount({ isSettingsSaveDown = false } = {}) {
  let email = starterUser.email;
  const calls = mockApi({
    'GET /api/auth/user': () => ({ body: { ...starterUser, email } }),
    'GET /api/settings': () => ({ body: savedSettings }),
    'GET /api/auth/two-factor': () => ({ body: { isEnabled: false, recoveryCodesLeft: 0 } }),
    'GET /api/auth/sessions': () => ({ body: { sessions: [] } }),
    'PUT /api/settings': (init) =>
      isSettingsSaveDown
        ? { status: 503, body: { message: 'The database is not answering' } }
        : { body: { ...savedSettings, ...JSON.parse(String(init?.body)) } },
    'POST /api/auth/update-email': (init) => ({
      body: { message: 'We sent a 6-digit code.', email: JSON.parse(String(init?.body)).newEmail },
    }),
    'POST /api/auth/verify-otp': (init) => {
      const body = JSON.parse(String(init?.body));
      if (body.code !== 'AB12CD') return { status: 400, body: { message: 'That code is not valid.' } };
      email = body.email;
      return { body: { user: { ...starterUser, email }, message: 'Email updated' } };
    },
  });
  renderWithApp(<SettingsTab />, '/dashboard?tab=settings');
  return calls;
}

describe('changing the sign-in email', () => {
  it('asks for the emailed code and changes the email only once it is verified', async () => {
    const ue = userEvent.setup();
    const calls = mockAccount();
    await ue.type(await screen.findByLabelText('New email address'), 'new@example.com');
    await ue.type(screen.getByLabelText('Your password'), 'my-own-pass');
    await ue.click(screen.getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(getCurrentToast()?.title).toBe('Email update initiated'));
    expect(calls.find((c) => c.key === 'POST /api/auth/update-email')?.body).toEqual({
      newEmail: 'new@example.com',
      currentPassword: 'my-own-pass',
    });

    const code = screen.getByLabelText('Verification code');
    const verify = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    expect(verify.disabled).toBe(true);
    await ue.type(code, 'AB12C');
    expect(verify.disabled).toBe(true);
    await ue.type(code, 'D');
    expect(verify.disabled).toBe(false);
    await ue.click(verify);

    await waitFor(() => expect(getCurrentToast()?.title).toBe('Email updated'));
    expect(calls.find((c) => c.key === 'POST /api/auth/verify-otp')?.body).toEqual({
      email: 'new@example.com',
      code: 'AB12CD',
    });
    expect(await screen.findByText(/Currently new@example\.com/)).toBeTruthy();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });

  it('keeps the code step open and says so when the code is wrong', async () => {
    const ue = userEvent.setup();
    mockAccount();
    await ue.type(await screen.findByLabelText('New email address'), 'new@example.com');
    await ue.click(screen.getByRole('button', { name: 'Change email' }));
    await ue.type(await screen.findByLabelText('Verification code'), 'ZZZZZZ');
    await ue.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(getCurrentToast()).toMatchObject({
        title: 'Verification Failed',
        description: 'Invalid or expired code',
      }),
    );
    expect(screen.getByLabelText('Verification code')).toBeTruthy();
    await ue.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(/Currently owner@example\.com/)).toBeTruthy();
  });
});

describe('choosing a theme in Settings', () => {
  it('applies it at once and saves it in the browser and on the account', async () => {
    const ue = userEvent.setup();
    const calls = mockAccount();
    await ue.click(await screen.findByRole('combobox', { name: 'Theme' }));
    await ue.click(await screen.findByRole('option', { name: 'Dark' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'PUT /api/settings').map((c) => c.body)).toEqual([
        { defaultTheme: 'dark' },
      ]),
    );
    // Nothing else is waiting to be saved.
    expect((screen.getByRole('button', { name: 'Save preferences' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('keeps the theme in this browser and says so when the account cannot save it', async () => {
    const ue = userEvent.setup();
    mockAccount({ isSettingsSaveDown: true });
    await ue.click(await screen.findByRole('combobox', { name: 'Theme' }));
    await ue.click(await screen.findByRole('option', { name: 'Dark' }));
    await waitFor(() =>
      expect(getCurrentToast()).toMatchObject({
        title: 'Theme not saved',
        description: 'The database is not answering',
      }),
    );
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});

describe('appearance and region', () => {
  afterEach(() => setLanguage('en'));

  it('offers a Language beside the Date format', async () => {
    mockAccount();
    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Date format' })).toBeTruthy();
  });

  it('switches the screen to the chosen language at once and saves it on the account alone', async () => {
    const ue = userEvent.setup();
    const calls = mockAccount();
    await ue.click(await screen.findByRole('combobox', { name: 'Language' }));
    await ue.click(await screen.findByRole('option', { name: 'Español' }));
    expect(await screen.findByRole('heading', { name: 'Ajustes de la cuenta' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Idioma' }).textContent).toBe('Español');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('language')).toBe('es');
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'PUT /api/settings').map((c) => c.body)).toEqual([
        { language: 'es' },
      ]),
    );
    // Saved already: the preferences' own Save button has nothing to do.
    expect((screen.getByRole('button', { name: 'Guardar preferencias' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('writes dates as the app’s language does until a date format is picked, and can go back to that', async () => {
    const ue = userEvent.setup();
    const calls = mockAccount();
    const dateFormat = await screen.findByRole('combobox', { name: 'Date format' });
    expect(dateFormat.textContent).toBe("As the app's language");
    await ue.click(dateFormat);
    await ue.click(await screen.findByRole('option', { name: 'Deutsch (21. Juni 2026)' }));
    await ue.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'PUT /api/settings').at(-1)?.body).toMatchObject({
        dateFormat: 'de',
      }),
    );
    await ue.click(screen.getByRole('combobox', { name: 'Date format' }));
    await ue.click(await screen.findByRole('option', { name: "As the app's language" }));
    await ue.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'PUT /api/settings').at(-1)?.body).toMatchObject({
        dateFormat: null,
      }),
    );
  });
});

describe('how contact messages arrive by email', () => {
  it('offers the daily digest while emails are on, and saves the choice', async () => {
    const ue = userEvent.setup();
    const calls = mockAccount();
    const digest = await screen.findByRole('switch', { name: 'One daily digest' });
    expect(digest.getAttribute('aria-checked')).toBe('false');
    await ue.click(digest);
    await ue.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'PUT /api/settings').map((c) => c.body)).toEqual([
        expect.objectContaining({ messageDigest: true }),
      ]),
    );
    // No email at all: nothing to bundle, so no digest switch.
    await ue.click(screen.getByRole('switch', { name: 'Email notifications' }));
    expect(screen.queryByRole('switch', { name: 'One daily digest' })).toBeNull();
  });
});
