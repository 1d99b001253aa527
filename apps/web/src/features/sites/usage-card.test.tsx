import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../billing/testing/render-with-api';
import { UsageCard } from './usage-card';

describe('usage card', () => {
  it('says next to the edit counter what one edit is, with the server’s window', () => {
    renderWithApp(
      <UsageCard
        planName="Starter"
        usage={{
          plan: 'starter',
          websites: { used: 1, limit: 5 },
          edits: { used: 3, limit: 50 },
          aiImages: { used: 0, limit: 0 },
          editSessionMinutes: 45,
        }}
      />,
    );
    expect(screen.getByText('3 of 50')).toBeTruthy();
    expect(screen.getByText(/its saves within 45 minutes count once/)).toBeTruthy();
    expect(screen.getByText(/Uploads, artwork and AI images do not count/)).toBeTruthy();
  });
});
