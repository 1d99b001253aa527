import { describe, expect, it } from 'vitest';
import { extractFacts } from './facts';
import { parseHours } from './hours';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

describe('opening hours', () => {
  it('keeps hours in any common form verbatim', () => {
    const cases: Array<[string, string]> = [
      ['Lessons Tue-Sat 10am-6pm.', 'Tue-Sat 10am-6pm'],
      ['Café, open daily 9-9!', 'open daily 9-9'],
      ['Garage: Mon-Thu 8-5, Fri 8-3.', 'Mon-Thu 8-5, Fri 8-3'],
      ['Bäckerei in Köln, Di–So 7–17 Uhr.', 'Di–So 7–17 Uhr'],
      ['Boulangerie ouverte lun-ven 9h-18h.', 'lun-ven 9h-18h'],
      ['Emergency plumber, call-outs 24/7.', '24/7'],
      ['Barber in Hull, closed Mondays.', 'closed Mondays'],
      ['Family bakery in Leeds, open tues-sat', 'tues-sat'],
      // The days' own "de", "du" stay: "Horario: de lunes a viernes…" reads as the owner wrote it.
      ['Panadería abierta de lunes a viernes 8:00-14:00.', 'de lunes a viernes 8:00-14:00'],
      ['Crêperie ouverte du mardi au dimanche de 12h à 22h', 'du mardi au dimanche de 12h à 22h'],
    ];
    for (const [prompt, hours] of cases) expect(extractFacts(prompt).hours).toBe(hours);
    expect(extractFacts('24/7 monitoring of your systems').hours).toBeUndefined();
  });

  it('turns hours that read without doubt into opening-hours lines', () => {
    expect(parseHours('Tue-Sat 10am-6pm')).toEqual([
      { days: WEEK.slice(1, 6), opens: '10:00', closes: '18:00' },
    ]);
    expect(parseHours('open daily 9-9')).toEqual([{ days: WEEK, opens: '09:00', closes: '21:00' }]);
    expect(parseHours('Mon-Thu 8-5, Fri 8-3')).toEqual([
      { days: WEEK.slice(0, 4), opens: '08:00', closes: '17:00' },
      { days: ['Friday'], opens: '08:00', closes: '15:00' },
    ]);
    expect(parseHours('Di–So 7–17 Uhr')).toEqual([{ days: WEEK.slice(1), opens: '07:00', closes: '17:00' }]);
    expect(parseHours('lun-ven 9h-18h')).toEqual([
      { days: WEEK.slice(0, 5), opens: '09:00', closes: '18:00' },
    ]);
    expect(parseHours('24/7')).toEqual([{ days: WEEK, opens: '00:00', closes: '23:59' }]);
    expect(parseHours('Tue–Sun 7–3')).toEqual([{ days: WEEK.slice(1), opens: '07:00', closes: '15:00' }]);
    expect(parseHours('Mon-Fri 7am-5pm, Sat 8am-12pm. Closed Sundays')).toEqual([
      { days: WEEK.slice(0, 5), opens: '07:00', closes: '17:00' },
      { days: ['Saturday'], opens: '08:00', closes: '12:00' },
    ]);
    expect(parseHours('9-5 Monday through Friday')).toEqual([
      { days: WEEK.slice(0, 5), opens: '09:00', closes: '17:00' },
    ]);
  });

  it('gives no opening-hours lines where the writing leaves doubt', () => {
    expect(parseHours('closed Mondays')).toBeUndefined();
    expect(parseHours('tues-sat')).toBeUndefined();
    expect(parseHours('10am until late')).toBeUndefined();
    expect(parseHours('Fri 6-10')).toBeUndefined();
    expect(parseHours('open 9-5')).toBeUndefined();
  });
});
