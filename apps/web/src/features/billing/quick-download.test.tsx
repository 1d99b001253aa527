import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCurrentToast } from '../../components/ui/toast';
import { QuickDownloadButton } from './quick-download';
import { mockApi, renderWithApp } from './testing/render-with-api';

afterEach(() => vi.unstubAllGlobals());

describe('QuickDownloadButton', () => {
  it('says no website is selected when there is none, and starts nothing', async () => {
    const calls = mockApi({});
    renderWithApp(<QuickDownloadButton websiteId={null} go={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Quick Download — $6.99' }));
    await waitFor(() =>
      expect(getCurrentToast()).toMatchObject({
        title: 'Error',
        description: 'No website selected for download',
      }),
    );
    expect(calls).toHaveLength(0);
  });

  it('starts the download checkout for the website and follows it', async () => {
    const calls = mockApi({
      'POST /api/billing/download-payment': () => ({ body: { url: '/api/billing/test-checkout/cs_9' } }),
    });
    const go = vi.fn();
    renderWithApp(<QuickDownloadButton websiteId="w1" go={go} />);
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/api/billing/test-checkout/cs_9'));
    expect(calls[0].body).toEqual({ websiteId: 'w1' });
  });

  it('shows the server message as a Payment Error', async () => {
    mockApi({
      'POST /api/billing/download-payment': () => ({ status: 404, body: { message: 'Website not found' } }),
    });
    renderWithApp(<QuickDownloadButton websiteId="w2" go={vi.fn()} />);
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() =>
      expect(getCurrentToast()).toMatchObject({ title: 'Payment Error', description: 'Website not found' }),
    );
  });
});
