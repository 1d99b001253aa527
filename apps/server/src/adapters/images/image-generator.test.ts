import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { createImages } from './image-generator';

describe('images adapter', () => {
  it('gives up on an image service after IMAGE_TIMEOUT_MS and draws built-in artwork', async () => {
    // An images API that never answers.
    const server = createServer(() => {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const images = createImages(
        testConfig({
          DATA_DIR: '.',
          IMAGE_BASE_URL: `http://127.0.0.1:${port}/v1`,
          IMAGE_TIMEOUT_MS: '1000',
        }),
      );
      const started = Date.now();
      const image = await images.generate({ prompt: 'Bread', colors: ['#123456'], seed: 1, kind: 'hero' });
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(image.source).toBe('builtin');
      expect(image.warning).toMatch(/built-in artwork was used/);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
