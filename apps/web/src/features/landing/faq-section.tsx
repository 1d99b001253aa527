import { DOWNLOAD_RULE, formatPrice, PLANS, QUICK_DOWNLOAD_PRICE_CENTS } from '@mainstreet/site/plans';
import { Accordion, type AccordionEntry } from '../../components/ui/accordion';
import { usePublicConfig } from '../../lib/public-config';

const { starter, builder, pro } = PLANS;

/** What this server offers for an own domain, so the answer never promises what it is not set up for. */
const DOMAIN_ANSWERS = {
  ownDomains:
    'Yes. Publish on Mainstreet hosting, then add your domain next to the preview: you are shown the DNS records to add where you bought it, and HTTPS comes by itself.',
  netlify:
    'Yes. Publish to your Netlify account and connect your domain there, or download the files and upload them to any host that serves your domain.',
  download: 'Yes: download the files and upload them to any host that serves your domain.',
};

export const FAQ: AccordionEntry[] = [
  {
    id: 'how',
    title: 'How does Mainstreet build my website?',
    body: 'You describe your business in a sentence or two. Mainstreet works out your trade, writes the page copy, picks colours and fonts that suit it, and assembles a one-page site with a header, services, about and contact sections.',
  },
  {
    id: 'time',
    title: 'How long does it take?',
    body: 'Usually seconds with the built-in writer. When the operator has connected a language model it can take up to a couple of minutes. You can preview the result straight away.',
  },
  {
    id: 'facts',
    title: 'Will it make up details about my business?',
    body: 'No. Phone numbers, addresses, prices, hours and testimonials come only from what you write. If something is missing, the editor highlights a placeholder for you to fill in, and placeholders are never published.',
  },
  {
    id: 'account',
    title: 'Do I need an account?',
    body: 'Not to try. Anyone can generate and preview a site. An account lets you edit, save several sites and put them online.',
  },
  {
    id: 'quick-download',
    title: 'What is Quick Download?',
    body: `A one-time payment of ${formatPrice(QUICK_DOWNLOAD_PRICE_CENTS)} for one website's files as a zip, with no account and no subscription. ${DOWNLOAD_RULE}`,
  },
  {
    id: 'plans',
    title: 'What is the difference between the plans?',
    body: `${starter.name} is free: every account is on it until it pays, with ${starter.limits.websites} websites and ${starter.limits.editsPerMonth} edits a month, and a small "Made with Mainstreet" link in the footer of published pages. ${builder.name} (${formatPrice(builder.priceCents)}) raises that to ${builder.limits.websites} websites, ${builder.limits.editsPerMonth} edits and ${builder.limits.aiImagesPerMonth} AI images a month, without the footer link. ${pro.name} (${formatPrice(pro.priceCents)}) gives ${pro.limits.websites} websites, unlimited edits and ${pro.limits.aiImagesPerMonth} AI images a month.`,
  },
  {
    id: 'domain',
    title: 'Can I use my own domain?',
    body: DOMAIN_ANSWERS.download,
  },
  {
    id: 'edit',
    title: 'Can I change the site after it is generated?',
    body: 'Yes. Click any text to rewrite it, swap images, reorder or add sections, and preview at phone, tablet and desktop sizes before you save.',
  },
  {
    id: 'cancel',
    title: 'What happens if I cancel?',
    body: `You can cancel from Billing & Plans at any time; your account returns to ${starter.name}, which is free, and keeps its websites up to ${starter.name}'s limits. Your websites stay yours to download — they are plain HTML files that any host can serve.`,
  },
  {
    id: 'self-host',
    title: 'Can I run Mainstreet myself?',
    body: 'Yes. Mainstreet is open source. One command starts the whole product on your own machine or server, with built-in defaults for email, hosting and the copy writer; payments are off until you configure them.',
  },
];

/** Answers about buying: only where this server sells plans. */
const SELLING_ONLY = new Set(['quick-download', 'plans', 'cancel']);

export function FaqSection({ sellsPlans }: { sellsPlans: boolean }) {
  const hosting = usePublicConfig()?.hosting;
  const domainAnswer = hosting?.ownDomains
    ? DOMAIN_ANSWERS.ownDomains
    : hosting?.netlify
      ? DOMAIN_ANSWERS.netlify
      : DOMAIN_ANSWERS.download;
  const items = (sellsPlans ? FAQ : FAQ.filter((item) => !SELLING_ONLY.has(item.id))).map((item) =>
    item.id === 'domain' ? { ...item, body: domainAnswer } : item,
  );
  return (
    <section aria-labelledby="faq-title" className="bg-slate-50 px-4 py-20 sm:px-6 lg:px-8 dark:bg-slate-900">
      <div className="mx-auto max-w-3xl">
        <h2
          id="faq-title"
          className="text-center text-3xl font-bold tracking-tight text-slate-950 dark:text-white"
        >
          Frequently asked questions
        </h2>
        <div className="mt-10">
          <Accordion items={items} />
        </div>
      </div>
    </section>
  );
}
