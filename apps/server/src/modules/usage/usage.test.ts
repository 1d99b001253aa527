import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { signInAs } from '../../testing/website-factories';
import { limitsOf } from '../billing/plan-limits';
import { consumeAiImage, consumeEdit, getUsage, monthOf } from './usage.service';

describeEachDatabase('usage counters', (kind) => {
  let t: TestApp;
  const edits = (plan: string) => limitsOf(t.ctx, plan).editsPerMonth;
  const aiImages = (plan: string) => limitsOf(t.ctx, plan).aiImagesPerMonth;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  it('counts per user and per UTC calendar month', async () => {
    const alice = await signInAs(t, { plan: 'builder' });
    const bob = await signInAs(t, { plan: 'builder' });
    const lastMinuteOfNovember = new Date('2026-11-30T23:59:59.999Z');
    const firstOfDecember = new Date('2026-12-01T00:00:00.000Z');
    expect(monthOf(lastMinuteOfNovember)).toBe('2026-11');
    expect(monthOf(firstOfDecember)).toBe('2026-12');
    expect(await consumeEdit(t.ctx, alice.id, edits('builder'), lastMinuteOfNovember)).toBe(true);
    expect(await consumeEdit(t.ctx, alice.id, edits('builder'), lastMinuteOfNovember)).toBe(true);
    expect(await consumeAiImage(t.ctx, alice.id, aiImages('builder'), firstOfDecember)).toBe(true);
    expect(await getUsage(t.ctx, alice.id, lastMinuteOfNovember)).toEqual({
      month: '2026-11',
      edits: 2,
      aiImages: 0,
    });
    expect(await getUsage(t.ctx, alice.id, firstOfDecember)).toEqual({
      month: '2026-12',
      edits: 0,
      aiImages: 1,
    });
    expect(await getUsage(t.ctx, bob.id, lastMinuteOfNovember)).toEqual({
      month: '2026-11',
      edits: 0,
      aiImages: 0,
    });
  });

  it('stops at the plan’s quota even when many requests race for the last one', async () => {
    const user = await signInAs(t, { plan: 'builder' });
    const results = await Promise.all(
      Array.from({ length: 12 }, () => consumeAiImage(t.ctx, user.id, aiImages('builder'))),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
    expect((await getUsage(t.ctx, user.id)).aiImages).toBe(5);
    expect(await consumeAiImage(t.ctx, user.id, aiImages('starter'))).toBe(false);
  });

  it('never limits edits on an unlimited plan', async () => {
    const user = await signInAs(t, { plan: 'pro' });
    for (let i = 0; i < 120; i++) expect(await consumeEdit(t.ctx, user.id, edits('pro'))).toBe(true);
    expect((await getUsage(t.ctx, user.id)).edits).toBe(120);
  });
});
