import { EDIT_SESSION_MINUTES, getPlan } from '@mainstreet/site/plans';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../i18n/i18n';
import { ApiError, apiRequest } from '../../lib/api';
import { apiQuery } from '../../lib/query-client';
import { usageKey } from '../../lib/query-keys';
import type { Usage, WebsiteSummary } from '../../lib/types';

/** "You have created N of M websites" in the app's language, M from the account's usage (none: no limit on this server). */
export function sitesUsageText(count: number, limit: number | null): string {
  return limit === null ? t('sites.usage.created', { count }) : t('sites.usage.createdOf', { count, limit });
}

/** Usage as far as the websites list tells it: edits are the total across sites, AI images unknown. */
export function usageFromWebsites(
  planId: string,
  websites: WebsiteSummary[],
  sellsPlans = true,
): Usage & { isEstimate: true } {
  const plan = getPlan(planId);
  // A server that sells nothing holds no one to a plan; the usage call says the operator's limits.
  const limits = sellsPlans ? plan.limits : { websites: null, editsPerMonth: null, aiImagesPerMonth: null };
  return {
    plan: plan.id,
    websites: { used: websites.length, limit: limits.websites },
    edits: {
      used: websites.reduce((sum, w) => sum + (w.editCount ?? 0), 0),
      limit: limits.editsPerMonth,
    },
    aiImages: { used: 0, limit: limits.aiImagesPerMonth },
    editSessionMinutes: EDIT_SESSION_MINUTES,
    isEstimate: true,
  };
}

/** The billing usage call; null while that call does not exist on this server. */
export function useUsage() {
  return useQuery({
    queryKey: usageKey,
    queryFn: async () => {
      try {
        return await apiRequest('GET', '/api/billing/usage');
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useWebsites(isEnabled = true) {
  return useQuery({ ...apiQuery('/api/websites'), enabled: isEnabled });
}
