import { toast } from '../../components/ui/toast';
import type { MessageId } from '../../i18n/catalogs';
import { t } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { sellsPlansNow } from '../../lib/public-config';
import type { ApiErrorCode } from '../../lib/types';

/** Where Upgrade leads: the plan options of the billing tab. */
export const UPGRADE_PATH = '/dashboard?tab=billing';

const TITLES: Partial<Record<ApiErrorCode, MessageId>> = {
  EDIT_QUOTA: 'billing.limit.edits',
  UPGRADE_REQUIRED: 'billing.limit.upgrade',
  AI_IMAGE_QUOTA: 'billing.limit.images',
};

function isPlanLimitCode(code: string | undefined): code is ApiErrorCode {
  return code !== undefined && Object.hasOwn(TITLES, code);
}

/** Whether the server refused because of the plan (its answer carries one of these codes). */
export function isPlanLimit(error: unknown): error is ApiError {
  return error instanceof ApiError && isPlanLimitCode(error.code);
}

/**
 * Shows the server's own words for a plan limit, with Upgrade where a bigger plan helps.
 * Returns false for any other failure, so the caller shows its usual message. Branches on the
 * error code, not the wording, so copy changes on the server cannot break it.
 */
export function showPlanLimitToast(error: unknown, onUpgrade: () => void): boolean {
  if (!isPlanLimit(error) || !isPlanLimitCode(error.code)) return false;
  const { plan } = error.answer;
  // Pro is the biggest plan: at its AI-image limit there is nothing to upgrade to.
  // A server that sells nothing has nothing to upgrade to either: its limits are the operator's.
  const canUpgrade = sellsPlansNow() && !(error.code === 'AI_IMAGE_QUOTA' && plan === 'pro');
  toast({
    // The app's own title, in its language (the server's `title` is English for other clients).
    title: t(TITLES[error.code] ?? 'billing.limit.upgrade'),
    description: error.serverMessage,
    variant: 'destructive',
    ...(canUpgrade ? { action: { label: t('billing.limit.upgradeAction'), onClick: onUpgrade } } : {}),
  });
  return true;
}
