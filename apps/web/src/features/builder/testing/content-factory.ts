import { type Content, type ContentInput, contentSchema } from '@mainstreet/site';

/** A valid site's content for tests; fields given override the defaults. */
export function makeContent(overrides: Partial<ContentInput> = {}): Content {
  return contentSchema.parse({
    siteName: "Rosie's Bakery",
    hero: {
      headline: 'Fresh bread every morning',
      subtitle: 'A family bakery in Leeds',
      buttonText: 'Visit us',
    },
    about: { title: 'About us', content: 'We bake sourdough.' },
    services: [
      { name: 'Sourdough', description: 'Slow-rise loaves.' },
      { name: 'Custom cakes', description: 'For every occasion.' },
    ],
    contact: {
      title: 'Contact Us',
      address: '1 Main St, Leeds',
      phone: 'Your phone number',
      hours: 'Tue–Sun 7–3',
    },
    meta: { placeholders: ['contact.phone'] },
    ...overrides,
  });
}
