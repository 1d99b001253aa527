import { describe, expect, it } from 'vitest';
import { extractFacts } from './facts';

describe('extractFacts', () => {
  it('keeps phone numbers exactly as written, in every common format', () => {
    for (const phone of [
      '(512) 555-0142',
      '+44 20 7946 0958',
      '020 7946 0958',
      '813.555.0172',
      '+1-312-555-0110',
      '07700 900123',
    ]) {
      expect(extractFacts(`Call us on ${phone} today.`).phone).toBe(phone);
    }
  });

  it('does not read years, ranges or prices as phone numbers', () => {
    const facts = extractFacts('Since 1998 we have served 2019-2023 guests, ages 5-12, prices from $1,200.');
    expect(facts.phone).toBeUndefined();
    expect(facts.foundedYear).toBe('1998');
  });

  it('finds street addresses with their town and postcode', () => {
    expect(extractFacts('Visit 12 High Street, Portsmouth PO1 2AB for a chat.').address).toBe(
      '12 High Street, Portsmouth PO1 2AB',
    );
    // The hour before "at" is no house number ("7–3 at 12 Oak Street").
    expect(extractFacts('Open Tue–Sun 7–3 at 12 Oak Street, Leeds.').address).toBe('12 Oak Street, Leeds');
    expect(extractFacts('We are at 500 Congress Ave, Austin, TX 78701.').address).toBe(
      '500 Congress Ave, Austin, TX 78701',
    );
    expect(extractFacts('Open for 5 days a week').address).toBeUndefined();
  });

  it('joins opening hours written in several parts', () => {
    expect(extractFacts('Hours: Mon-Fri 7am-5pm, Sat 8am-12pm. Closed Sundays.').hours).toBe(
      'Mon-Fri 7am-5pm, Sat 8am-12pm. Closed Sundays',
    );
    expect(extractFacts('We are open every day 12-11pm!').hours).toBe('open every day 12-11pm');
    expect(extractFacts('Kids aged 5-12 welcome.').hours).toBeUndefined();
    const cases: Array<[string, string]> = [
      ['Hours: 9-5 Monday through Friday.', '9-5 Monday through Friday'],
      ['Mon–Fri: 9:00–17:30, Sat: 10:00–16:00', 'Mon–Fri: 9:00–17:30, Sat: 10:00–16:00'],
      ['open daily from 7 a.m. to 3 p.m.', 'open daily from 7 a.m. to 3 p.m.'],
      ['Open 7 days a week, 8am to 6pm.', 'Open 7 days a week, 8am to 6pm'],
      ['open from 10am until late', '10am until late'],
      // Days without times, after "open": still the owner's hours, word for word.
      ['Family bakery in Leeds, open tues-sat', 'tues-sat'],
      ['Barber in Hull. Open Tuesday to Saturday, walk-ins welcome.', 'Tuesday to Saturday'],
      ['Cafe by the sea, open daily.', 'open daily'],
    ];
    for (const [prompt, hours] of cases) expect(extractFacts(prompt).hours).toBe(hours);
    expect(extractFacts('24/7 monitoring of your systems').hours).toBeUndefined();
    // A day named without "open" is not opening hours.
    expect(extractFacts('Fresh fish delivered every Friday.').hours).toBeUndefined();
  });

  it('finds the name in the ways owners introduce a business', () => {
    const cases: Array<[string, string]> = [
      ['Bella Napoli is a pizzeria.', 'Bella Napoli'],
      ['We are Glow Studio, a salon in Bristol.', 'Glow Studio'],
      ['Welcome to Kinder Music Academy! Piano lessons.', 'Kinder Music Academy'],
      ['My bakery is called "Crumb & Co" and sells bread.', 'Crumb & Co'],
      ['I run Paws & Claws Grooming, a mobile groomer.', 'Paws & Claws Grooming'],
      ['🌸 Petal Pushers Florist 🌸 fresh flowers', 'Petal Pushers Florist'],
      ["joe's plumbing is a family plumber in leeds.", "joe's plumbing"],
      ['The Daily Grind is a coffee shop.', 'The Daily Grind'],
    ];
    for (const [prompt, name] of cases) expect(extractFacts(prompt).name).toBe(name);
    expect(extractFacts('a small bakery that sells bread and cakes').name).toBeUndefined();
  });

  it('finds the place, also in lower-case descriptions', () => {
    expect(extractFacts('A barber based in Austin, TX.').location).toBe('Austin, TX');
    expect(extractFacts('a plumber in leeds.').location).toBe('leeds');
    expect(extractFacts('We specialise in portraits.').location).toBeUndefined();
  });

  it('lists services as written after a lead, and none from a list the sentence goes on past', () => {
    expect(extractFacts('We offer haircuts, colour and beard trims for men and women.').services).toEqual([]);
    expect(extractFacts('We offer haircuts, colour and beard trims.').services).toEqual([
      'haircuts',
      'colour',
      'beard trims',
    ]);
    expect(extractFacts('Our menu includes fish and chips, burgers and shakes.').services).toEqual([
      'fish and chips',
      'burgers',
      'shakes',
    ]);
  });

  it('keeps prices verbatim with what they are for, "from" included (a lowest price is not the price)', () => {
    expect(extractFacts('Haircuts from $25, colour from $60/hour.').prices).toEqual([
      { label: 'Haircuts', price: 'from $25' },
      { label: 'colour', price: 'from $60/hour' },
    ]);
    // What the price is per stays with it, in every language ("la hora", "pro Nacht", "la nuit", "a term").
    expect(extractFacts('Clases de guitarra, desde 25 € la hora.', 'es').prices[0].price).toBe(
      'desde 25 € la hora',
    );
    expect(extractFacts('Ferienwohnung am See. Ab 85 € pro Nacht.', 'de').prices[0].price).toBe(
      'Ab 85 € pro Nacht',
    );
    expect(extractFacts('Gîte en Dordogne. À partir de 80 € la nuit.', 'fr').prices[0].price).toBe(
      'À partir de 80 € la nuit',
    );
    expect(extractFacts('A choir in Bath, £60 a term.').prices[0].price).toBe('£60 a term');
  });

  it('reads the audience and the tone from the owner’s words', () => {
    const facts = extractFacts('A luxury spa for busy professionals.');
    expect(facts.audience).toBe('busy professionals');
    expect(facts.tone).toBe('premium');
  });

  it('returns only substrings of the description', () => {
    const prompt =
      'Ace Electric — licensed electrician in Tampa. Panel upgrades, EV chargers, lighting. 813.555.0172';
    const facts = extractFacts(prompt);
    for (const value of [facts.name, facts.location, facts.phone, ...facts.services]) {
      if (value) expect(prompt).toContain(value);
    }
  });

  it('reads names, towns and lists the way owners in four languages write them', () => {
    const es = extractFacts(
      'Clínica Dental Sonrisas en Málaga – implantes, ortodoncia invisible y limpiezas. Pide tu cita: 952 123 456',
      'es',
    );
    expect([es.name, es.location, es.services]).toEqual([
      'Clínica Dental Sonrisas',
      'Málaga',
      ['implantes', 'ortodoncia invisible', 'limpiezas'],
    ]);
    const de = extractFacts(
      'Physiotherapie am Markt in Freiburg: Krankengymnastik, Manuelle Therapie, Lymphdrainage.',
      'de',
    );
    expect([de.name, de.location]).toEqual(['Physiotherapie am Markt', 'Freiburg']);
    // A list right after the kind with no lead ("we offer", "services:") is the owner's sentence, not cards.
    const walker = extractFacts('dog walker in brooklyn ny, solo and group walks, puppy visits');
    expect([walker.location, walker.services]).toEqual(['brooklyn', []]);
    expect(extractFacts('We are a barbershop in Austin TX, fades and shaves.').location).toBe('Austin');
    expect(extractFacts('taco truck in austin 🌮 tacos and quesadillas').services).toEqual([]);
    expect(extractFacts("Joe's Tacos in Austin, TX. We sell tacos and burritos.").services).toEqual([
      'tacos',
      'burritos',
    ]);
  });

  it('keeps an offer for two audiences whole, and drops what a cut-out phone leaves behind', () => {
    expect(
      extractFacts(
        'Escuela de Surf Ola Norte en San Sebastián: clases para niños y adultos, alquiler de tablas.',
        'es',
      ).services,
    ).toEqual([]);
    expect(
      extractFacts(
        'Sushi Kaito, japanese restaurant in Lyon, omakase and takeaway, réservation au 04 78 12 34 56',
      ).services,
    ).toEqual([]);
    expect(extractFacts('i do mobile nails and lashes around manchester, gel, acrylics').location).toBe(
      'manchester',
    );
  });

  it('reads a kind after the name even when emoji follow it, and hours with their exception', () => {
    const facts = extractFacts(
      "The Cosy Cup café 🍵☕ vegan cakes, oat lattes in Glasgow's West End. Open 8-5 every day except Tuesday",
    );
    expect([facts.kindId, facts.hours]).toEqual(['cafe', 'Open 8-5 every day except Tuesday']);
  });
});
