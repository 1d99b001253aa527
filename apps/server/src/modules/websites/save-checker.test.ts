import { afterEach, describe, expect, it } from 'vitest';
import { sampleContent } from '../../testing/website-factories';
import { checkSaveBody } from './save-body';
import { createSaveChecker, type SaveChecker } from './save-checker';

// The TypeScript worker, run through tsx: the compiled server runs the same file compiled.
const WORKER = new URL('./save-check.worker.ts', import.meta.url);
const workerChecker = () => createSaveChecker({ workerFile: WORKER });

/** A body in memory of its own (as Fastify hands over any body over 4 KB). */
const owned = (text: string) => new Uint8Array(Buffer.from(text));

const content = sampleContent({
  siteName: 'Rosa’s Bakery – Leeds',
  services: Array.from({ length: 6 }, (_, i) => ({
    name: `Cake ${i + 1}`,
    description: 'Baked to order – sourdough, rye and spelt. '.repeat(30),
  })),
});
const BODIES = {
  empty: '',
  'not JSON': '{"name": ',
  'prototype poisoning': '{"name":"x","__proto__":{"isAdmin":true}}',
  'not an object': '[1,2]',
  'nothing to save': '{}',
  'empty name': '{"name":"   "}',
  'bad version': '{"name":"x","version":0}',
  'name and version': '{"name":"New name","version":3}',
  content: JSON.stringify({ content, version: 2 }),
  'bad content': JSON.stringify({ content: { ...content, hero: 'not a hero' } }),
  'deeply nested content': `{"content":{"hero":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_001)}}`,
};

describe('save checks on a worker thread', () => {
  let checker: SaveChecker | undefined;
  afterEach(async () => {
    await checker?.close();
  });

  it('answers every body exactly as the same checks run inline', async () => {
    checker = workerChecker();
    expect(checker.runsOn).toBe('worker');
    for (const [label, body] of Object.entries(BODIES)) {
      const inline = checkSaveBody(owned(body));
      expect(await checker.check(owned(body)), label).toEqual(inline);
    }
    const refused = checkSaveBody(owned(BODIES['prototype poisoning']));
    expect(refused).toEqual({
      ok: false,
      refusal: {
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        message: "Body is not valid JSON but content-type is set to 'application/json'",
      },
    });
    const saved = checkSaveBody(owned(BODIES.content));
    if (!saved.ok || !saved.save.content) throw new Error('expected checked content');
    expect(JSON.parse(Buffer.from(saved.save.content.json).toString()).siteName).toBe(
      'Rosa’s Bakery – Leeds',
    );
  });

  it('moves a large body to the worker and takes the checked content back without copies', async () => {
    checker = workerChecker();
    const body = owned(BODIES.content);
    const result = await checker.check(body);
    // Moved, not copied: the main thread's view is empty now.
    expect(body.byteLength).toBe(0);
    if (!result.ok || !result.save.content) throw new Error('expected checked content');
    const { json } = result.save.content;
    expect(json.byteLength).toBeGreaterThan(5_000);
    checker.release(json);
    expect(json.byteLength).toBe(0);
    // A small body shares Node's buffer pool: it is copied, and the pool is left alone.
    const small = Buffer.from('{"name":"Small"}');
    expect((await checker.check(small)).ok).toBe(true);
    expect(small.toString()).toBe('{"name":"Small"}');
  });

  it('fails the checks a stopped worker held, and the next check starts a new worker', async () => {
    checker = workerChecker();
    await checker.check(owned(BODIES['name and version']));
    const held = checker.check(owned(BODIES.content));
    await checker.close();
    await expect(held).rejects.toThrow(/stopped/);
    const again = await checker.check(owned(BODIES['name and version']));
    expect(again).toEqual({ ok: true, save: { name: 'New name', version: 3 } });
  });

  it('runs inline when there is no worker file (TypeScript source, tests)', async () => {
    checker = createSaveChecker();
    expect(checker.runsOn).toBe('inline');
    const body = owned(BODIES.content);
    expect((await checker.check(body)).ok).toBe(true);
    expect(body.byteLength).toBeGreaterThan(0);
  });
});
