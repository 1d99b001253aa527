import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, fakePublicConfig } from '../../lib/testing/fake-api';
import { FaqSection } from './faq-section';

async function domainAnswer(hosting: { netlify: boolean; ownDomains: boolean }) {
  fakeApi({
    'GET /api/config': () => ({ body: fakePublicConfig({ hosting: { builtIn: true, ...hosting } }) }),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FaqSection sellsPlans={false} />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Can I use my own domain?' }));
  return screen.findByText(/^Yes/);
}

describe('the landing FAQ on own domains', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('promises only what this server is set up for', async () => {
    expect((await domainAnswer({ netlify: false, ownDomains: true })).textContent).toMatch(
      /add your domain next to the preview/,
    );
  });

  it('names neither own domains nor Netlify on a server without them', async () => {
    const answer = (await domainAnswer({ netlify: false, ownDomains: false })).textContent ?? '';
    expect(answer).toBe('Yes: download the files and upload them to any host that serves your domain.');
  });
});
