// The child process behind render-child.ts: draws social cards (satori, sharp) and icons (sharp) and
// subsets web fonts (HarfBuzz, woff2) so those libraries' tens of megabytes never load into the
// server process.
import v8 from 'node:v8';
import { subsetFontBytes } from '@mainstreet/site/export/font-files';
import { drawSocialCard } from '../social-card/draw-social-card';
import type { RenderJob } from './render-child';

// WebAssembly (HarfBuzz, the WOFF2 encoder, satori's layout) runs on V8's baseline compiler only:
// a child compiles those modules afresh, and optimising their large functions cost more CPU than
// it ever saved (a first publish: about 0.9 s less; each font subset after it about half).
// Set before the first module is compiled, which is what the flag governs.
v8.setFlagsFromString('--liftoff-only');

type Message = { id: number; job: RenderJob };

async function run(job: RenderJob): Promise<Uint8Array | null> {
  if (job.kind === 'card') return new Uint8Array(await drawSocialCard(job.card, job.hero));
  if (job.kind === 'icon') {
    const { default: sharp } = await import('sharp');
    return new Uint8Array(await sharp(job.svg).resize(job.size, job.size).png().toBuffer());
  }
  return subsetFontBytes(job.font, job.subset, job.text);
}

process.on('message', ({ id, job }: Message) => {
  run(job).then(
    (bytes) => process.send?.({ id, bytes }),
    (error: unknown) => process.send?.({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
// The server went away (or let this process go after an idle minute): nothing is left to do.
process.on('disconnect', () => process.exit(0));
