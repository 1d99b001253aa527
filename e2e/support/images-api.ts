import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A local OpenAI-compatible images API on 127.0.0.1, answering every request with a 512 px PNG.
 * With an image model configured the editor's picture tool makes "AI image"s, counted against the
 * plan; without one it is free "New artwork". Returns the server's env and a stop function.
 */
export async function startImagesApi(): Promise<{ env: Record<string, string>; stop: () => Promise<void> }> {
  const picture = await sharp({ create: { width: 512, height: 512, channels: 3, background: '#c8a27a' } })
    .png()
    .toBuffer();
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: [{ b64_json: picture.toString('base64') }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    env: { IMAGE_BASE_URL: url, IMAGE_API_KEY: 'local-images-key' },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
