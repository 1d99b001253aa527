import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

type Answer = { description?: string; content?: Record<string, { schema?: unknown }> };
type Operation = { responses?: Record<string, Answer> };
type Document = { paths: Record<string, Record<string, Operation>> };

/** @fastify/swagger's stand-in when a route declares no response schema. */
const DEFAULT_ANSWER = 'Default Response';

/** A documented answer: a schema for its body, or a route's own words for an answer without one. */
function isDocumented(answer: Answer | undefined): boolean {
  if (!answer) return false;
  const bodies = Object.values(answer.content ?? {});
  if (bodies.length > 0) return bodies.every((body) => body.schema !== undefined);
  return Boolean(answer.description) && answer.description !== DEFAULT_ANSWER;
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json() as Document;
  }, 60_000);
  afterAll(() => t?.close());

  it('documents a success answer and the error answer of every route', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })),
    );
    // Every module's routes are in the document (a route registered without a schema still is).
    expect(operations.length).toBeGreaterThan(60);
    const missing = operations.flatMap(({ route, op }) => {
      const answers = op.responses ?? {};
      const successes = Object.keys(answers).filter((status) => /^[23]/.test(status));
      const errors = Object.keys(answers).filter((status) => /^4/.test(status));
      const problems: string[] = [];
      if (successes.length === 0 || !successes.every((status) => isDocumented(answers[status])))
        problems.push(`${route}: no schema for its success answer`);
      if (errors.length === 0 || !errors.every((status) => isDocumented(answers[status])))
        problems.push(`${route}: no schema for its error answers`);
      return problems;
    });
    expect(missing).toEqual([]);
  });

  it('describes an error answer as a code to branch on and a message', () => {
    const schema = doc.paths['/api/websites/{id}'].patch.responses?.['4XX']?.content?.['application/json']
      ?.schema as { properties?: Record<string, unknown>; required?: string[] };
    expect(schema.required).toEqual(expect.arrayContaining(['code', 'message']));
    expect(JSON.stringify(schema.properties?.code)).toContain('EDIT_QUOTA');
  });

  it('keeps the fields the web app reads in the website answer', () => {
    const schema = doc.paths['/api/websites/{id}'].get.responses?.['200']?.content?.['application/json']
      ?.schema as { required?: string[] };
    expect(schema.required).toEqual(
      expect.arrayContaining(['id', 'name', 'version', 'content', 'netlifyUrl']),
    );
  });

  it('serves the reference page with a script policy no other site can frame', async () => {
    for (const url of ['/api/docs', '/api/docs/static/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy'] ?? '');
      expect(csp, url).toMatch(/frame-ancestors 'none'/);
      expect(csp, url).toMatch(/script-src 'self'/);
      expect(csp, url).not.toMatch(/upgrade-insecure-requests/);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });
});
