import { useEffect, useState } from 'react';
import { completeNetlifyOAuth, messageOf } from '../features/launch/launch-api';

type Result = { type: 'NETLIFY_OAUTH_SUCCESS' } | { type: 'NETLIFY_OAUTH_ERROR'; error: string };

/**
 * Where Netlify sends the owner back (/oauth/netlify/callback). The server exchanges the code and
 * keeps the token; this page only tells its opener how it went (same origin), then closes after 1 s.
 */
export function OAuthCallbackPage() {
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const code = params.get('code');
    const state = params.get('state') ?? '';
    let isCurrent = true;
    const report = (next: Result) => {
      if (!isCurrent) return;
      setResult(next);
      window.opener?.postMessage({ ...next, state }, window.location.origin);
    };
    if (params.get('error')) {
      report({
        type: 'NETLIFY_OAUTH_ERROR',
        error: params.get('error_description') || params.get('error') || 'Access denied',
      });
    } else if (!code) {
      report({ type: 'NETLIFY_OAUTH_ERROR', error: 'Netlify did not send an authorization code.' });
    } else {
      completeNetlifyOAuth(code, state).then(
        () => report({ type: 'NETLIFY_OAUTH_SUCCESS' }),
        (error: unknown) =>
          report({ type: 'NETLIFY_OAUTH_ERROR', error: messageOf(error, 'Could not connect to Netlify.') }),
      );
    }
    return () => {
      isCurrent = false;
    };
  }, []);

  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => window.close(), 1000);
    return () => clearTimeout(timer);
  }, [result]);

  return (
    <main className="flex min-h-screen items-center justify-center p-8 text-center">
      <div role="status">
        <h1 className="text-xl font-semibold">
          {!result
            ? 'Connecting to Netlify…'
            : result.type === 'NETLIFY_OAUTH_SUCCESS'
              ? 'Connected to Netlify'
              : 'Connection failed'}
        </h1>
        {result?.type === 'NETLIFY_OAUTH_ERROR' && <p className="mt-2">{result.error}</p>}
        {result && (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            This window closes by itself. If it does not, close it and return to Mainstreet.
          </p>
        )}
      </div>
    </main>
  );
}
