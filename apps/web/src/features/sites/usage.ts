import { getPlan } from '@mainstreet/site/plans';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api';
import { apiQuery } from '../../lib/query-client';
import type { Usage, WebsiteSummary } from '../../lib/types';

/** "You have created N of M websites", M from the one plan table. */
export function sitesUsageText(count: number, planId: string): string {
  return `You have created ${count} of ${getPlan(planId).limits.websites} websites`;
}

/** Usage as far as the websites list tells it: edits are the total across sites, AI images unknown. */
export function usageFromWebsites(planId: string, websites: WebsiteSummary[]): Usage & { isEstimate: true } {
  const plan = getPlan(planId);
  return {
    plan: plan.id,
    websites: { used: websites.length, limit: plan.limits.websites },
    edits: {
      used: websites.reduce((sum, w) => sum + (w.editCount ?? 0), 0),
      limit: plan.limits.editsPerMonth,
    },
    aiImages: { used: 0, limit: plan.limits.aiImagesPerMonth },
    isEstimate: true,
  };
}

/** The billing usage call; null while that call does not exist on this server. */
export function useUsage() {
  return useQuery({
    queryKey: ['/api/billing/usage'],
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
