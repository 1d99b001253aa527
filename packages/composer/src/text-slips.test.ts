import { describe, expect, it } from 'vitest';
import { fill, joinList, pickTemplate } from './text';

describe('fill leaves no slips in the copy', () => {
  it('drops a dangling "is" when the kind is not known', () => {
    expect(
      fill('{name} is {kind}[ in {location}] — a calm space to move.', { name: 'Yoga with Priya' }),
    ).toBe('Yoga with Priya — a calm space to move.');
  });

  it('does not repeat a word the owner’s service already ends with', () => {
    expect(fill('{service} classes for every level.', { service: 'Prenatal yoga classes' })).toBe(
      'Prenatal yoga classes for every level.',
    );
  });

  it('puts "an" before a vowel in English only', () => {
    expect(fill('Welcome to a {noun}', { noun: 'apple shop' })).toBe('Welcome to an apple shop');
    expect(fill('Bienvenidos a {name}', { name: 'Olivia', lang: 'es' })).toBe('Bienvenidos a Olivia');
  });

  it('joins lists with the language’s word for "and"', () => {
    expect(joinList(['pan', 'bollería', 'tartas'], ' y ')).toBe('pan, bollería y tartas');
    expect(joinList(['bread', 'cakes'])).toBe('bread and cakes');
  });

  it('does not start a new sentence after the full stop of a name like "Crumb & Co."', () => {
    expect(fill('{name} bakes in {location}. come in.', { name: 'Crumb & Co.', location: 'Bath' })).toBe(
      'Crumb & Co. bakes in Bath. Come in.',
    );
  });

  it('passes over a template whose sentence the site already says', () => {
    const used = new Set<string>(['get in touch']);
    const picks = Array.from({ length: 20 }, () =>
      pickTemplate(['Get in touch.', 'Book a groom'], {}, Math.random, false, new Set(used)),
    );
    expect(new Set(picks)).toEqual(new Set(['Book a groom']));
  });
});
