import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberWriter, WriterNotice } from './writer-notice';

afterEach(() => sessionStorage.clear());

describe('WriterNotice', () => {
  it('tells the owner the built-in writer wrote the copy, and why the model did not', () => {
    rememberWriter('s1', {
      generator: 'builtin',
      modelFailure: 'the model server refused the API key (401) — check LLM_API_KEY',
    });
    render(<WriterNotice siteId="s1" />);
    expect(screen.getByRole('status').textContent).toBe(
      'The built-in writer wrote this copy: the model server refused the API key (401) — check LLM_API_KEY.',
    );
  });

  it('says when the model wrote it, and goes away for good when dismissed', () => {
    rememberWriter('s2', { generator: 'model' });
    const { unmount } = render(<WriterNotice siteId="s2" />);
    expect(screen.getByRole('status').textContent).toContain('The language model wrote this copy.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    render(<WriterNotice siteId="s2" />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing for a site it knows nothing about', () => {
    render(<WriterNotice siteId="other" />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
