import fs from 'node:fs';
import { createRequire } from 'node:module';

/** One icon's drawing: SVG elements on a 24×24 grid, stroked, as lucide ships them. */
export type IconNode = [tag: string, attributes: Record<string, string>][];

type IconSet = { nodes: Record<string, IconNode>; tags: Record<string, string[]> };
let loaded: IconSet | undefined;

/** Lucide's icons (ISC licence, lucide-static), read once from the package on first use. */
export function iconSet(): IconSet {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const read = (file: string) =>
      JSON.parse(fs.readFileSync(require.resolve(`lucide-static/${file}`), 'utf8'));
    loaded = { nodes: read('icon-nodes.json'), tags: read('tags.json') };
  }
  return loaded;
}
