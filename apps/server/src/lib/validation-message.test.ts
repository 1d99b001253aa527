import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { registerBody } from '../modules/auth/auth.schemas';
import { factsBody } from '../modules/facts/facts.schemas';
import { describeIssues } from './validation-message';

const refusalOf = (schema: z.ZodType, body: object) => {
  const parsed = schema.safeParse(body);
  if (parsed.success) throw new Error('expected a refusal');
  return describeIssues(parsed.error.issues);
};

describe('a refused form field', () => {
  it('keeps the English "field: problem" and names the rule with its values', () => {
    expect(refusalOf(registerBody, { email: 'ann@example.com', password: 'short' })).toEqual({
      message: 'password: Password must be at least 8 characters',
      messageId: 'passwordTooShort',
      params: { min: 8 },
    });
    expect(refusalOf(registerBody, { email: 'not an address', password: 'long enough pass' })).toMatchObject({
      messageId: 'emailInvalid',
    });
  });

  it('names the facts form’s own checks, with the year they allow', () => {
    const facts = {
      name: 'Rosa',
      kind: '',
      area: '',
      services: [],
      hours: '',
      phone: '',
      whatsapp: '',
      email: '',
      address: '',
      booking: '',
      social: [],
      foundedYear: '',
      language: 'en',
      sellingPoints: [],
    };
    expect(refusalOf(factsBody, { ...facts, phone: '12' })).toMatchObject({ messageId: 'factsPhone' });
    const year = new Date().getUTCFullYear();
    expect(refusalOf(factsBody, { ...facts, foundedYear: String(year + 5) })).toMatchObject({
      messageId: 'factsYear',
      params: { max: year },
    });
    expect(refusalOf(factsBody, { ...facts, name: 'x'.repeat(200) })).toMatchObject({
      messageId: 'fieldTooLong',
      params: { max: 120 },
    });
  });
});
