import { t } from '../../i18n/i18n';

export const POPUP_WIDTH = 650;
export const POPUP_HEIGHT = 750;
export const CLOSED_POLL_MS = 500;

export type PopupOutcome =
  | { kind: 'success' }
  /** The callback page reported NETLIFY_OAUTH_ERROR. */
  | { kind: 'error'; error: string }
  /** The consent address could not be had from the server. */
  | { kind: 'failed'; error: string }
  /** The window was closed before it reported anything. */
  | { kind: 'closed' }
  /** Neither a popup nor a tab could be opened. */
  | { kind: 'blocked' };

type OAuthMessage = { type?: unknown; error?: unknown };

/**
 * Opens Netlify's consent page in a 650×750 popup (a new tab when popups are blocked, or when
 * `asTab`) and waits for the callback page to report, from this origin only. The window opens at
 * once, while the click still counts as the user's, and goes to the address when it arrives.
 * Closure is polled every 500 ms, since a closed window sends nothing. `onOpenedAsTab` runs
 * when the consent page opened in a tab rather than a popup.
 */
export function openNetlifyConsent(
  authUrl: Promise<string>,
  options: { asTab?: boolean; win?: Window; onOpenedAsTab?: () => void } = {},
): Promise<PopupOutcome> {
  const win = options.win ?? window;
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - POPUP_HEIGHT) / 2));
  const features = `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top},popup=yes`;
  const popup = options.asTab ? null : win.open('about:blank', 'netlify-oauth', features);
  const opened = popup ?? win.open('about:blank', '_blank');
  if (!opened) {
    authUrl.catch(() => {});
    return Promise.resolve({ kind: 'blocked' });
  }
  // A tab instead of a popup: the owner may not notice it opened, so the caller explains.
  if (!popup) options.onOpenedAsTab?.();

  return new Promise((resolve) => {
    let isDone = false;
    const finish = (outcome: PopupOutcome) => {
      if (isDone) return;
      isDone = true;
      win.removeEventListener('message', onMessage);
      win.clearInterval(timer);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent<OAuthMessage>) => {
      if (event.origin !== win.location.origin) return;
      if (event.data?.type === 'NETLIFY_OAUTH_SUCCESS') finish({ kind: 'success' });
      if (event.data?.type === 'NETLIFY_OAUTH_ERROR') {
        finish({
          kind: 'error',
          error: typeof event.data.error === 'string' ? event.data.error : t('launch.connect.failed'),
        });
      }
    };
    win.addEventListener('message', onMessage);
    const timer = win.setInterval(() => {
      // A message posted just before closing is delivered first; give it one more turn.
      if (opened.closed) win.setTimeout(() => finish({ kind: 'closed' }), 50);
    }, CLOSED_POLL_MS);
    authUrl.then(
      (url) => {
        opened.location.href = url;
      },
      (error: unknown) => {
        opened.close();
        finish({ kind: 'failed', error: error instanceof Error ? error.message : String(error) });
      },
    );
  });
}
