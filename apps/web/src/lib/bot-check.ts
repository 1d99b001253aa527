import type { QueryClient } from '@tanstack/react-query';
import { loadPublicConfig } from './public-config';

/*
 * The human-check token for login, register and reset. Only requested when the server names
 * a reCAPTCHA site key (`GET /api/config`); with none, or when the script cannot load, requests go
 * without one.
 */

type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

let loading: Promise<Grecaptcha | null> | null = null;

function loadScript(siteKey: string): Promise<Grecaptcha | null> {
  loading ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const g = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (!g) return resolve(null);
      g.ready(() => resolve(g));
    };
    script.onerror = () => resolve(null);
    document.head.append(script);
  });
  return loading;
}

/** A token for this action, or undefined when no site key is configured or the check is unavailable. */
export async function getBotCheckToken(action: string, client?: QueryClient): Promise<string | undefined> {
  const siteKey = (await loadPublicConfig(client))?.recaptchaSiteKey;
  if (!siteKey) return undefined;
  try {
    const g = await loadScript(siteKey);
    return g ? await g.execute(siteKey, { action }) : undefined;
  } catch {
    return undefined;
  }
}
