import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api';
import { generationErrorToast } from './generate-site';

afterEach(() => setLanguage('en'));

describe('the failed-generation toast', () => {
  const failed = new ApiError(500, '500: Failed to generate website', {
    message: 'Failed to generate website',
    code: 'INTERNAL',
    messageId: 'generationFailed',
  });

  it('keeps the spec’s English: "Generation Failed" / "Failed to generate website"', () => {
    expect(generationErrorToast(failed)).toEqual({
      title: 'Generation Failed',
      description: 'Failed to generate website',
    });
  });

  it('says the server’s refusal by its id in German, with its values', async () => {
    await setLanguage('de');
    expect(generationErrorToast(failed).description).toBe(
      'Die Website konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
    );
    const limit = new ApiError(403, '403: You have reached the limit', {
      message: 'You have reached the limit of 3 websites this server allows. Delete one to make another.',
      messageId: 'siteLimitServer',
      params: { limit: 3, plan: 'Starter' },
    });
    expect(generationErrorToast(limit).description).toContain('3');
    expect(generationErrorToast(limit).description).not.toContain('You have reached');
  });
});
