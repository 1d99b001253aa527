/**
 * The human-check token for login, register and reset (spec §5). Only requested when a reCAPTCHA site
 * key is configured at build time; with none, or when the script cannot load, requests go without one.
 */
const SITE_KEY: string | undefined = import.meta.env.VITE_RECAPTCHA_SITE_KEY || undefined;

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

export async function getBotCheckToken(action: string): Promise<string | undefined> {
  if (!SITE_KEY) return undefined;
  try {
    const g = await loadScript(SITE_KEY);
    return g ? await g.execute(SITE_KEY, { action }) : undefined;
  } catch {
    return undefined;
  }
}
