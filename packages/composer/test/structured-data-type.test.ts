import { expect, it } from 'vitest';
import { composeBuiltin } from '../src/compose-builtin';
import { renderedPage } from './corpus/score';

/** The schema.org type search engines read from the published page. */
async function publishedType(prompt: string, industry?: string): Promise<string> {
  const { content } = composeBuiltin({ prompt, ...(industry ? { industry } : {}) } as Parameters<
    typeof composeBuiltin
  >[0]);
  const html = await renderedPage(content);
  return JSON.parse(/<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1] ?? '{}')[
    '@type'
  ];
}

it('calls a business of no known kind a LocalBusiness, not the type of an industry guessed from its words', async () => {
  // The words lean to healthcare, but a horse's dentist is no MedicalBusiness.
  expect(
    await publishedType(
      'Equine dental technician. Yard visits across North Yorkshire, call Ann on 07700 900123.',
    ),
  ).toBe('LocalBusiness');
});

it('keeps the exact type of a kind it knows, and the type of the industry the owner chose', async () => {
  expect(await publishedType('Family dental practice in Leeds, call 0113 496 0000.')).toBe('Dentist');
  expect(
    await publishedType('Mobile horse care across North Yorkshire, call Ann on 07700 900123.', 'healthcare'),
  ).toBe('MedicalBusiness');
});
