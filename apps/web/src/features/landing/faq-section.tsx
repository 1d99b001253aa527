import { PLANS, QUICK_DOWNLOAD_PRICE_CENTS } from '@mainstreet/site/plans';
import { Accordion, type AccordionEntry } from '../../components/ui/accordion';
import type { MessageId } from '../../i18n/catalogs';
import { type Translate, useT } from '../../i18n/i18n';
import { usePublicConfig } from '../../lib/public-config';
import { downloadRule } from '../billing/plan-words';

const { starter, builder, pro } = PLANS;

/** What this server offers for an own domain, so the answer never promises what it is not set up for. */
const DOMAIN_ANSWERS = {
  ownDomains: 'landing.faq.domainOwn',
  netlify: 'landing.faq.domainNetlify',
  download: 'landing.faq.domainDownload',
} satisfies Record<string, MessageId>;

/** The questions and answers in the app's language; prices and limits from the one plan table. */
function faqEntries(t: Translate, domainAnswer: MessageId): AccordionEntry[] {
  const plans = {
    starter: starter.name,
    starterWebsites: starter.limits.websites,
    starterEdits: starter.limits.editsPerMonth ?? 0,
    builder: builder.name,
    builderPrice: t.price(builder.priceCents),
    builderWebsites: builder.limits.websites,
    builderEdits: builder.limits.editsPerMonth ?? 0,
    builderImages: builder.limits.aiImagesPerMonth,
    pro: pro.name,
    proPrice: t.price(pro.priceCents),
    proWebsites: pro.limits.websites,
    proImages: pro.limits.aiImagesPerMonth,
  };
  const entry = (id: string, title: MessageId, body: string) => ({ id, title: t(title), body });
  return [
    entry('how', 'landing.faq.howQ', t('landing.faq.howA')),
    entry('time', 'landing.faq.timeQ', t('landing.faq.timeA')),
    entry('facts', 'landing.faq.factsQ', t('landing.faq.factsA')),
    entry('account', 'landing.faq.accountQ', t('landing.faq.accountA')),
    entry(
      'quick-download',
      'landing.faq.quickQ',
      `${t('landing.faq.quickA', { price: t.price(QUICK_DOWNLOAD_PRICE_CENTS) })} ${downloadRule(t, starter.name, QUICK_DOWNLOAD_PRICE_CENTS)}`,
    ),
    entry('plans', 'landing.faq.plansQ', t('landing.faq.plansA', plans)),
    entry('domain', 'landing.faq.domainQ', t(domainAnswer)),
    entry('edit', 'landing.faq.editQ', t('landing.faq.editA')),
    entry('cancel', 'landing.faq.cancelQ', t('landing.faq.cancelA', { starter: starter.name })),
    entry('self-host', 'landing.faq.selfHostQ', t('landing.faq.selfHostA')),
  ];
}

/** Answers about buying: only where this server sells plans. */
const SELLING_ONLY = new Set(['quick-download', 'plans', 'cancel']);

export function FaqSection({ sellsPlans }: { sellsPlans: boolean }) {
  const t = useT();
  const hosting = usePublicConfig()?.hosting;
  const domainAnswer = hosting?.ownDomains
    ? DOMAIN_ANSWERS.ownDomains
    : hosting?.netlify
      ? DOMAIN_ANSWERS.netlify
      : DOMAIN_ANSWERS.download;
  const entries = faqEntries(t, domainAnswer);
  const items = sellsPlans ? entries : entries.filter((item) => !SELLING_ONLY.has(item.id));
  return (
    <section aria-labelledby="faq-title" className="bg-slate-50 px-4 py-20 sm:px-6 lg:px-8 dark:bg-slate-900">
      <div className="mx-auto max-w-3xl">
        <h2
          id="faq-title"
          className="text-center text-3xl font-bold tracking-tight text-slate-950 dark:text-white"
        >
          {t('landing.faq.title')}
        </h2>
        <div className="mt-10">
          <Accordion items={items} />
        </div>
      </div>
    </section>
  );
}
