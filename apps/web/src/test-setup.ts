import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// findBy/waitFor give up after 1 s by default: on a 2-core CI machine running other suites, a
// screen's first answer can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// The server's readable "a session exists" cookie: screens under test are signed in unless the
// test's server says 401 (lib/auth.ts asks nothing without it).
beforeEach(() => {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; this plays the server's Set-Cookie.
  document.cookie = 'ms_signed_in=1; path=/';
});
