import { createRandom, hashString } from '../text';
import { iconsFor, industryIcons } from './icon-picker';
import { iconSet } from './icon-set';
import type { ArtworkKind, ImageRequest } from './types';

const SIZES: Record<ArtworkKind, [number, number]> = {
  hero: [1600, 900],
  service: [800, 600],
  about: [800, 600],
};
const FALLBACK = ['#1e40af', '#6d28d9', '#1d4ed8', '#e3ebfd', '#f3f6fc'];
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const ATTRIBUTES = /^(d|cx|cy|r|rx|ry|x|y|x1|x2|y1|y2|width|height|points)$/;
const ELEMENTS = /^(path|circle|ellipse|rect|line|polyline|polygon)$/;

const n = (value: number) => Math.round(value * 10) / 10;

/** Relative luminance (WCAG) of a #rgb or #rrggbb colour, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (d) => d + d) : hex;
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = Number.parseInt(full.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const attr = (value: string) => value.replace(/[^0-9a-zA-Z.,\s-]/g, '');

/** One lucide icon at (x, y), `size` wide, stroked in `color`: its own paths, nothing fetched. */
export function drawIcon(
  name: string,
  x: number,
  y: number,
  size: number,
  color: string,
  opacity = 1,
): string {
  const node = iconSet().nodes[name];
  if (!node) return '';
  const scale = size / 24;
  const parts = node
    .filter(([tag]) => ELEMENTS.test(tag))
    .map(([tag, attributes]) => {
      const list = Object.entries(attributes)
        .filter(([key]) => ATTRIBUTES.test(key))
        .map(([key, value]) => `${key}="${attr(String(value))}"`)
        .join(' ');
      return `<${tag} ${list}/>`;
    })
    .join('');
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(scale * 100) / 100})" fill="none" stroke="${color}" stroke-width="${n(Math.max(1.25, 2 * (24 / size) * 3))}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}">${parts}</g>`;
}

type Scene = { w: number; h: number; rand: () => number; colors: string[]; icon: string; others: string[] };

/** The hero: the brand gradient, the subject large in a soft disc, its kin scattered faintly. */
function hero({ w, h, rand, icon, others }: Scene): string {
  // Right of centre for text beside or over it, yet inside the 5:4 and 4:5 crops phones and the
  // gallery strip show of this 16:9 picture.
  const cx = w * (0.56 + rand() * 0.1);
  const cy = h * (0.42 + rand() * 0.16);
  const r = h * 0.34;
  let out = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#ffffff" opacity="0.14"/>`;
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.32)}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.18"/>`;
  out += drawIcon(icon, cx - r * 0.62, cy - r * 0.62, r * 1.24, '#ffffff', 0.95);
  others.slice(0, 4).forEach((other, i) => {
    const size = h * (0.09 + rand() * 0.05);
    const x = w * (0.06 + ((i * 0.22 + rand() * 0.1) % 0.5));
    const y = h * (i % 2 === 0 ? 0.1 + rand() * 0.15 : 0.68 + rand() * 0.15);
    out += drawIcon(other, x, y, size, '#ffffff', 0.22);
  });
  return out;
}

/** A service card: the service's own icon, centred on the brand colour, over a quiet pattern. */
function card({ w, h, rand, colors, icon }: Scene): string {
  const step = 64 + Math.floor(rand() * 3) * 16;
  let out = '';
  for (let y = step / 2; y < h; y += step)
    for (let x = step / 2 + ((y / step) % 2) * (step / 2); x < w; x += step)
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="3" fill="${colors[2]}" opacity="0.16"/>`;
  const r = h * (0.27 + rand() * 0.04);
  out += `<circle cx="${w / 2}" cy="${h / 2}" r="${n(r * 1.25)}" fill="${colors[2]}" opacity="0.12"/>`;
  out += `<circle cx="${w / 2}" cy="${h / 2}" r="${n(r)}" fill="${colors[2]}"/>`;
  out += drawIcon(icon, w / 2 - r * 0.6, h / 2 - r * 0.6, r * 1.2, '#ffffff');
  return out;
}

/** The about picture: the subject with two of its kin, in rounded tiles of the brand colours. */
function about({ w, h, rand, colors, icon, others }: Scene): string {
  const tiles = [icon, ...others.filter((o) => o !== icon).slice(0, 2)];
  const size = h * 0.36;
  const gap = size * 0.18;
  const total = tiles.length * size + (tiles.length - 1) * gap;
  const tilt = Math.floor(rand() * 2) === 0 ? -1 : 1;
  let out = '';
  tiles.forEach((name, i) => {
    const x = (w - total) / 2 + i * (size + gap);
    const y = h / 2 - size / 2 + tilt * (i - 1) * size * 0.12;
    const wanted = i === 0 ? colors[2] : colors[i === 1 ? 0 : 1];
    // A dark theme's gradient colours can be as dark as its page: such a tile takes the brand colour.
    const isFaint = Math.abs(luminance(wanted) - luminance(colors[4])) < 0.12;
    const fill = isFaint ? colors[2] : wanted;
    const opacity = isFaint && i > 0 ? ` opacity="${i === 1 ? 0.8 : 0.65}"` : '';
    out += `<rect x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size)}" rx="${n(size * 0.22)}" fill="${fill}"${opacity}/>`;
    out += drawIcon(name, x + size * 0.22, y + size * 0.22, size * 0.56, '#ffffff');
  });
  return out;
}

/**
 * Built-in artwork that shows the business: the thing it sells, drawn from lucide's icons in the
 * site's colours, composed for the slot (hero, service card, about). Valid SVG, no script, no
 * external reference, a few KB.
 */
export function createIconArtworkSvg(request: ImageRequest): string {
  const colors = [...request.colors.filter((c) => HEX.test(c)), ...FALLBACK].slice(0, 5);
  const [w, h] = SIZES[request.kind];
  const rand = createRandom(hashString(`${request.kind}:${request.seed}:${request.prompt}`));
  const icon = request.icon ?? iconsFor(request.prompt)[0] ?? industryIcons(request.industry)[0];
  const others = (request.kin ?? [...industryIcons(request.industry), ...iconsFor(request.prompt)]).filter(
    (o) => o !== icon && iconSet().nodes[o],
  );
  const scene: Scene = { w, h, rand, colors, icon, others: [...new Set(others)] };
  const angle = Math.floor(rand() * 360);
  const background =
    request.kind === 'hero'
      ? `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`
      : `<rect width="${w}" height="${h}" fill="${request.kind === 'service' ? colors[3] : colors[4]}"/>`;
  const body =
    request.kind === 'hero' ? hero(scene) : request.kind === 'service' ? card(scene) : about(scene);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice">` +
    `<!-- icons: Lucide (ISC licence) -->${background}${body}</svg>`
  );
}
