import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

afterEach(() => cleanup());

// The server's readable "a session exists" cookie: screens under test are signed in unless the
// test's server says 401 (lib/auth.ts asks nothing without it).
beforeEach(() => {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; this plays the server's Set-Cookie.
  document.cookie = 'ms_signed_in=1; path=/';
});
