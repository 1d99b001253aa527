/**
 * The Netlify HTTP API, only the calls Mainstreet uses: OAuth code exchange, create site, zip
 * deploy and deploy status. Base URLs come from configuration so tests point it at a local server.
 */
export type NetlifySite = { id: string; url: string };
export type NetlifyDeploy = { id: string; state: string; url: string; errorMessage?: string };

/** A non-OK answer from Netlify, with what a person needs to act on it. */
export class NetlifyApiError extends Error {
  readonly status: number;
  readonly retryAfterSeconds?: number;
  constructor(status: number, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'NetlifyApiError';
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type NetlifyApi = {
  exchangeCode(input: { code: string; redirectUri: string }): Promise<{ accessToken: string }>;
  createSite(token: string): Promise<NetlifySite>;
  deployZip(token: string, siteId: string, zip: Uint8Array): Promise<NetlifyDeploy>;
  getDeploy(token: string, deployId: string): Promise<NetlifyDeploy>;
};

export type NetlifyApiOptions = {
  apiUrl: string;
  clientId?: string;
  clientSecret?: string;
  /** Per-request limit; a hung Netlify must not hold a request forever. */
  timeoutMs?: number;
};

type DeployJson = {
  id?: string;
  state?: string;
  ssl_url?: string;
  url?: string;
  deploy_ssl_url?: string;
  error_message?: string;
};
type SiteJson = { id?: string; ssl_url?: string; url?: string };

export function createNetlifyApi(options: NetlifyApiOptions): NetlifyApi {
  const base = options.apiUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 60_000;

  async function call<T>(path: string, init: RequestInit): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
      throw new NetlifyApiError(503, `Netlify ${reason}`);
    }
    const text = await res.text();
    if (!res.ok) {
      const retryAfter = Number(res.headers.get('retry-after'));
      throw new NetlifyApiError(
        res.status,
        readMessage(text) || res.statusText,
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      );
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new NetlifyApiError(502, 'Netlify sent an answer that is not JSON');
    }
  }

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  return {
    async exchangeCode({ code, redirectUri }) {
      const body = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: options.clientId ?? '',
        client_secret: options.clientSecret ?? '',
        redirect_uri: redirectUri,
      });
      const json = await call<{ access_token?: string }>('/oauth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      if (!json.access_token) throw new NetlifyApiError(502, 'Netlify did not return an access token');
      return { accessToken: json.access_token };
    },
    async createSite(token) {
      const json = await call<SiteJson>('/api/v1/sites', {
        method: 'POST',
        headers: { ...auth(token), 'content-type': 'application/json' },
        body: '{}',
      });
      if (!json.id) throw new NetlifyApiError(502, 'Netlify did not return a site id');
      return { id: json.id, url: json.ssl_url || json.url || '' };
    },
    async deployZip(token, siteId, zip) {
      const json = await call<DeployJson>(`/api/v1/sites/${encodeURIComponent(siteId)}/deploys`, {
        method: 'POST',
        headers: { ...auth(token), 'content-type': 'application/zip' },
        body: zip,
      });
      return toDeploy(json);
    },
    async getDeploy(token, deployId) {
      return toDeploy(
        await call<DeployJson>(`/api/v1/deploys/${encodeURIComponent(deployId)}`, { headers: auth(token) }),
      );
    },
  };
}

function toDeploy(json: DeployJson): NetlifyDeploy {
  if (!json.id) throw new NetlifyApiError(502, 'Netlify did not return a deploy id');
  return {
    id: json.id,
    state: json.state ?? 'unknown',
    url: json.ssl_url || json.url || json.deploy_ssl_url || '',
    errorMessage: json.error_message || undefined,
  };
}

/** Netlify answers errors as JSON {message} or {error, error_description}, sometimes as text. */
function readMessage(text: string): string {
  try {
    const json = JSON.parse(text) as {
      message?: unknown;
      error_description?: unknown;
      error?: unknown;
      errors?: unknown;
    };
    for (const value of [json.message, json.error_description, json.error]) {
      if (typeof value === 'string' && value) return value.slice(0, 300);
    }
  } catch {
    // Plain text body: use it as is.
  }
  return text.slice(0, 300);
}
