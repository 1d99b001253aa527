import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// s3rver speaks the S3 REST protocol on 127.0.0.1; it has no type declarations.
// @ts-expect-error no types published for s3rver
import S3rver from 's3rver';

/** Starts a local S3-compatible server on a free 127.0.0.1 port with one bucket. */
export async function startLocalS3(bucket = 'mainstreet-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
