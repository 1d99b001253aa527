import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCurrentToast } from '../../components/ui/toast';
import { setLanguage } from '../../i18n/i18n';
import { mockApi, renderWithApp } from '../billing/testing/render-with-api';
import { ContactMessages } from './contact-messages';
import { PublishHistory } from './publish-history';

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

const publish = (n: number, isLive: boolean) => ({
  id: `p${n}`,
  number: n,
  createdAt: '2026-11-22T10:00:00.000Z',
  fileCount: 5,
  sizeBytes: 14_000,
  isLive,
});

describe('PublishHistory', () => {
  it('lists publishes, rolls back to an earlier one and shows contact messages', async () => {
    let live = 2;
    const calls = mockApi({
      'GET /api/websites/w1/publishes': () => ({
        body: { url: 'http://x/s/a/', publishes: [publish(2, live === 2), publish(1, live === 1)] },
      }),
      'POST /api/websites/w1/rollback': (init) => {
        live = JSON.parse(String(init?.body)).publishId === 'p1' ? 1 : 2;
        return { body: { url: 'http://x/s/a/', publishId: 'p1' } };
      },
      'GET /api/websites/w1/messages': () => ({
        body: {
          messages: [
            {
              id: 'm1',
              name: 'Ada',
              email: 'ada@example.org',
              message: 'Do you bake rye?',
              createdAt: '2026-11-22T10:00:00.000Z',
              isNew: true,
            },
          ],
        },
      }),
      'POST /api/websites/w1/messages/read': () => ({ body: { marked: 1 } }),
      'GET /api/messages/new': () => ({ body: { sites: [], total: 0 } }),
    });
    renderWithApp(
      <>
        <PublishHistory website={{ id: 'w1', netlifyUrl: 'http://x/s/a/' }} />
        <ContactMessages website={{ id: 'w1' }} />
      </>,
    );
    expect(await screen.findByText('Version 2')).toBeTruthy();
    expect(screen.getByText('Live')).toBeTruthy();
    expect(await screen.findByText('Do you bake rye?')).toBeTruthy();
    // Seen by the owner: marked new on screen, and read for the counts.
    expect(screen.getByText('New')).toBeTruthy();
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'POST /api/websites/w1/messages/read')).toBe(true),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Roll back to version 1' }));
    await waitFor(() => expect(getCurrentToast()).toMatchObject({ title: 'Version 1 is live again' }));
    expect(calls.find((c) => c.key === 'POST /api/websites/w1/rollback')?.body).toEqual({ publishId: 'p1' });
    expect(await screen.findByRole('button', { name: 'Roll back to version 2' })).toBeTruthy();
  });

  it('shows nothing for a site never launched', async () => {
    mockApi({ 'GET /api/websites/w2/publishes': () => ({ body: { url: null, publishes: [] } }) });
    const { container } = renderWithApp(<PublishHistory website={{ id: 'w2', netlifyUrl: null }} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
  });

  it('speaks German to a German owner: version, size and date as German writes them', async () => {
    await setLanguage('de');
    mockApi({
      'GET /api/websites/w3/publishes': () => ({
        body: {
          url: 'http://x/s/c/',
          publishes: [{ ...publish(2, true), sizeBytes: 1_600_000 }, publish(1, false)],
        },
      }),
    });
    renderWithApp(<PublishHistory website={{ id: 'w3', netlifyUrl: 'http://x/s/c/' }} />);
    expect(await screen.findByRole('heading', { name: 'Veröffentlichungen' })).toBeTruthy();
    expect(screen.getByText('Version 2').parentElement?.textContent).toMatch(/22\.11\.2026.*· 1,5 MB$/);
    expect(screen.getByRole('button', { name: 'Auf Version 1 zurücksetzen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Website offline nehmen' })).toBeTruthy();
  });
});
