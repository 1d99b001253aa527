import { createRandom, hashString } from '../text';
import type { ArtworkKind, ImageRequest } from './types';

const SIZES: Record<ArtworkKind, [number, number]> = {
  hero: [1600, 900],
  service: [800, 600],
  about: [800, 600],
};
const FALLBACK = ['#1e40af', '#6d28d9', '#1d4ed8', '#e3ebfd', '#f3f6fc'];
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

const n = (value: number) => Math.round(value * 10) / 10;

type Draw = { w: number; h: number; rand: () => number; colors: string[] };

function blobs({ w, h, rand, colors }: Draw): string {
  let out = '';
  for (let i = 0; i < 6; i++) {
    const r = n((0.12 + rand() * 0.3) * Math.max(w, h));
    out += `<circle cx="${n(rand() * w)}" cy="${n(rand() * h)}" r="${r}" fill="${colors[(i % 3) + 1]}" opacity="${n(0.12 + rand() * 0.3)}"/>`;
  }
  return out;
}

function waves({ w, h, rand, colors }: Draw): string {
  let out = '';
  for (let i = 0; i < 4; i++) {
    const base = h * (0.45 + i * 0.14 + rand() * 0.05);
    const amp = h * (0.05 + rand() * 0.08);
    const c1 = n(w * (0.2 + rand() * 0.2));
    const c2 = n(w * (0.6 + rand() * 0.2));
    out += `<path d="M0 ${n(base)} C ${c1} ${n(base - amp)}, ${c2} ${n(base + amp)}, ${w} ${n(base - amp / 2)} L ${w} ${h} L 0 ${h} Z" fill="${colors[(i % 3) + 1]}" opacity="${n(0.15 + i * 0.1)}"/>`;
  }
  return out;
}

function rings({ w, h, rand, colors }: Draw): string {
  const cx = n(w * (0.55 + rand() * 0.35));
  const cy = n(h * (0.2 + rand() * 0.6));
  let out = '';
  for (let i = 0; i < 7; i++) {
    const r = n(Math.min(w, h) * (0.08 + i * 0.11));
    out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colors[(i % 3) + 1]}" stroke-width="${n(4 + rand() * 18)}" opacity="${n(0.18 + rand() * 0.3)}"/>`;
  }
  return out;
}

function grid({ w, h, rand, colors }: Draw): string {
  const cols = 6 + Math.floor(rand() * 5);
  const size = w / cols;
  const rows = Math.ceil(h / size);
  let out = '';
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      const pick = rand();
      if (pick < 0.45) continue;
      const c = colors[1 + Math.floor(rand() * 3)];
      const px = n(x * size);
      const py = n(y * size);
      const s = n(size);
      out +=
        pick < 0.7
          ? `<circle cx="${n(px + s / 2)}" cy="${n(py + s / 2)}" r="${n(s * 0.38)}" fill="${c}" opacity="${n(0.2 + rand() * 0.4)}"/>`
          : `<path d="M${px} ${py}h${s}v${s}z" fill="${c}" opacity="${n(0.2 + rand() * 0.4)}"/>`;
    }
  }
  return out;
}

const MOTIFS = [blobs, waves, rings, grid];

/** Generative artwork in the brand colours: valid SVG, no script, no external reference, a few KB. */
export function createArtworkSvg(request: ImageRequest): string {
  const colors = [...request.colors.filter((c) => HEX.test(c)), ...FALLBACK].slice(0, 5);
  const [w, h] = SIZES[request.kind];
  const rand = createRandom(hashString(`${request.kind}:${request.seed}:${request.prompt}`));
  const angle = Math.floor(rand() * 360);
  const motif = MOTIFS[Math.floor(rand() * MOTIFS.length)];
  const accent = MOTIFS[Math.floor(rand() * MOTIFS.length)];
  const draw: Draw = { w, h, rand, colors };
  const body =
    motif(draw) +
    (accent === motif ? '' : `<g opacity="0.5">${accent === grid ? blobs(draw) : accent(draw)}</g>`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>${body}</svg>`
  );
}
