import { describe, expect, it } from 'vitest';
import { findFirstJsonObject, stripThinking } from './json-object';

describe('findFirstJsonObject', () => {
  it('takes the first complete object, not first { to last }', () => {
    const answer = 'Here it is:\n```json\n{"a": 1, "b": {"c": 2}}\n```\nI can also add {more} if you like.';
    expect(findFirstJsonObject(answer)).toEqual({ a: 1, b: { c: 2 } });
  });

  it('is not misled by braces and quotes inside strings', () => {
    const answer = '{"headline": "Open {daily} \\"now\\" }", "x": ["}"]} trailing }';
    expect(findFirstJsonObject(answer)).toEqual({ headline: 'Open {daily} "now" }', x: ['}'] });
  });

  it('skips a <think> block that holds braces of its own', () => {
    const answer = '<think>They want {"headline": …} maybe {x}</think>\n{"headline": "Real"}';
    expect(findFirstJsonObject(answer)).toEqual({ headline: 'Real' });
  });

  it('skips brace prose before the JSON, and finds nothing in a cut-off object', () => {
    expect(findFirstJsonObject('Use {name} here. {"ok": true}')).toEqual({ ok: true });
    expect(findFirstJsonObject('{"headline": "Cut')).toBeUndefined();
    expect(findFirstJsonObject('no json at all')).toBeUndefined();
  });

  it('drops an unclosed thinking block entirely', () => {
    expect(stripThinking('<think>still thinking {"a":1}')).toBe('');
  });
});
