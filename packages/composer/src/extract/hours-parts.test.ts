import { describe, expect, it } from 'vitest';
import { findHours } from './contact';
import { extractFacts } from './facts';

describe('opening hours written with parts of days and late nights', () => {
  it('keeps "et le dimanche matin" after the week’s hours', () => {
    expect(
      findHours('Boulangerie. Ouvert du mercredi au samedi 7h-13h / 16h-19h, et le dimanche matin. Tél.'),
    ).toBe('du mercredi au samedi 7h-13h / 16h-19h, et le dimanche matin');
  });

  it('reads days alone and a late night as hours', () => {
    expect(findHours('Barber in Noosa. Wed-Sun, late nights Fri til 9. Walk-ins welcome.')).toBe(
      'Wed-Sun, late nights Fri til 9',
    );
  });

  it('does not take a class on a part of a day for opening hours', () => {
    expect(
      findHours('Paddle club in Wells. Sunset paddles and SUP yoga on Saturday mornings.'),
    ).toBeUndefined();
    expect(findHours('Cave à vins. Dégustations le jeudi soir. Ouvert du mardi au samedi 10h-19h.')).toBe(
      'du mardi au samedi 10h-19h',
    );
  });

  it('leaves no stray mark where an email was cut from the booking line', () => {
    const facts = extractFacts(
      'Curl Club, Hove. Cuts and colour.\nbookings: hi@curlclub.example.com / 01273 555 012',
    );
    expect(facts.visiting.booking).toBe('bookings: 01273 555 012');
  });
});

describe('a listed service is not how to book', () => {
  it('does not take "…, Invisalign and emergency appointments" for the booking line', () => {
    const facts = extractFacts(
      'Lakeside Dental, Tulsa. Cleanings, crowns, Invisalign and emergency appointments.',
    );
    expect(facts.services).toContain('Invisalign');
    expect(facts.visiting.booking).toBeUndefined();
    expect(extractFacts('Lakeside Dental, Tulsa. Appointments by phone only.').visiting.booking).toBe(
      'Appointments by phone only',
    );
  });
});
