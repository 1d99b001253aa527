// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, messageOf, withoutFieldName } from './api';
import { fetchCurrentUser } from './auth';
import { createQueryClient, getQueryFn } from './query-client';

type Seen = { method: string; url: string; contentType?: string; cookie?: string; body: string };

/** A real HTTP server on 127.0.0.1 playing the parts of the API these helpers talk to. */
let server: http.Server;
let base = '';
let seen: Seen[] = [];
let sessionState: 'valid' | 'expired-refreshable' | 'gone' = 'valid';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        contentType: req.headers['content-type'],
        cookie: req.headers.cookie,
        body,
      });
      const send = (status: number, payload?: unknown, statusText?: string) => {
        res.writeHead(
          status,
          statusText,
          payload === undefined ? {} : { 'content-type': 'application/json' },
        );
        res.end(payload === undefined ? '' : JSON.stringify(payload));
      };
      if (req.url === '/api/auth/user') {
        if (sessionState === 'valid')
          return send(200, {
            id: 'u1',
            email: 'a@b.c',
            firstName: 'A',
            lastName: null,
            plan: 'starter',
            isVerified: true,
          });
        return send(401, { message: 'Not signed in' });
      }
      if (req.url === '/api/auth/refresh-session') {
        if (sessionState === 'expired-refreshable') {
          sessionState = 'valid';
          return send(200, { ok: true });
        }
        return send(401, { message: 'Session expired' });
      }
      if (req.url === '/api/auth/register')
        return send(400, {
          code: 'BAD_REQUEST',
          message: 'password: This password is one of the most common passwords.',
        });
      if (req.url === '/api/billing/usage') return send(500, { message: 'It broke' });
      if (req.url === '/api/billing/history') return send(503, undefined, 'Service Unavailable');
      if (
        req.url === '/api/settings' ||
        req.url?.startsWith('/api/upload') ||
        req.url?.startsWith('/api/websites/')
      )
        return send(200, { ok: true });
      return send(404, { message: 'No route' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  // The helpers use same-origin paths, as in the browser; resolve them against the test server.
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, base), init));
});

afterAll(() => {
  vi.unstubAllGlobals();
  server.close();
});

beforeEach(() => {
  seen = [];
  sessionState = 'valid';
});

describe('apiRequest', () => {
  it('sets the JSON content type only when there is a body', async () => {
    await apiRequest('GET', '/api/settings');
    await apiRequest('PUT', '/api/settings', { body: { autoSave: true } });
    expect(seen[0].contentType).toBeUndefined();
    expect(seen[1].contentType).toBe('application/json');
    expect(seen[1].body).toBe('{"autoSave":true}');
  });

  it("sends form data as multipart, with the browser's own content type", async () => {
    const body = new FormData();
    body.append('file', new Blob(['hi'], { type: 'text/plain' }), 'hi.txt');
    await apiRequest('POST', '/api/upload', { body });
    expect(seen[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].body).toContain('filename="hi.txt"');
  });

  it('puts path parameters into the address, encoded', async () => {
    await apiRequest('DELETE', '/api/websites/:id', { params: { id: 'a b/c' } });
    expect(`${seen[0].method} ${seen[0].url}`).toBe('DELETE /api/websites/a%20b%2Fc');
  });

  it('turns a non-OK answer into "status: body"', async () => {
    const error = (await apiRequest('GET', '/api/billing/usage').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('500: {"message":"It broke"}');
    expect(error.serverMessage).toBe('It broke');
  });

  it('uses the status text when the body is empty', async () => {
    await expect(apiRequest('GET', '/api/billing/history')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('default query', () => {
  it('GETs the first element of the key and throws on 401 by default', async () => {
    sessionState = 'gone';
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/auth/user'] })).rejects.toThrow(/^401: /);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/auth/user']);
  });

  it('returns null on 401 when asked', async () => {
    sessionState = 'gone';
    const client = new QueryClient();
    const data = await client.fetchQuery({
      queryKey: ['/api/auth/user'],
      queryFn: getQueryFn({ on401: 'returnNull' }),
    });
    expect(data).toBeNull();
  });

  it('never retries, polls or refetches on focus, and keeps data fresh', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: false,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
    });
    expect(defaults.mutations?.retry).toBe(false);
  });
});

describe('current user', () => {
  it('returns the user straight away when signed in', async () => {
    expect((await fetchCurrentUser())?.email).toBe('a@b.c');
    expect(seen).toHaveLength(1);
  });

  it('tries refresh-session once after a 401 and then asks again', async () => {
    sessionState = 'expired-refreshable';
    expect((await fetchCurrentUser())?.id).toBe('u1');
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/auth/user',
      'POST /api/auth/refresh-session',
      'GET /api/auth/user',
    ]);
    expect(seen[1].contentType).toBeUndefined();
  });

  it('asks nothing when the browser holds no session, so a visitor sees no 401', async () => {
    // A browser with only the visitor's cookie (this suite otherwise runs without a document).
    Object.assign(globalThis, { document: { cookie: 'ms_anon=abc' } });
    try {
      expect(await fetchCurrentUser()).toBeNull();
      expect(seen).toEqual([]);
    } finally {
      Reflect.deleteProperty(globalThis, 'document');
    }
  });

  it('is signed out when the refresh fails too, without trying again', async () => {
    sessionState = 'gone';
    expect(await fetchCurrentUser()).toBeNull();
    expect(seen.map((s) => s.url)).toEqual(['/api/auth/user', '/api/auth/refresh-session']);
  });
});

const WEAK_REGISTRATION = {
  email: 'ana@example.com',
  password: 'password123',
  firstName: 'Ana',
  lastName: 'Lee',
};

describe('refusal messages', () => {
  it('shows the sentence without the field name the API puts in front', async () => {
    const error = await apiRequest('POST', '/api/auth/register', { body: WEAK_REGISTRATION }).catch(
      (e: unknown) => e,
    );
    expect(messageOf(error, 'fallback')).toBe('This password is one of the most common passwords.');
  });

  it('keeps messages whose colon belongs to the sentence', () => {
    expect(withoutFieldName('Netlify refused this deploy: quota reached')).toBe(
      'Netlify refused this deploy: quota reached',
    );
    expect(withoutFieldName('content.hero.title: Too long')).toBe('Too long');
  });
});
