import { ApiError } from '../../../lib/api';
import { isPlanLimit } from '../../billing/plan-limit-toast';
import { isSiteGone } from '../site/open-site';

/** Auto-save 100 ms after an upload, then up to 2 retries after 1 s and 2 s. */
export const AUTOSAVE_DELAY_MS = 100;
export const AUTOSAVE_RETRY_DELAYS_MS = [1_000, 2_000] as const;

export type AutosaveOutcome = 'saved' | 'unauthorized' | 'gone' | 'failed';

type AutosaveOptions = {
  delay?: number;
  retryDelays?: readonly number[];
  wait?: (ms: number) => Promise<void>;
};

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Saves after an upload, retrying on failure; an authorization failure stops at once, as retrying
 * cannot succeed until the person signs in again. A plan limit (used-up edits) is thrown to the
 * caller, which shows the server's words: retrying cannot help there either.
 */
export async function autosaveAfterUpload(
  save: () => Promise<unknown>,
  options: AutosaveOptions = {},
): Promise<AutosaveOutcome> {
  const wait = options.wait ?? defaultWait;
  const retryDelays = options.retryDelays ?? AUTOSAVE_RETRY_DELAYS_MS;
  await wait(options.delay ?? AUTOSAVE_DELAY_MS);
  for (let attempt = 0; ; attempt++) {
    try {
      await save();
      return 'saved';
    } catch (error) {
      if (isUnauthorized(error)) return 'unauthorized';
      // The site was deleted: it is closed already, and a retry would only ask again.
      if (isSiteGone(error)) return 'gone';
      if (isPlanLimit(error)) throw error;
      if (attempt >= retryDelays.length) return 'failed';
      await wait(retryDelays[attempt]);
    }
  }
}
