import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentToast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { PUBLIC_CONFIG_QUERY } from '../../lib/public-config';
import { queryClient } from '../../lib/query-client';
import { showPlanLimitToast } from './plan-limit-toast';
import { fakeConfig } from './testing/render-with-api';

const refusal = (body: Record<string, unknown>) => new ApiError(403, `403: ${JSON.stringify(body)}`, body);

describe('plan-limit toasts', () => {
  beforeEach(() => {
    queryClient.setQueryData(PUBLIC_CONFIG_QUERY.queryKey, fakeConfig({ payments: 'test' }));
  });

  it('offers no upgrade on a server that sells nothing, only the operator’s limit', () => {
    queryClient.setQueryData(PUBLIC_CONFIG_QUERY.queryKey, fakeConfig({ payments: 'off' }));
    const message = 'You have used all 40 edits this server allows each month. They renew on the 1st.';
    expect(showPlanLimitToast(refusal({ code: 'EDIT_QUOTA', message, limit: 40 }), () => {})).toBe(true);
    expect(getCurrentToast()).toMatchObject({ description: message });
    expect(getCurrentToast()?.action).toBeUndefined();
  });

  it('shows the server’s words for used-up edits, for 8 s, with Upgrade', () => {
    const onUpgrade = vi.fn();
    const message = 'You have used all 50 edits of the Starter plan this month. Upgrade for more edits.';
    expect(showPlanLimitToast(refusal({ code: 'EDIT_QUOTA', message, limit: 50 }), onUpgrade)).toBe(true);
    const toast = getCurrentToast();
    expect(toast).toMatchObject({ title: 'Monthly edits used up', description: message, duration: 8_000 });
    toast?.action?.onClick();
    expect(onUpgrade).toHaveBeenCalledTimes(1);
  });

  it('tells a paid owner about the AI-image limit, and offers no upgrade on the biggest plan', () => {
    const message = 'You have used all 10 AI images of the Pro plan this month. They renew on the 1st.';
    const body = { code: 'AI_IMAGE_QUOTA', title: 'AI Image Limit Reached', message, plan: 'pro' };
    expect(showPlanLimitToast(refusal(body), () => {})).toBe(true);
    expect(getCurrentToast()).toMatchObject({ title: 'AI Image Limit Reached', description: message });
    expect(getCurrentToast()?.action).toBeUndefined();
  });

  it('leaves other failures to the caller, whatever their wording', () => {
    const lookalike = refusal({
      code: 'FORBIDDEN',
      message: 'You have used all 50 edits… Upgrade for more edits.',
    });
    expect(showPlanLimitToast(lookalike, () => {})).toBe(false);
    expect(showPlanLimitToast(new Error('offline'), () => {})).toBe(false);
  });
});
