import { getPlan, PLAN_IDS, PLANS } from '@mainstreet/site/plans';

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
  return after
    ? 'Sites you publish from now on carry a small “Made with Mainstreet” link; pages already live keep theirs as they are until you publish them again.'
    : 'Your live sites no longer carry the “Made with Mainstreet” link. A site with changes you have not published yet drops it when you press Redeploy.';
}

/** The line the current plan card shows for a plan whose pages carry the credit. */
export function creditLine(plan: string): string | null {
  if (!getPlan(plan).hasCredit) return null;
  return `Your published pages and zips carry a small “Made with Mainstreet” link; ${removingPlan.name} removes it.`;
}
