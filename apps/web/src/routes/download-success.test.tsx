import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCurrentToast } from '../components/ui/toast';
import { mockApi, renderWithApp } from '../features/billing/testing/render-with-api';
import { DownloadSuccessPage } from './download-success';

afterEach(() => vi.unstubAllGlobals());

describe('DownloadSuccessPage', () => {
  it('verifies the payment, shows the session and what the zip holds, then downloads <Site name>.zip as the owner’s export is named', async () => {
    const calls = mockApi({
      'POST /api/verify-download-payment': () => ({
        body: { success: true, websiteId: 'w1', downloadUrl: '/api/billing/download/w1' },
      }),
      'GET /api/billing/download/w1': () => ({
        raw: 'PK',
        disposition: `attachment; filename="Caf Rosa.zip"; filename*=UTF-8''${encodeURIComponent('Café Rosa: Leeds.zip')}`,
      }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:zip');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderWithApp(<DownloadSuccessPage />, '/download-success?session_id=cs_test_1&website_id=w1');
    expect(screen.getByRole('status').textContent).toContain('Verifying Payment');
    expect(screen.getByText('cs_test_1')).toBeTruthy();
    expect(screen.getByText(/index\.html/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    await screen.findByText('Payment Successful!');
    expect(calls[0]).toEqual({
      key: 'POST /api/verify-download-payment',
      body: { sessionId: 'cs_test_1', websiteId: 'w1' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Download Website/ }));
    await waitFor(() => expect(clicked).toEqual(['Café Rosa Leeds.zip']));
    expect(getCurrentToast()?.title).toBe('Download Complete');
    click.mockRestore();
  });

  it('says a link opened in another browser belongs to the browser that paid, with no Download button', async () => {
    mockApi({
      'POST /api/verify-download-payment': () => ({ status: 404, body: { message: 'Payment not found' } }),
    });
    renderWithApp(<DownloadSuccessPage />, '/download-success?session_id=cs_x&website_id=w1');
    expect(await screen.findByText('Open this link in the browser you paid in')).toBeTruthy();
    expect(screen.queryByText('Payment Verification Failed')).toBeNull();
    expect(screen.queryByRole('button', { name: /Download Website/ })).toBeNull();
    expect(getCurrentToast()?.title).not.toBe('Verification Error');
  });

  it('says a payment that is not complete could not be verified, with no Download button', async () => {
    mockApi({
      'POST /api/verify-download-payment': () => ({
        status: 402,
        body: { message: 'This payment has not been completed.' },
      }),
    });
    renderWithApp(<DownloadSuccessPage />, '/download-success?session_id=cs_x&website_id=w1');
    expect(await screen.findByText('Payment Verification Failed')).toBeTruthy();
    expect(getCurrentToast()).toMatchObject({
      title: 'Verification Error',
      description: 'This payment has not been completed.',
    });
    expect(screen.queryByRole('button', { name: /Download Website/ })).toBeNull();
  });

  it('reports a failed download as a Download Error', async () => {
    mockApi({
      'POST /api/verify-download-payment': () => ({
        body: { success: true, websiteId: 'w1', downloadUrl: '/api/billing/download/w1' },
      }),
      'GET /api/billing/download/w1': () => ({ status: 500, body: { message: 'boom' } }),
    });
    renderWithApp(<DownloadSuccessPage />, '/download-success?session_id=cs_1&website_id=w1');
    await screen.findByText('Payment Successful!');
    fireEvent.click(screen.getByRole('button', { name: /Download Website/ }));
    await waitFor(() =>
      expect(getCurrentToast()).toMatchObject({
        title: 'Download Error',
        description: 'Failed to download website. Please try again.',
      }),
    );
  });

  it('says the website id is missing when the address has none', async () => {
    const calls = mockApi({});
    renderWithApp(<DownloadSuccessPage />, '/download-success?session_id=cs_1');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Website ID not found. Please try again.');
    expect(getCurrentToast()).toMatchObject({
      title: 'Error',
      description: 'Website ID not found. Please try again.',
    });
    expect(calls).toHaveLength(0);
  });
});
