import type { ErrorAnswer } from '@mainstreet/server/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCurrentToast } from '../components/ui/toast';
import { LoginForm } from '../features/auth/login-form';
import { showPlanLimitToast } from '../features/billing/plan-limit-toast';
import { generateSite, generationErrorToast } from '../features/builder/generate/generate-site';
import { StaleSaveError, saveWebsite } from '../features/builder/site/site-api';
import { makeContent } from '../features/builder/testing/content-factory';
import { type ApiError, apiRequest } from './api';
import { createQueryClient } from './query-client';
import type { ApiErrorCode } from './types';

/**
 * Each error code of the spec's catalogues, from the server's answer (status and JSON body, typed
 * as the server's error schema) to what the person sees. The client branches on the code alone.
 */
type Refusal = ErrorAnswer & { code: ApiErrorCode };

function answerWith(status: number, body: Refusal, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json', ...headers },
        }),
    ),
  );
}

async function refusalOf(call: Promise<unknown>): Promise<ApiError> {
  return call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: ApiError) => error,
  );
}

const SECURITY_CHECK = {
  title: 'Security Check Failed',
  description: 'Please try again. If the problem persists, contact support.',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('error codes, from answer to toast', () => {
  it('BOT_CHECK_FAILED on generate (JSON answer): "Security Check Failed"', async () => {
    answerWith(403, {
      code: 'BOT_CHECK_FAILED',
      message: 'Please try again. If the problem persists, contact support.',
    });
    const error = await refusalOf(
      generateSite({ prompt: 'A bakery', industry: '', colorPreference: '' }, { onPhase: () => {} }),
    );
    expect(generationErrorToast(error)).toEqual(SECURITY_CHECK);
  });

  it('BOT_CHECK_FAILED on generate (event stream): "Security Check Failed"', async () => {
    const body = { message: 'Please try again.', status: 403, code: 'BOT_CHECK_FAILED' };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(`event: error\ndata: ${JSON.stringify(body)}\n\n`, {
            status: 200,
            headers: { 'content-type': 'text/event-stream' },
          }),
      ),
    );
    const error = await refusalOf(
      generateSite({ prompt: 'A bakery', industry: '', colorPreference: '' }, { onPhase: () => {} }),
    );
    expect(generationErrorToast(error)).toEqual(SECURITY_CHECK);
  });

  it('any other code on generate: "Generation Failed" with the server’s message', async () => {
    answerWith(502, { code: 'UPSTREAM_FAILED', message: 'The language model did not answer.' });
    const error = await refusalOf(
      generateSite({ prompt: 'A bakery', industry: '', colorPreference: '' }, { onPhase: () => {} }),
    );
    expect(generationErrorToast(error)).toEqual({
      title: 'Generation Failed',
      description: 'The language model did not answer.',
    });
  });

  it('a message that only mentions a security check is not a bot-check refusal', async () => {
    answerWith(400, { code: 'BAD_REQUEST', message: 'prompt: the security check phrase is not allowed' });
    const error = await refusalOf(
      generateSite({ prompt: 'A bakery', industry: '', colorPreference: '' }, { onPhase: () => {} }),
    );
    expect(generationErrorToast(error).title).toBe('Generation Failed');
  });

  it('ACCOUNT_NOT_FOUND on login: "Account Not Found"', async () => {
    answerWith(404, { code: 'ACCOUNT_NOT_FOUND', message: 'No account found with this email.' });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <LoginForm
          onSignedIn={vi.fn()}
          onNeedsCode={vi.fn()}
          onNeedsTwoFactor={vi.fn()}
          onForgot={vi.fn()}
          onRegister={vi.fn()}
        />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nobody@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await act(async () => {
      await vi.waitFor(() =>
        expect(getCurrentToast()).toMatchObject({
          title: 'Account Not Found',
          description: 'No account found with this email. Please create an account first.',
        }),
      );
    });
  });

  it.each([
    ['EDIT_QUOTA', 'Monthly edits used up'],
    ['UPGRADE_REQUIRED', 'Upgrade Required'],
    ['AI_IMAGE_QUOTA', 'AI Image Limit Reached'],
  ] as const)('%s: the plan-limit toast "%s" with the server’s words', async (code, title) => {
    const message = `Refused by the plan (${code}).`;
    answerWith(403, { code, message });
    const error = await refusalOf(apiRequest('POST', '/api/ai/generate-image', { body: { prompt: 'x' } }));
    expect(showPlanLimitToast(error, () => {})).toBe(true);
    expect(getCurrentToast()).toMatchObject({ title, description: message });
  });

  it('STALE_VERSION on save: the current version and website reach the conflict dialog', async () => {
    const website = { id: 'w1', name: 'Tab one', version: 2, content: makeContent() };
    answerWith(409, {
      code: 'STALE_VERSION',
      message: 'This website was changed somewhere else (another tab or device).',
      currentVersion: 2,
      website,
    });
    const error = await refusalOf(saveWebsite('w1', makeContent(), 1));
    expect(error).toBeInstanceOf(StaleSaveError);
    expect(error).toMatchObject({ currentVersion: 2, website: { name: 'Tab one', version: 2 } });
  });

  it('another 409 on save is not mistaken for a stale version', async () => {
    answerWith(409, { code: 'CONFLICT', message: 'Something else conflicted.' });
    const error = await refusalOf(saveWebsite('w1', makeContent(), 1));
    expect(error).not.toBeInstanceOf(StaleSaveError);
  });
});
