import { describe, expect, it } from 'vitest';
import { lostFacts, restoreFacts } from './restore-facts';

const OWNER =
  'Find us at 12 Congress Avenue, Austin. Call (512) 555-0142 to book a table. Pizzas from $12, open Tue–Sun 5pm–10pm.';
const CHANGED =
  'Visit us at 14 Congress Avenue, Austin. Ring (512) 555-0143 to book. Pizzas start from $13, open Tue–Sun 5pm–11pm.';

describe('a rewrite keeps the owner’s facts', () => {
  it('puts back a changed phone, street number, price and hours as the owner wrote them', () => {
    const { text, restored } = restoreFacts(OWNER, CHANGED);
    expect(text).toBe(
      'Visit us at 12 Congress Avenue, Austin. Ring (512) 555-0142 to book. Pizzas start from $12, open Tue–Sun 5pm–10pm.',
    );
    expect(restored.map((r) => r.fact)).toEqual(['phone', 'address', 'hours', 'price']);
    expect(lostFacts(OWNER, text)).toEqual([]);
  });

  it('leaves a fact with nothing to replace for the fact check, and names a lost one', () => {
    const { text, restored } = restoreFacts('We bake bread.', 'We bake bread. Call 020 7946 0958.');
    expect(text).toBe('We bake bread. Call 020 7946 0958.');
    expect(restored).toEqual([]);
    expect(lostFacts(OWNER, 'Visit us soon.')).toContain('(512) 555-0142');
  });
});
