import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeNetlifyOptions = {
  clientId: string;
  clientSecret: string;
  /** How many status polls a deploy stays in `uploading`/`processing` before `ready`. */
  pollsUntilReady?: number;
};

export type FakeNetlifyDeploy = {
  id: string;
  siteId: string;
  zipBytes: Buffer;
  polls: number;
  state: string;
};

/**
 * A local Netlify for tests, on 127.0.0.1: the OAuth token exchange and the three site/deploy
 * endpoints, speaking Netlify's wire format, with switches to revoke a token or fail a call.
 */
export async function startFakeNetlify(options: FakeNetlifyOptions) {
  const codes = new Map<string, string>();
  const validTokens = new Set<string>();
  const sites = new Map<string, { id: string; name: string }>();
  const deploys = new Map<string, FakeNetlifyDeploy>();
  const requests: { method: string; path: string }[] = [];
  let nextId = 1;
  /** The next call to this path prefix answers with this status and body. */
  const failures: { pathPrefix: string; status: number; body: string; headers?: Record<string, string> }[] =
    [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const path = url.pathname;
      requests.push({ method: req.method ?? 'GET', path });
      const send = (status: number, json: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(typeof json === 'string' ? json : JSON.stringify(json));
      };
      const failureIndex = failures.findIndex((f) => path.startsWith(f.pathPrefix));
      if (failureIndex >= 0) {
        const [failure] = failures.splice(failureIndex, 1);
        return send(failure.status, failure.body, failure.headers);
      }
      if (req.method === 'POST' && path === '/oauth/token') {
        const form = new URLSearchParams(body.toString('utf8'));
        const token = codes.get(form.get('code') ?? '');
        if (
          form.get('grant_type') !== 'authorization_code' ||
          form.get('client_id') !== options.clientId ||
          form.get('client_secret') !== options.clientSecret ||
          !token
        ) {
          return send(400, {
            error: 'invalid_grant',
            error_description: 'The authorization code is invalid',
          });
        }
        codes.delete(form.get('code') ?? '');
        validTokens.add(token);
        return send(200, { access_token: token, token_type: 'Bearer', scope: 'deploy' });
      }
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!validTokens.has(token)) return send(401, { code: 401, message: 'Access Denied' });
      if (req.method === 'POST' && path === '/api/v1/sites') {
        const id = `site-${nextId++}`;
        const name = `brave-otter-${id}`;
        sites.set(id, { id, name });
        return send(201, {
          id,
          name,
          url: `http://${name}.netlify.app`,
          ssl_url: `https://${name}.netlify.app`,
        });
      }
      const deployMatch = path.match(/^\/api\/v1\/sites\/([^/]+)\/deploys$/);
      if (req.method === 'POST' && deployMatch) {
        const site = sites.get(deployMatch[1]);
        if (!site) return send(404, { code: 404, message: 'Not Found' });
        if (req.headers['content-type'] !== 'application/zip')
          return send(422, { message: 'Expected a zip' });
        const id = `deploy-${nextId++}`;
        deploys.set(id, { id, siteId: site.id, zipBytes: body, polls: 0, state: 'uploading' });
        return send(200, { id, site_id: site.id, state: 'uploading' });
      }
      const statusMatch = path.match(/^\/api\/v1\/deploys\/([^/]+)$/);
      if (req.method === 'GET' && statusMatch) {
        const deploy = deploys.get(statusMatch[1]);
        if (!deploy) return send(404, { code: 404, message: 'Not Found' });
        deploy.polls++;
        const until = options.pollsUntilReady ?? 2;
        deploy.state = deploy.polls >= until ? 'ready' : deploy.polls >= 1 ? 'processing' : 'uploading';
        const site = sites.get(deploy.siteId);
        return send(200, {
          id: deploy.id,
          site_id: deploy.siteId,
          state: deploy.state,
          ssl_url: `https://${site?.name}.netlify.app`,
        });
      }
      send(404, { code: 404, message: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    sites,
    deploys,
    requests,
    /** Makes Netlify's consent screen hand out this code for this token. */
    issueCode(code: string, token: string) {
      codes.set(code, token);
    },
    revokeToken(token: string) {
      validTokens.delete(token);
    },
    failNext(pathPrefix: string, status: number, body: unknown, headers?: Record<string, string>) {
      failures.push({ pathPrefix, status, body: JSON.stringify(body), headers });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
