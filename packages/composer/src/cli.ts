import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  assetPathFor,
  COLOR_PREFERENCES,
  type ColorPreference,
  type Content,
  exportSite,
  INDUSTRIES,
  type Industry,
  mapMediaUrls,
} from '@mainstreet/site';
import { subsetFontFile } from '@mainstreet/site/export/font-files';
import { composeSite } from './compose-site';
import { generateArtwork, setMediaUrl } from './images/apply-artwork';
import { createImageGenerator, readImageConfig } from './images/image-generator';
import { readLlmConfig } from './llm/config';
import { PROGRESS_PHASES } from './types';

const USAGE = `Usage: npm run generate -- "<description>" [--industry X] [--color Y] [--form-action URL] --out DIR
  --industry     one of: ${INDUSTRIES.join(', ')}
  --color        one of: ${COLOR_PREFERENCES.join(', ')}
  --form-action  where the contact form posts (a Mainstreet server's /api/forms/<key>), as hosted`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

type Assets = Map<string, { data: Uint8Array; contentType: string }>;

/** The site with its artwork drawn (the configured image generator, or icon artwork), as the server stores it. */
export async function withArtwork(composed: Content): Promise<{ content: Content; assets: Assets }> {
  let content = composed;
  const assets: Assets = new Map();
  // Only an image service's pictures are placed: built-in artwork (an icon on a tile) would pose as a
  // photograph, and the page is designed to look finished without any picture.
  const images = readImageConfig(process.env);
  for (const { slot, image } of images ? await generateArtwork(content, createImageGenerator(images)) : []) {
    if (image.warning) process.stderr.write(`warning: ${image.warning}\n`);
    if (image.source !== 'model') continue;
    const url = `/generated/${slot.path.replace(/\W+/g, '-')}-${slot.seed.toString(36)}.${image.extension}`;
    assets.set(url, { data: image.data, contentType: image.contentType });
    content = setMediaUrl(content, slot.path, url);
  }
  return { content, assets };
}

/** The site as exported, written into a folder, with its content.json pointing at the exported copies. */
export async function writeSiteFolder(
  content: Content,
  assets: Assets,
  dir: string,
  contactFormAction?: string,
): Promise<void> {
  // The same subset web fonts as export and publish ship, so a generated folder looks the same.
  const files = await exportSite(content, {
    loadAsset: async (url) => assets.get(url) ?? null,
    fonts: subsetFontFile,
    contactFormAction,
  });
  for (const file of files) {
    const target = join(dir, file.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.data);
  }
  // content.json points at the exported copies, so the folder is complete on its own.
  const local = mapMediaUrls(content, (url) => (assets.has(url) ? assetPathFor(url) : url));
  await writeFile(join(dir, 'content.json'), `${JSON.stringify(local, null, 2)}\n`);
}

/** Compose a site from a description and write its exported files into a folder. */
export async function runCli(argv: string[]): Promise<string> {
  let parsed: ReturnType<
    typeof parseArgs<{
      options: {
        industry: { type: 'string' };
        color: { type: 'string' };
        out: { type: 'string' };
        'form-action': { type: 'string' };
      };
      allowPositionals: true;
    }>
  >;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        industry: { type: 'string' },
        color: { type: 'string' },
        out: { type: 'string' },
        'form-action': { type: 'string' },
      },
      allowPositionals: true,
    });
  } catch (error) {
    fail((error as Error).message);
  }
  const prompt = parsed.positionals.join(' ').trim();
  const { industry = '', color = '', out, 'form-action': formAction } = parsed.values;
  if (!prompt) fail('Give a description of the business.');
  if (!out) fail('Give an output folder with --out DIR.');
  if (industry && !(INDUSTRIES as readonly string[]).includes(industry))
    fail(`Unknown industry "${industry}".`);
  if (color && !(COLOR_PREFERENCES as readonly string[]).includes(color)) fail(`Unknown colour "${color}".`);
  if (formAction !== undefined && !URL.canParse(formAction))
    fail(`--form-action "${formAction}" is not a URL.`);

  const labels = new Map<string, string>(PROGRESS_PHASES.map((p) => [p.id, p.label]));
  const progress = (phase: string) => process.stderr.write(`${labels.get(phase) ?? phase}…\n`);
  const result = await composeSite(
    { prompt, industry: industry as Industry | '', colorPreference: color as ColorPreference | '' },
    { llm: readLlmConfig(process.env), onProgress: (phase) => phase !== 'done' && progress(phase) },
  );
  for (const warning of result.warnings) process.stderr.write(`warning: ${warning}\n`);
  // The CLI's user runs the model: the setting to check and the server's words.
  if (result.modelFailureDetail) process.stderr.write(`model: ${result.modelFailureDetail}\n`);

  progress('images');
  const drawn = await withArtwork(result.content);
  await writeSiteFolder(drawn.content, drawn.assets, resolve(out), formAction);
  progress('done');
  return join(resolve(out), 'content.json');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  runCli(process.argv.slice(2)).then(
    (path) => process.stdout.write(`${path}\n`),
    (error: unknown) => {
      process.stderr.write(`Generation failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
