import { useEffect, useState } from 'react';
import { completeNetlifyOAuth, messageOf } from '../features/launch/launch-api';
import { t as translate, useT } from '../i18n/i18n';

type Result = { type: 'NETLIFY_OAUTH_SUCCESS' } | { type: 'NETLIFY_OAUTH_ERROR'; error: string };

/**
 * Where Netlify sends the owner back (/oauth/netlify/callback). The server exchanges the code and
 * keeps the token; this page only tells its opener how it went (same origin), then closes after 1 s.
 */
export function OAuthCallbackPage() {
  const t = useT();
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
        error: params.get('error_description') || params.get('error') || translate('billing.oauth.denied'),
      });
    } else if (!code) {
      report({ type: 'NETLIFY_OAUTH_ERROR', error: translate('billing.oauth.noCode') });
    } else {
      completeNetlifyOAuth(code, state).then(
        () => report({ type: 'NETLIFY_OAUTH_SUCCESS' }),
        (error: unknown) =>
          report({
            type: 'NETLIFY_OAUTH_ERROR',
            error: messageOf(error, translate('billing.oauth.failedText')),
          }),
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
            ? t('billing.oauth.connecting')
            : result.type === 'NETLIFY_OAUTH_SUCCESS'
              ? t('billing.oauth.connectedNetlify')
              : t('billing.oauth.failed')}
        </h1>
        {result?.type === 'NETLIFY_OAUTH_ERROR' && <p className="mt-2">{result.error}</p>}
        {result && (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('billing.oauth.closes')}</p>
        )}
      </div>
    </main>
  );
}
