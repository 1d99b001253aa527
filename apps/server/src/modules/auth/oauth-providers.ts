import type { Config } from '../../config';

export type OauthProfile = {
  providerUserId: string;
  email: string | null;
  /** Only a provider-verified address may be linked to an existing account. */
  isEmailVerified: boolean;
  firstName: string;
  lastName: string;
};

export type OauthProvider = {
  id: 'github' | 'facebook';
  name: string;
  clientId: string;
  authorizeUrl(options: { redirectUri: string; state: string }): string;
  /** Trades the callback's code for the provider's profile of the user. */
  fetchProfile(options: { code: string; redirectUri: string }): Promise<OauthProfile>;
};

/** Provider addresses; tests point them at a local server speaking the same protocol. */
export const oauthEndpoints = {
  github: {
    authorizeUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    apiUrl: 'https://api.github.com',
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    graphUrl: 'https://graph.facebook.com/v19.0',
  },
};

const TIMEOUT_MS = 10_000;

async function fetchJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { accept: 'application/json', 'user-agent': 'Mainstreet', ...init.headers },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${new URL(url).pathname} answered ${response.status}`);
  return (await response.json()) as T;
}

function splitName(name: string | null | undefined): { firstName: string; lastName: string } {
  const parts = (name ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return { firstName: (parts[0] ?? '').slice(0, 100), lastName: parts.slice(1).join(' ').slice(0, 100) };
}

function githubProvider(clientId: string, clientSecret: string): OauthProvider {
  const urls = oauthEndpoints.github;
  return {
    id: 'github',
    name: 'GitHub',
    clientId,
    authorizeUrl: ({ redirectUri, state }) =>
      `${urls.authorizeUrl}?${new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, scope: 'read:user user:email', state, allow_signup: 'true' })}`,
    async fetchProfile({ code, redirectUri }) {
      const token = await fetchJson<{ access_token?: string; error?: string }>(urls.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          client_id: clientId,
          client_secret: clientSecret,
          code,
          redirect_uri: redirectUri,
        }),
      });
      if (!token.access_token) throw new Error(`GitHub refused the code (${token.error ?? 'no token'})`);
      const auth = { authorization: `Bearer ${token.access_token}`, accept: 'application/vnd.github+json' };
      const user = await fetchJson<{ id: number | string; login?: string; name?: string | null }>(
        `${urls.apiUrl}/user`,
        {
          headers: auth,
        },
      );
      const emails = await fetchJson<{ email: string; primary: boolean; verified: boolean }[]>(
        `${urls.apiUrl}/user/emails`,
        { headers: auth },
      ).catch(() => []);
      const verified = emails.filter((e) => e.verified);
      const chosen = verified.find((e) => e.primary) ?? verified[0];
      return {
        providerUserId: String(user.id),
        email: chosen?.email.trim().toLowerCase() ?? null,
        isEmailVerified: Boolean(chosen),
        ...splitName(user.name ?? user.login),
      };
    },
  };
}

function facebookProvider(clientId: string, clientSecret: string): OauthProvider {
  const urls = oauthEndpoints.facebook;
  return {
    id: 'facebook',
    name: 'Facebook',
    clientId,
    authorizeUrl: ({ redirectUri, state }) =>
      `${urls.authorizeUrl}?${new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, scope: 'email,public_profile', state, response_type: 'code' })}`,
    async fetchProfile({ code, redirectUri }) {
      const query = new URLSearchParams({
        client_id: clientId,
        client_secret: clientSecret,
        code,
        redirect_uri: redirectUri,
      });
      const token = await fetchJson<{ access_token?: string }>(
        `${urls.graphUrl}/oauth/access_token?${query}`,
      );
      if (!token.access_token) throw new Error('Facebook refused the code');
      const me = await fetchJson<{ id: string; name?: string; email?: string }>(
        `${urls.graphUrl}/me?fields=id,name,email`,
        {
          headers: { authorization: `Bearer ${token.access_token}` },
        },
      );
      // Facebook only returns an email address it has confirmed.
      return {
        providerUserId: String(me.id),
        email: me.email?.trim().toLowerCase() ?? null,
        isEmailVerified: Boolean(me.email),
        ...splitName(me.name),
      };
    },
  };
}

/** The providers whose client id and secret are both set. */
export function configuredProviders(config: Config): OauthProvider[] {
  const providers: OauthProvider[] = [];
  if (config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET) {
    providers.push(githubProvider(config.GITHUB_CLIENT_ID, config.GITHUB_CLIENT_SECRET));
  }
  if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET) {
    providers.push(facebookProvider(config.FACEBOOK_CLIENT_ID, config.FACEBOOK_CLIENT_SECRET));
  }
  return providers;
}
