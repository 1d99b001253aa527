import { structuredDataTestHtml } from 'structured-data-testing-tool';
import { schemas as validSchemas } from 'structured-data-testing-tool/lib/schemas';
import { expect, it } from 'vitest';
import { composeBuiltin } from '../src/compose-builtin';
import { renderedPage } from './corpus/score';

const PROMPT =
  "Joe's Taqueria is a family Mexican restaurant at 1208 E 6th St, Austin, TX 78702. Tacos from $3 to $12. Reservations recommended on weekends.";

/** The page's JSON-LD as structured-data-testing-tool reads it (the validator finds the JSON-LD itself). */
async function validated(html: string, type: string) {
  try {
    return await structuredDataTestHtml(html, { schemas: [`jsonld:${type}`] });
  } catch (error) {
    const failed = (error as { res?: { failed?: unknown[] } }).res?.failed;
    throw new Error(`structured data failed: ${JSON.stringify(failed)}`);
  }
}

it('gives every address part, the cuisine, reservations and price range the description states', async () => {
  const { content } = composeBuiltin({ prompt: PROMPT });
  const html = await renderedPage(content);
  const data = JSON.parse(/<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1] ?? '{}');
  expect(Object.hasOwn(validSchemas, data['@type']), data['@type']).toBe(true);
  expect((await validated(html, data['@type'])).passed.length).toBeGreaterThan(0);
  expect(data.address).toEqual({
    '@type': 'PostalAddress',
    streetAddress: '1208 E 6th St',
    addressLocality: 'Austin',
    addressRegion: 'TX',
    postalCode: '78702',
    addressCountry: 'US',
  });
  expect(data.servesCuisine).toEqual(['Mexican']);
  expect(data.acceptsReservations).toBe(true);
  expect(data.priceRange).toMatch(/\$3.*\$12/);
});

it('says no reservations when the description says walk-ins only', () => {
  const { content } = composeBuiltin({
    prompt: 'Pho Corner is a Vietnamese restaurant in Leeds. Walk-ins only, no reservations.',
  });
  expect(content.meta.facts?.acceptsReservations).toBe(false);
  expect(content.meta.facts?.servesCuisine).toEqual(['Vietnamese']);
});
