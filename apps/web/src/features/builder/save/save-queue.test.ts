import { describe, expect, it } from 'vitest';
import { createSaveQueue, queueSiteSave } from './save-queue';

/** A server that refuses a save claiming an older version than it has, as the real one does (409). */
function makeServer() {
  let version = 1;
  const refused: number[] = [];
  return {
    refused,
    get version() {
      return version;
    },
    async save(claimed: number): Promise<number> {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (claimed !== version) {
        refused.push(claimed);
        throw new Error('A newer version was saved in another tab');
      }
      version += 1;
      return version;
    },
  };
}

describe('saves of one tab', () => {
  it('an upload’s save and auto-save asked at once both land, the second on the first’s version', async () => {
    const server = makeServer();
    let baseVersion = 1;
    const save = createSaveQueue(async () => {
      baseVersion = await server.save(baseVersion);
    });
    await Promise.all([save(), save()]);
    expect(server.refused).toEqual([]);
    expect(server.version).toBe(3);
    expect(baseVersion).toBe(3);
  });

  it('a failed save does not stop the next one', async () => {
    let calls = 0;
    const save = createSaveQueue(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
    });
    const first = save();
    const second = save();
    await expect(first).rejects.toThrow('offline');
    await expect(second).resolves.toBeUndefined();
  });

  it('the editor’s queue and the preview’s Save of one site share one queue; other sites do not wait', async () => {
    const server = makeServer();
    let baseVersion = 1;
    const editorSave = createSaveQueue(async () => {
      baseVersion = await server.save(baseVersion);
    }, 'site-a');
    const previewSave = () =>
      queueSiteSave('site-a', async () => {
        baseVersion = await server.save(baseVersion);
        return baseVersion;
      });
    const order: string[] = [];
    const other = queueSiteSave('site-b', async () => {
      order.push('b');
    });
    await Promise.all([editorSave(), previewSave().then(() => order.push('a')), other]);
    expect(server.refused).toEqual([]);
    expect(server.version).toBe(3);
    expect(order).toEqual(['b', 'a']);
  });
});
