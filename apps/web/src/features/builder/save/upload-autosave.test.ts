import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { autosaveAfterUpload } from './upload-autosave';

describe('auto-save after an upload', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves 100 ms after the upload', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const outcome = autosaveAfterUpload(save);
    await vi.advanceTimersByTimeAsync(99);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    await expect(outcome).resolves.toBe('saved');
  });

  it('retries twice, after 1 s then 2 s, then gives up', async () => {
    const save = vi.fn().mockRejectedValue(new ApiError(500, '500: boom', null));
    const outcome = autosaveAfterUpload(save);
    await vi.advanceTimersByTimeAsync(100);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(3);
    await expect(outcome).resolves.toBe('failed');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).toHaveBeenCalledTimes(3);
  });

  it('succeeds on a retry', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const outcome = autosaveAfterUpload(save);
    await vi.advanceTimersByTimeAsync(1_100);
    await expect(outcome).resolves.toBe('saved');
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('stops at once on 401', async () => {
    const save = vi.fn().mockRejectedValue(new ApiError(401, '401: Unauthorized', null));
    const outcome = autosaveAfterUpload(save);
    await vi.advanceTimersByTimeAsync(100);
    await expect(outcome).resolves.toBe('unauthorized');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(save).toHaveBeenCalledTimes(1);
  });
});

describe('auto-save after an upload to a deleted site', () => {
  it('stops at the first 404: the site is gone, a retry would only ask again', async () => {
    const save = vi.fn().mockRejectedValue(new ApiError(404, '404: Website not found', null));
    await expect(autosaveAfterUpload(save, { wait: async () => undefined })).resolves.toBe('gone');
    expect(save).toHaveBeenCalledTimes(1);
  });
});
