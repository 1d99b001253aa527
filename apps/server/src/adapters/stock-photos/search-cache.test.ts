import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { type FakePhotoApi, startFakePhotoApi } from './fake-stock-photo-servers';
import { StockPhotoError } from './provider';
import { createStockPhotos } from './stock-photos';

describe('stock photo searches', () => {
  let api: FakePhotoApi;
  beforeAll(async () => {
    api = await startFakePhotoApi('unsplash', 'key-1');
  });
  afterAll(() => api.close());

  const provider = () =>
    createStockPhotos(testConfig({ DATA_DIR: '.', UNSPLASH_ACCESS_KEY: 'key-1', UNSPLASH_API_URL: api.url }));
  const searches = () => api.requests.filter((r) => r.path.startsWith('/search/photos')).length;

  it('asks the provider once for the same words, however often they are searched', async () => {
    const photos = provider();
    const before = searches();
    const first = await photos?.search('sourdough bread', { perPage: 10 });
    const again = await photos?.search('Sourdough bread ', { perPage: 10 });
    expect(again).toEqual(first);
    expect(searches() - before).toBe(1);
    await photos?.search('croissants', { perPage: 10 });
    expect(searches() - before).toBe(2);
  });

  it('stops asking after a rate-limit answer: later searches are refused without a call', async () => {
    const photos = provider();
    api.setRateLimited(true);
    try {
      await expect(photos?.search('cakes')).rejects.toMatchObject({ failure: 'rate-limited' });
      const before = api.requests.length;
      const refused = await photos?.search('bagels').catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(StockPhotoError);
      expect((refused as StockPhotoError).failure).toBe('rate-limited');
      await expect(photos?.get('abc')).rejects.toMatchObject({ failure: 'rate-limited' });
      expect(api.requests.length).toBe(before);
    } finally {
      api.setRateLimited(false);
    }
  });
});
