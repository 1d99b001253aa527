import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type Content, exportSite } from '@mainstreet/site';
import { subsetFontFile } from '@mainstreet/site/export/font-files';
import { composeBuiltin } from '../src/compose-builtin';
import { generateArtwork, setMediaUrl } from '../src/images/apply-artwork';
import { createImageGenerator } from '../src/images/image-generator';

/**
 * Twenty businesses of different kinds, countries and languages: the sites the screenshots in
 * docs/screenshots/, the Lighthouse bench and the validator test look at.
 */
export const SHOWCASE: { name: string; prompt: string }[] = [
  {
    name: 'garage',
    prompt:
      "Dale's Auto Repair has fixed cars in Tulsa, OK since 1987. Brakes, oil changes and engine diagnostics. Call (918) 555-0144. Open Mon–Fri 8–6.",
  },
  {
    name: 'florist',
    prompt:
      'Petal & Stem is a florist in Bath making wedding bouquets, funeral flowers and weekly subscriptions. Email hello@petalandstem.co.uk',
  },
  {
    name: 'law-firm',
    prompt:
      'Hartley & Moss is a law firm in Boston handling family law, wills and estates, and real estate closings. Call (617) 555-0190.',
  },
  {
    name: 'bakery',
    prompt:
      'Rosie’s Bakery is a family bakery in Leeds. Sourdough, pastries and custom cakes. Open Tue–Sun 7–3 at 12 Oak Street, Leeds.',
  },
  {
    name: 'barber',
    prompt:
      'Fade Kings is a barbershop in Brooklyn. Haircuts, beard trims and hot towel shaves. Walk-ins welcome. Call 718-555-0123.',
  },
  {
    name: 'photographer',
    prompt:
      'Studio Marlow is a photography studio in Brighton specialising in weddings, portraits and family shoots.',
  },
  {
    name: 'dentist',
    prompt:
      'Bright Smile Dental is a family dentist in Denver offering check-ups, whitening and implants. Call (303) 555-0111. Open Mon–Sat 8–5.',
  },
  {
    name: 'yoga',
    prompt: 'yoga with priya - small group and private yoga classes in north london, beginners welcome',
  },
  {
    name: 'plumber',
    prompt:
      "joe's plumbing is a family plumber in leeds. we fix leaks, boilers and bathrooms. ring 0113 496 0123",
  },
  {
    name: 'web-designer',
    prompt:
      'Pixel Harbor is a web design studio in Portland building websites, brand identities and online shops for small businesses.',
  },
  {
    name: 'cafe',
    prompt:
      'Café Luna es una cafetería en Sevilla con café de especialidad, desayunos caseros y tartas. Abierto de lunes a sábado de 8 a 20. Llámanos al 954 123 456.',
  },
  {
    name: 'hair-salon',
    prompt:
      'Salon Élise est un salon de coiffure à Lyon : coupes femme et homme, couleur et balayage, soins des cheveux. Tél. 04 72 00 12 34.',
  },
  {
    name: 'dog-groomer',
    prompt:
      'Hundesalon Bello ist ein Hundesalon in München. Wir bieten Baden, Scheren und Krallenpflege für Hunde aller Größen. Telefon 089 1234567.',
  },
  {
    name: 'personal-trainer',
    prompt:
      'Coach Maya Reid is a personal trainer in Toronto offering one-to-one training, nutrition plans and small group bootcamps. Email maya@mayareid.ca',
  },
  {
    name: 'wedding-venue',
    prompt:
      'Oakridge Barn is a rustic wedding venue in the Cotswolds with a barn for 150 guests, garden ceremonies and in-house catering.',
  },
  {
    name: 'accountant',
    prompt:
      'Ng & Patel Accounting is an accounting firm in Sydney helping small businesses with tax returns, bookkeeping and payroll. Call 02 9123 4567.',
  },
  {
    name: 'electrician',
    prompt:
      'Bright Spark Electric is a licensed electrician in Auckland doing rewiring, lighting installation and safety inspections for homes and shops.',
  },
  {
    name: 'cleaning',
    prompt:
      'Sparkle Clean is a home cleaning service in Dublin offering weekly cleaning, deep cleans and end-of-tenancy cleaning. Email hello@sparkleclean.ie',
  },
  {
    name: 'music-teacher',
    prompt:
      'Clara Jensen teaches piano and guitar in Minneapolis: private music lessons for children and adults, all levels, plus music theory.',
  },
  {
    name: 'tattoo',
    prompt:
      'Black Anchor Tattoo is a tattoo studio in Glasgow doing custom tattoos, cover-ups and piercings. Walk-ins Friday and Saturday.',
  },
];

/** The composed site of a description with the built-in artwork a new site receives. */
export async function composeShowcaseSite(
  prompt: string,
): Promise<{ content: Content; assets: Map<string, Uint8Array> }> {
  const assets = new Map<string, Uint8Array>();
  let { content } = composeBuiltin({ prompt });
  for (const { slot, image } of await generateArtwork(content, createImageGenerator())) {
    const url = `/uploads/${slot.path.replace(/\W+/g, '-')}.${image.extension}`;
    assets.set(url, image.data);
    content = setMediaUrl(content, slot.path, url);
  }
  return { content, assets };
}

/** Exports every showcase site, with its artwork, into root/<name>/ as a static host would get it. */
export async function exportShowcase(
  root: string,
  list: { name: string; prompt: string }[] = SHOWCASE,
): Promise<Map<string, Content>> {
  const sites = new Map<string, Content>();
  for (const { name, prompt } of list) {
    const { content, assets } = await composeShowcaseSite(prompt);
    const files = await exportSite(content, {
      loadAsset: async (url) => {
        const data = assets.get(url);
        return data ? { data, contentType: 'image/svg+xml' } : null;
      },
      contactFormAction: '/api/forms/sample',
      fonts: subsetFontFile,
    });
    for (const file of files) {
      await mkdir(dirname(join(root, name, file.path)), { recursive: true });
      await writeFile(join(root, name, file.path), file.data);
    }
    sites.set(name, content);
  }
  return sites;
}
