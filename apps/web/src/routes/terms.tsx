import { DOWNLOAD_RULE, formatPrice, PLANS, QUICK_DOWNLOAD_PRICE_CENTS } from '@mainstreet/site/plans';
import { LegalPage, type LegalSection } from '../features/legal/legal-page';
import { useSellsPlans } from '../lib/public-config';

const { starter, builder, pro } = PLANS;

const SECTIONS: LegalSection[] = [
  {
    heading: 'The service',
    paragraphs: [
      'Mainstreet turns a short description of your business into a one-page website that you can preview, edit, download and publish. These terms cover the copy of Mainstreet run at this address. If you run Mainstreet on your own server, its open-source licence applies to the software and you set your own terms for your users.',
    ],
  },
  {
    heading: 'Your account',
    paragraphs: [
      'You need an account to save, edit and publish websites. Keep your password private; you are responsible for what happens under your account. You must be old enough to enter a contract where you live.',
      'You can delete your account at any time from Account Settings. Deleting it removes your profile and your websites from our database.',
    ],
  },
  {
    heading: 'Your content',
    paragraphs: [
      'You own what you write and upload, and the websites made from it. You give us permission to store, process and display that content only to run the service for you — for example to render previews, host published pages and create your downloads.',
      'The generator writes copy from your description but never invents facts such as prices, opening hours, addresses or reviews. You are responsible for checking that everything on your published site is accurate and that you have the right to use every image and text on it.',
    ],
  },
  {
    heading: 'Acceptable use',
    paragraphs: [
      'Do not use Mainstreet to publish anything unlawful, deceptive, hateful or infringing, to impersonate someone else, to collect personal data without consent, or to send spam. Do not try to break, overload or get around the limits of the service. We may take down a site or suspend an account that breaks these rules, and will tell you why when we can.',
    ],
  },
  {
    heading: 'Plans, prices and limits',
    paragraphs: [
      `Quick Download costs ${formatPrice(QUICK_DOWNLOAD_PRICE_CENTS)} once per website and needs no account. ${DOWNLOAD_RULE} ${starter.name} is free, for ${starter.limits.websites} websites and ${starter.limits.editsPerMonth} edits a month, and its published pages carry a small "Made with Mainstreet" link. ${builder.name} costs ${formatPrice(builder.priceCents)} a month for ${builder.limits.websites} websites, ${builder.limits.editsPerMonth} edits and ${builder.limits.aiImagesPerMonth} AI images a month, without that link. ${pro.name} costs ${formatPrice(pro.priceCents)} a month for ${pro.limits.websites} websites, unlimited edits and ${pro.limits.aiImagesPerMonth} AI images a month.`,
      'Subscriptions renew monthly until you cancel. Prices are shown before you pay; if they change we will tell you before the change applies to you.',
    ],
  },
  {
    heading: 'Payments and refunds',
    paragraphs: [
      'Payments are handled by our payment provider; we never see or store your full card number. If something you paid for did not work, contact us and we will fix it or refund you.',
    ],
  },
  {
    heading: 'Availability',
    paragraphs: [
      'We work to keep Mainstreet available and your data safe, but the service is provided as is, without a guarantee that it will always be available or free of errors. Keep a downloaded copy of any website that matters to your business.',
    ],
  },
  {
    heading: 'Liability',
    paragraphs: [
      'To the extent the law allows, our total liability to you for any claim about the service is limited to the amount you paid us in the twelve months before the claim. Nothing in these terms limits rights you have under consumer law that cannot be limited.',
    ],
  },
  {
    heading: 'Changes and contact',
    paragraphs: [
      'If we change these terms we will update the effective date above and, for significant changes, tell account holders by email. Questions about these terms can be sent to the contact address in the footer.',
    ],
  },
];

/** Sections about buying: a server that sells nothing has no prices or payments to explain. */
const SELLING_ONLY = new Set(['Plans, prices and limits', 'Payments and refunds']);

export function TermsPage() {
  const sellsPlans = useSellsPlans();
  return (
    <LegalPage
      title="Terms of Service"
      intro="These terms explain what you can expect from Mainstreet and what we expect from you. We have tried to write them in plain language."
      sections={sellsPlans ? SECTIONS : SECTIONS.filter((section) => !SELLING_ONLY.has(section.heading))}
    />
  );
}
