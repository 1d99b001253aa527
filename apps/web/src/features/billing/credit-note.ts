import { getPlan, PLAN_IDS, PLANS } from '@mainstreet/site/plans';
import { t } from '../../i18n/i18n';

/** The first plan whose pages carry no "Made with Mainstreet" link: the one listing "Remove branding". */
const removingPlan = PLANS[PLAN_IDS.find((id) => !PLANS[id].hasCredit) ?? 'builder'];

/**
 * What a plan change does to the credit on pages already published, or null when it changes
 * nothing. Removing it publishes the live sites again (the server does it with the plan change; a
 * site with unpublished changes shows Redeploy instead); adding it waits for the next publish.
 */
export function creditChangeNote(fromPlan: string, toPlan: string): string | null {
  const before = getPlan(fromPlan).hasCredit;
  const after = getPlan(toPlan).hasCredit;
  if (before === after) return null;
  return t(after ? 'billing.credit.added' : 'billing.credit.removed');
}

/** The line the current plan card shows for a plan whose pages carry the credit. */
export function creditLine(plan: string): string | null {
  if (!getPlan(plan).hasCredit) return null;
  return t('billing.credit.line', { plan: removingPlan.name });
}
