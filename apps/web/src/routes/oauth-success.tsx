import { useEffect } from 'react';
import { useT } from '../i18n/i18n';

/** Tells the opener window the connection worked (same origin only), then closes after 1 s. */
export function OAuthSuccessPage() {
  const t = useT();
  useEffect(() => {
    window.opener?.postMessage({ type: 'NETLIFY_OAUTH_SUCCESS' }, window.location.origin);
    const timer = setTimeout(() => window.close(), 1000);
    return () => clearTimeout(timer);
  }, []);
  return (
    <main className="flex min-h-screen items-center justify-center p-8 text-center">
      <h1 className="text-xl font-semibold" role="status">
        {t('billing.oauth.connected')}
      </h1>
    </main>
  );
}
