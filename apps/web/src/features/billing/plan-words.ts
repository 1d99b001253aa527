import type { Plan, PlanId } from '@mainstreet/site/plans';
import type { MessageId } from '../../i18n/catalogs';
import type { Translate } from '../../i18n/i18n';

const SUPPORT: Record<PlanId, MessageId> = {
  starter: 'landing.plan.supportCommunity',
  builder: 'landing.plan.supportEmail',
  pro: 'landing.plan.supportPriority',
};

/**
 * A plan's features in the app's language, written from its limits in plans.ts (in English they
 * read as the plan table's own list). AI images only where this server has an image model.
 */
export function planFeatureList(plan: Plan & { id: PlanId }, hasImageModel: boolean, t: Translate): string[] {
  const { websites, editsPerMonth, aiImagesPerMonth } = plan.limits;
  return [
    t('landing.plan.websites', { count: websites }),
    t('landing.plan.hosting'),
    editsPerMonth === null
      ? t('landing.plan.unlimitedEdits')
      : t('landing.plan.edits', { count: editsPerMonth }),
    t('landing.plan.zip'),
    ...(aiImagesPerMonth > 0 && hasImageModel
      ? [t('landing.plan.aiImages', { count: aiImagesPerMonth })]
      : []),
    t(plan.hasCredit ? 'landing.plan.credit' : 'landing.plan.noBranding'),
    t(SUPPORT[plan.id]),
  ];
}

/** "Free", or the monthly price as this language writes it. */
export function planPrice(plan: Pick<Plan, 'priceCents'>, t: Translate): string {
  return plan.priceCents === 0 ? t('landing.pricing.free') : t.price(plan.priceCents);
}

/** Plans.ts's download rule: an account's own downloads are free; Quick Download has a price. */
export function downloadRule(t: Translate, starterName: string, quickDownloadCents: number): string {
  return t('landing.pricing.downloadRule', { starter: starterName, price: t.price(quickDownloadCents) });
}
