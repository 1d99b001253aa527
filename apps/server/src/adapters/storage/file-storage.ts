import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a file, both included (as in an HTTP Range header). */
export type ByteRange = { start: number; end: number };

/** Where uploaded and generated files live. Local disk by default; S3-compatible storage later. */
export type FileStorage = {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores the file at local path `file` under `key`, streamed (a 200 MB zip never sits whole in
   * memory). The local file may be moved away: the caller removes it if it is still there.
   */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** The bytes of a stored file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** A stored file's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /**
   * A stored file, whole or a byte range, as a stream: serving a 50 MB video never holds it in
   * memory. Ask `size` first; a file removed in between fails the stream.
   */
  stream(key: string, range?: ByteRange): Promise<Readable>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** A time-limited address browsers can fetch the file from directly (S3 with S3_PUBLIC_URL). */
  signedUrl?: (key: string) => Promise<string>;
};

/** Keys are flat file names we made ourselves; anything else could climb out of the folder. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}(\.[a-z0-9]{1,8})?$/;

export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

function assertKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error('invalid storage key');
}

/** The embedded default: one file per key under `root` (DATA_DIR/uploads). */
export function createLocalFileStorage(root: string): FileStorage {
  let isReady: Promise<unknown> | undefined;
  const ensureRoot = () => {
    isReady ??= fs.mkdir(root, { recursive: true });
    return isReady;
  };
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await ensureRoot();
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, file);
    },
    async putFile(key, file) {
      const target = fileOf(key);
      await ensureRoot();
      try {
        await fs.rename(file, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        // Another disk: copied beside the target first, so a reader never sees half a file.
        const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
        await fs.copyFile(file, temp);
        await fs.rename(temp, target);
      }
    },
    async get(key) {
      if (!isValidStorageKey(key)) return null;
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async size(key) {
      if (!isValidStorageKey(key)) return null;
      try {
        return (await fs.stat(fileOf(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async stream(key, range) {
      return createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async exists(key) {
      if (!isValidStorageKey(key)) return false;
      try {
        await fs.access(fileOf(key));
        return true;
      } catch {
        return false;
      }
    },
  };
}
