import { describe, expect, it } from 'vitest';
import {
  canSubmitNewPassword,
  isCompleteCode,
  passwordLengthError,
  passwordMatchError,
  passwordPoints,
  strengthLabel,
} from './password-rules';

describe('password strength', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 1, 'Weak'],
    ['abcdef', 2, 'Weak'],
    ['abcdefgh', 3, 'Fair'],
    ['Abcdefgh', 4, 'Fair'],
    ['Abcdefg1', 5, 'Good'],
    ['Abcdef1!', 6, 'Strong'],
    ['ABC12!', 4, 'Fair'],
    ['a1!', 3, 'Fair'],
  ])('%j scores %i points (%s)', (password, points, label) => {
    expect(passwordPoints(password)).toBe(points);
    expect(strengthLabel(passwordPoints(password))).toBe(label);
  });

  it('counts each symbol the spec lists, and not others', () => {
    for (const symbol of '!@#$%^&*(),.?":{}|<>') expect(passwordPoints(symbol)).toBe(1);
    expect(passwordPoints('-')).toBe(0);
    expect(passwordPoints('_')).toBe(0);
  });
});

describe('registration and reset rules', () => {
  it('complains about 1 to 7 characters only', () => {
    expect(passwordLengthError('')).toBeNull();
    expect(passwordLengthError('abcdefg')).toBe('Password must be at least 8 characters');
    expect(passwordLengthError('abcdefgh')).toBeNull();
  });
  it('complains about a confirmation that differs once one is typed', () => {
    expect(passwordMatchError('secret1', '')).toBeNull();
    expect(passwordMatchError('secret1', 'secret2')).toBe('Passwords do not match');
    expect(passwordMatchError('secret1', 'secret1')).toBeNull();
  });
  it('allows submitting only with at least 8 characters typed twice alike', () => {
    expect(canSubmitNewPassword('abcdefg', 'abcdefg')).toBe(false);
    expect(canSubmitNewPassword('abcdefgh', 'abcdefgH')).toBe(false);
    expect(canSubmitNewPassword('abcdefgh', 'abcdefgh')).toBe(true);
  });
  it('needs exactly 6 code characters', () => {
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('A1B2C3')).toBe(true);
  });
});
