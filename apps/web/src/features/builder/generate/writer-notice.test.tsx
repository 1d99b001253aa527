import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberWriter, WriterNotice } from './writer-notice';

afterEach(() => sessionStorage.clear());

describe('WriterNotice', () => {
  it('tells the owner the built-in writer wrote the copy, and why the model did not', () => {
    rememberWriter('s1', {
      generator: 'builtin',
      modelFailure: 'the language model refused this server’s key',
    });
    render(<WriterNotice siteId="s1" />);
    expect(screen.getByRole('status').textContent).toBe(
      'The built-in writer wrote this copy: the language model refused this server’s key.',
    );
  });

  it('shows every other fallback of the generation in words the owner can act on', () => {
    const busy = 'The image service was busy: built-in artwork was used. Try AI image later.';
    rememberWriter('s3', {
      generator: 'builtin',
      modelFailure: 'the language model was busy',
      warnings: [
        'The built-in writer wrote this site because the language model was busy. Every word can be edited, or generate again later.',
        busy,
      ],
    });
    render(<WriterNotice siteId="s3" />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([busy]);
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
