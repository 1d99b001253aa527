import { describe, expect, it } from 'vitest';
import { type AddressParts, readAddresses, readPostcode } from './address';
import { extractFacts } from './facts';

const CASES: Array<[string, Omit<AddressParts, 'text'> & { text: string }]> = [
  [
    'Family bakery, 9 Briggate, Leeds LS1 6HD. Open daily.',
    {
      text: '9 Briggate, Leeds LS1 6HD',
      street: '9 Briggate',
      locality: 'Leeds',
      postcode: 'LS1 6HD',
      country: 'GB',
    },
  ],
  [
    "we're at 21 Stonegate, York YO1 8AW",
    {
      text: '21 Stonegate, York YO1 8AW',
      street: '21 Stonegate',
      locality: 'York',
      postcode: 'YO1 8AW',
      country: 'GB',
    },
  ],
  [
    'Venez au 14 Rue Mouffetard, 75005 Paris !',
    {
      text: '14 Rue Mouffetard, 75005 Paris',
      street: '14 Rue Mouffetard',
      locality: 'Paris',
      postcode: '75005',
      country: 'FR',
    },
  ],
  [
    'Somos una panadería en Calle Mayor 12, 28013 Madrid.',
    {
      text: 'Calle Mayor 12, 28013 Madrid',
      street: 'Calle Mayor 12',
      locality: 'Madrid',
      postcode: '28013',
      country: 'ES',
    },
  ],
  [
    'Wir sind in der Hauptstraße 5, 10115 Berlin.',
    {
      text: 'Hauptstraße 5, 10115 Berlin',
      street: 'Hauptstraße 5',
      locality: 'Berlin',
      postcode: '10115',
      country: 'DE',
    },
  ],
  [
    'Find us at Prinsengracht 263, 1016 GV Amsterdam',
    {
      text: 'Prinsengracht 263, 1016 GV Amsterdam',
      street: 'Prinsengracht 263',
      locality: 'Amsterdam',
      postcode: '1016 GV',
      country: 'NL',
    },
  ],
  [
    'come by 123 Main St, Tulsa, OK 74103 or call',
    {
      text: '123 Main St, Tulsa, OK 74103',
      street: '123 Main St',
      locality: 'Tulsa',
      postcode: '74103',
      region: 'OK',
      country: 'US',
    },
  ],
  [
    // An ordinal street name ("E 6th St") is a street word like any other.
    'Joe Taqueria is at 1208 E 6th St, Austin, TX 78702. Call us.',
    {
      text: '1208 E 6th St, Austin, TX 78702',
      street: '1208 E 6th St',
      locality: 'Austin',
      postcode: '78702',
      region: 'TX',
      country: 'US',
    },
  ],
  [
    'Siamo in Via Roma 10, 00184 Roma.',
    {
      text: 'Via Roma 10, 00184 Roma',
      street: 'Via Roma 10',
      locality: 'Roma',
      postcode: '00184',
      country: 'IT',
    },
  ],
  [
    'Visit us at 12 Grafton Street, Dublin 2, D02 X285.',
    {
      text: '12 Grafton Street, Dublin 2, D02 X285',
      street: '12 Grafton Street',
      locality: 'Dublin 2',
      postcode: 'D02 X285',
      country: 'IE',
    },
  ],
  [
    'Shop: 350 Queen St W, Toronto, ON M5V 2T6',
    {
      text: '350 Queen St W, Toronto, ON M5V 2T6',
      street: '350 Queen St W',
      locality: 'Toronto',
      postcode: 'M5V 2T6',
      region: 'ON',
      country: 'CA',
    },
  ],
  [
    'at 45 George St, Sydney 2000 NSW',
    {
      text: '45 George St, Sydney 2000 NSW',
      street: '45 George St',
      locality: 'Sydney',
      postcode: '2000',
      region: 'NSW',
      country: 'AU',
    },
  ],
  [
    'Carrer de Pau Claris 12, 08010 Barcelona',
    {
      text: 'Carrer de Pau Claris 12, 08010 Barcelona',
      street: 'Carrer de Pau Claris 12',
      locality: 'Barcelona',
      postcode: '08010',
      country: 'ES',
    },
  ],
];

describe('readAddresses', () => {
  it.each(CASES)('reads %s', (text, expected) => {
    expect(readAddresses(text)).toEqual([expected]);
  });

  it('splits an address found by its street type alone', () => {
    expect(readAddresses('Visit 45 Elm Street, Springfield today', ['45 Elm Street, Springfield'])).toEqual([
      { text: '45 Elm Street, Springfield', street: '45 Elm Street', locality: 'Springfield' },
    ]);
  });

  it('reads no address from numbers that are not one', () => {
    expect(readAddresses('Over 5,000 records, since 1987, open 9-5, 20 years on the road.')).toEqual([]);
  });
});

describe('readPostcode', () => {
  it('knows a postcode on its own and its country', () => {
    expect(readPostcode('D02 X285')?.country).toBe('IE');
    expect(readPostcode('M5V 2T6')?.country).toBe('CA');
    expect(readPostcode('2000 NSW')).toMatchObject({ postcode: '2000', region: 'NSW', country: 'AU' });
    expect(readPostcode('LS1 6HD')?.country).toBe('GB');
    expect(readPostcode('hello')).toBeUndefined();
  });

  it('ends the town at the full stop before the next sentence', () => {
    expect(readAddresses('Calle Mayor 12, 28013 Madrid. Tel. 912 345 678')[0]).toMatchObject({
      text: 'Calle Mayor 12, 28013 Madrid',
      locality: 'Madrid',
      postcode: '28013',
    });
    expect(readAddresses('Hauptstraße 5, 80331 München. Tel. 089 123456')[0]).toMatchObject({
      text: 'Hauptstraße 5, 80331 München',
      locality: 'München',
    });
  });
});

describe('addresses keep their town, and no country they do not say', () => {
  it('reads a four-digit postcode and its town, with no country from the street’s language', () => {
    expect(readAddresses('Öffnungszeiten Di–Fr. Marktgasse 14, 3011 Bern. Termin online.')).toEqual([
      { text: 'Marktgasse 14, 3011 Bern', street: 'Marktgasse 14', locality: 'Bern', postcode: '3011' },
    ]);
    const namur = readAddresses('Envoi partout en Belgique. Rue de Fer 12, 5000 Namur. 081 55 01 23')[0];
    expect(namur?.locality).toBe('Namur');
    expect(namur?.country).toBeUndefined();
  });

  it('keeps a German street’s place adjective', () => {
    expect(readAddresses('Bitte reservieren. Grinzinger Kellergasse 3, 1190 Wien.')[0]?.street).toBe(
      'Grinzinger Kellergasse 3',
    );
  });

  it('gives the page the town after the address', () => {
    expect(extractFacts('Panadería Ruiz. Pan de masa madre. Calle Mayor 14, Madrid.').location).toBe(
      'Madrid',
    );
    expect(extractFacts('Goldschmiede Aare. Eheringe. Marktgasse 14, 3011 Bern.').location).toBe('Bern');
  });
});
