import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getLanguage, setLanguage } from '../../i18n/i18n';
import { createQueryClient } from '../../lib/query-client';
import { websiteKey } from '../../lib/query-keys';
import { LanguageOffer } from './language-offer';

/** The offer beside a site the builder holds, written in `language`. */
function renderOffer(language: string | undefined) {
  const client = createQueryClient();
  client.setQueryData(websiteKey('w1'), { content: { meta: { language } } });
  return render(
    <QueryClientProvider client={client}>
      <LanguageOffer siteId="w1" />
    </QueryClientProvider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => setLanguage('en'));

describe('a visitor whose description made a Spanish site', () => {
  it('is offered the app in Spanish, asked in Spanish, and gets it without a reload', async () => {
    const ue = userEvent.setup();
    renderOffer('es');
    const offer = await screen.findByRole('status');
    expect(offer.textContent).toContain('¿Prefieres usar Mainstreet en español?');
    expect(offer.getAttribute('lang')).toBe('es');
    await ue.click(screen.getByRole('button', { name: 'Cambiar a español' }));
    await waitFor(() => expect(getLanguage()).toBe('es'));
    expect(localStorage.getItem('language')).toBe('es');
    // Now in Spanish: nothing left to offer.
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('goes away when declined, and is not made for a site in the app’s own language', async () => {
    const ue = userEvent.setup();
    const { unmount } = renderOffer('de-DE');
    await ue.click(await screen.findByRole('button', { name: 'Nein, danke' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(getLanguage()).toBe('en');
    unmount();
    renderOffer('en');
    renderOffer(undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
