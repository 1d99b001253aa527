import { describe, expect, it } from 'vitest';
import { createWorkGate } from './work-gate';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('work gate', () => {
  it('runs at most maxRunning at once, the rest in arrival order', async () => {
    const gate = createWorkGate({ maxRunning: 2 });
    const order: number[] = [];
    let peak = 0;
    let now = 0;
    const job = (n: number) =>
      gate.run(async () => {
        now++;
        peak = Math.max(peak, now);
        await tick();
        order.push(n);
        now--;
      });
    await Promise.all([1, 2, 3, 4, 5].map(job));
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });

  it('holds work past the byte budget, lets oversized work run alone, and refuses past the queue', async () => {
    const gate = createWorkGate({ maxRunning: 4, maxBytes: 100, maxWaiting: 1 });
    const first = await gate.tryEnter(60);
    expect(first).not.toBeNull();
    const second = gate.tryEnter(60);
    await tick();
    expect(gate.running).toBe(1);
    expect(gate.waiting).toBe(1);
    expect(gate.tryEnter(10)).toBeNull();
    first?.release();
    const turn = await second;
    expect(gate.heldBytes).toBe(60);
    turn?.release();
    const huge = await gate.tryEnter(500);
    expect(gate.heldBytes).toBe(500);
    huge?.release();
    expect(gate.running).toBe(0);
  });
});
