import { describe, expect, it } from 'vitest';
import { emailChangeProblem, passwordChangeProblem } from './password-change';

describe('settings validation messages', () => {
  it('asks for every password field', () => {
    expect(passwordChangeProblem('', 'new-pass', 'new-pass')).toEqual({
      title: 'Password required',
      description: 'Please fill in all password fields.',
    });
    expect(passwordChangeProblem('old', 'new-pass', '')?.title).toBe('Password required');
  });
  it('asks for a matching confirmation', () => {
    expect(passwordChangeProblem('old', 'new-pass', 'new-pasS')).toEqual({
      title: "Passwords don't match",
      description: 'New password and confirmation must match.',
    });
  });
  it('lets a complete, matching change through', () => {
    expect(passwordChangeProblem('old', 'new-pass', 'new-pass')).toBeNull();
  });
  it('asks for a new email address', () => {
    expect(emailChangeProblem('   ')).toEqual({
      title: 'Email required',
      description: 'Please enter a new email address.',
    });
    expect(emailChangeProblem('new@example.com')).toBeNull();
  });
});
