// The child process behind render-child.ts: draws social cards (satori, sharp) and subsets web fonts
// (HarfBuzz, woff2) so those libraries' tens of megabytes never load into the server process.
import { subsetFontBytes } from '@mainstreet/site/export/font-files';
import { drawSocialCard } from '../social-card/draw-social-card';
import type { RenderJob } from './render-child';

type Message = { id: number; job: RenderJob };

async function run(job: RenderJob): Promise<Uint8Array | null> {
  if (job.kind === 'card') return new Uint8Array(await drawSocialCard(job.card, job.hero));
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
