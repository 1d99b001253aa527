import { DOWNLOAD_RULE, PLAN_IDS, PLANS, QUICK_DOWNLOAD_PRICE_CENTS } from '@mainstreet/site/plans';
import { afterEach, describe, expect, it } from 'vitest';
import { getT, setLanguage } from '../../i18n/i18n';
import { downloadRule, planFeatureList, planPrice } from './plan-words';

/** Prices keep their non-breaking space; compared here as a plain one. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

afterEach(() => setLanguage('en'));

describe('plan cards in the owner’s language', () => {
  it('in English, say exactly what the plan table says', () => {
    for (const id of PLAN_IDS)
      expect(planFeatureList({ ...PLANS[id], id }, true, getT())).toEqual(PLANS[id].features);
  });

  it('in English, give the download rule word for word as plans.ts', () => {
    expect(downloadRule(getT(), PLANS.starter.name, QUICK_DOWNLOAD_PRICE_CENTS)).toBe(DOWNLOAD_RULE);
  });

  it('leave out AI images where the server has no image model', () => {
    const features = planFeatureList({ ...PLANS.pro, id: 'pro' }, false, getT());
    expect(features.some((feature) => /AI image/.test(feature))).toBe(false);
  });

  it('write counts, plurals and prices as each language does', async () => {
    await setLanguage('de');
    const de = getT();
    expect(planFeatureList({ ...PLANS.builder, id: 'builder' }, true, de)).toContain(
      '100 Bearbeitungen pro Monat',
    );
    expect(plain(planPrice(PLANS.builder, de))).toBe('14,99 $');
    expect(planPrice(PLANS.starter, de)).toBe('Kostenlos');
    await setLanguage('es');
    const es = getT();
    expect(plain(planPrice(PLANS.pro, es))).toBe('22,99 US$');
    expect(plain(downloadRule(es, 'Starter', 499))).toContain('4,99 US$ por web');
  });
});
