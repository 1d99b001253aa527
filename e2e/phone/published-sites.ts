import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Ten kinds of business in the four languages sites are written in; long names and long menu labels. */
export const PUBLISHED_DESCRIPTIONS = [
  'Harbour Lights Bakery is a family bakery in Whitby. Sourdough bread, pastries and wedding cakes. Call 01947 555 019.',
  'Northside Plumbing & Heating fixes boilers, leaks and bathrooms across Leeds. Emergency call-outs 24/7 on 0113 555 0199.',
  'Lotus Flow Yoga Studio in Brighton runs morning vinyasa, prenatal yoga and meditation classes for all levels.',
  'Restaurante La Espiga Dorada es un restaurante de cocina tradicional en Sevilla. Menú del día, tapas y paellas. Reservas al 954 123 456.',
  'Peluquería Cristina Martínez es una peluquería en Valencia: cortes, color, mechas y peinados para bodas.',
  'Clínica Dental Sonrisa Brillante en Madrid: ortodoncia invisible, implantes y limpiezas. Llámanos al 914 555 123.',
  'Boulangerie Pâtisserie du Vieux Moulin à Lyon : pains au levain, viennoiseries et gâteaux de mariage.',
  'Fleuriste Les Jardins de Camille à Nantes : bouquets, fleurs de mariage et compositions de deuil.',
  'Zahnarztpraxis Dr. Müller in München: Prophylaxe, Implantate und Zahnersatz. Telefon 089 555 1234.',
  'Autowerkstatt Schneider & Söhne in Hamburg: Inspektion, Reifenwechsel, Bremsen und HU/AU.',
];

type Account = { email: string; password: string };

/** Registers an account through the API (the request context keeps its session cookie). */
export async function registerByApi(request: APIRequestContext, baseUrl: string, account: Account) {
  const answer = await request.post(`${baseUrl}/api/auth/register`, {
    data: { ...account, firstName: 'Rosa', lastName: 'Baker' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** Generates a site from a description through the API, as the Generate screen does; returns its id. */
export async function generateByApi(request: APIRequestContext, baseUrl: string, prompt: string) {
  const answer = await request.post(`${baseUrl}/api/websites/generate`, {
    data: { prompt },
    timeout: 90_000,
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { id: string }).id;
}

/** Publishes a site on built-in hosting; returns its live address. */
export async function publishByApi(request: APIRequestContext, baseUrl: string, id: string) {
  let answer = await request.post(`${baseUrl}/api/websites/${id}/publish`, { timeout: 120_000 });
  // Publishing ten sites at once meets the server's export gate: wait as it says, as a client should.
  for (let tries = 0; answer.status() === 503 && tries < 20; tries++) {
    const seconds = Number(answer.headers()['retry-after'] ?? '2');
    await new Promise((resolve) => setTimeout(resolve, Math.min(seconds, 10) * 1000));
    answer = await request.post(`${baseUrl}/api/websites/${id}/publish`, { timeout: 120_000 });
  }
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { url: string }).url;
}

/** Menu links of a published page that are not wholly on screen (clipped, cut or past an edge). */
export async function findCutMenuLinks(page: Page, width: number): Promise<string[]> {
  return page.evaluate((width) => {
    const cut: string[] = [];
    for (const link of Array.from(document.querySelectorAll('header nav a'))) {
      const box = link.getBoundingClientRect();
      let isCut = box.left < -0.5 || box.right > width + 0.5 || box.width < 1;
      for (let at = link.parentElement; at && !isCut; at = at.parentElement) {
        if (getComputedStyle(at).overflowX === 'visible') continue;
        const clip = at.getBoundingClientRect();
        isCut = box.left < clip.left - 0.5 || box.right > clip.right + 0.5;
      }
      // Text that needs more room than its box (an ellipsis or clipped letters).
      const el = link as HTMLElement;
      if (isCut || el.scrollWidth > el.clientWidth + 1)
        cut.push(`menu link "${el.innerText.trim()}" (${Math.round(box.left)}…${Math.round(box.right)})`);
    }
    return cut;
  }, width);
}
