import type { Section } from '@mainstreet/site/model';
import type { KindPlan } from './kind-sections';
import type { FixedCopy } from './language/bank-types';
import type { SiteLanguage } from './language/detect';
import { sectionLabelsFor } from './section-labels';
import { capitaliseFirst, joinList } from './text';
import type { Facts } from './types';

type BuildContext = {
  facts: Facts;
  /** The sections the kind and the description call for (kind-sections.ts), and the page order. */
  plan: KindPlan;
  /** The owner's lines the page already says (hero, about, service cards): no question repeats one. */
  shown: string[];
  /** Services whose card shows their price: the price list leaves those prices out. */
  pricedServices: string[];
  /** The fixed words of the page's language. */
  fixed: FixedCopy;
  language: SiteLanguage;
};

/** The owner's prices not already on a service's card; no list without one. */
function pricingSection(ctx: BuildContext): Section | undefined {
  const { facts, fixed } = ctx;
  const onCards = ctx.pricedServices.map((s) => s.toLowerCase());
  const seen = new Set<string>();
  const plans = facts.prices
    .filter(
      (p) =>
        !onCards.some(
          (s) => p.label && (p.label.toLowerCase().includes(s) || s.includes(p.label.toLowerCase())),
        ),
    )
    .filter((p) => !seen.has(p.price + p.label) && seen.add(p.price + p.label))
    .slice(0, 8)
    .map((p) => ({ name: capitaliseFirst(p.label), price: p.price, features: [] }))
    // A price the owner gave no name is said under the hero (fact-strip.ts): no stand-in such as "Option 1".
    .filter((p) => p.name);
  if (plans.length === 0) return undefined;
  const title = ctx.plan.pricesTitle ? sectionLabelsFor(ctx.language).priceList : fixed.pricesTitle;
  return {
    id: 'pricing',
    name: fixed.sectionNames.pricing,
    type: 'pricing',
    order: 0,
    content: { title, plans },
  };
}

/** The owner's sentence as an answer: a capital and a closing stop, the words as written. */
function asAnswer(sentence: string): string {
  return capitaliseFirst(/[.!?]$/.test(sentence) ? sentence : `${sentence}.`);
}

/**
 * Questions visitors ask, each answered with a fact the owner gave, word for word: where (when there
 * are several addresses), booking, parking, languages, area and prices. No fact, no question; no answer says only "ask us".
 */
function faqQuestions(
  ctx: BuildContext,
  shown: ReadonlySet<string>,
): Array<{ question: string; answer: string }> {
  const { facts, fixed } = ctx;
  const labels = sectionLabelsFor(ctx.language);
  const questions: Array<{ question: string; answer: string }> = [];
  // The hours and a single address are the contact block's: a question would only say them again.
  if (facts.addresses.length > 1) {
    questions.push({
      question: fixed.whereQuestion,
      answer: fixed.whereAnswer(joinList(facts.addresses, fixed.and)),
    });
  }
  const { booking, parking, languages, area } = facts.visiting;
  if (booking) questions.push({ question: labels.bookingQuestion, answer: asAnswer(booking) });
  if (parking) questions.push({ question: labels.parkingQuestion, answer: asAnswer(parking) });
  if (languages) questions.push({ question: labels.languagesQuestion, answer: asAnswer(languages) });
  if (area) questions.push({ question: labels.areaQuestion, answer: asAnswer(area) });
  const prices = facts.prices.filter((p) => p.label).slice(0, 4);
  if (prices.length > 0) {
    const list = prices.map((p) => `${capitaliseFirst(p.label)}: ${p.price}`).join('; ');
    questions.push({ question: labels.pricesQuestion, answer: `${list}.` });
  }
  // The contact block holds one phone and one email; any others the owner gave are kept here.
  // A number given for WhatsApp or texts only is no number to call: the contact section links it as such.
  const called = facts.phones.filter(
    (p) => facts.channels.length === 0 || facts.channels.some((c) => c.kind === 'call' && c.value === p),
  );
  if (called.length > 1 || facts.emails.length > 1) {
    const ways = [
      called.length > 0 ? fixed.call(joinList(called, fixed.and)) : '',
      facts.emails.length > 0 ? fixed.email(joinList(facts.emails, fixed.and)) : '',
    ].filter(Boolean);
    questions.push({
      question: fixed.contactQuestion,
      answer: capitaliseFirst(`${ways.join(fixed.or)}.`),
    });
  }
  // A fact already said (a block up top, the owner's sentences in the story) is not asked again.
  const said = [...shown, ...facts.factSentences].map((x) => x.replace(/[.!?]$/, '').trim()).filter(Boolean);
  const isSaid = (answer: string) => {
    const core = answer.replace(/[.!?]$/, '').trim();
    return said.some((x) => x.includes(core) || core.includes(x));
  };
  return questions.filter((q) => !isSaid(q.answer)).slice(0, 6);
}

/**
 * The sections beyond hero, about, services and contact, each only when the owner gave what it holds:
 * the kind's blocks up top (visit, timetable, area, the owner's promises), a price list, and questions
 * answered with the owner's facts. No section of stock sentences (why us, our approach, a call to action).
 */
export function buildSections(ctx: BuildContext): Section[] {
  const { plan, fixed } = ctx;
  const sections: Section[] = [];
  const pricing = pricingSection(ctx);
  // Prices with nothing to say what they are for are said once, up top ("From £85 a night.").
  const strip = JSON.stringify(plan.top.find((t) => t.id === 'facts')?.content ?? '').toLowerCase();
  const { prices } = ctx.facts;
  const onlyUpTop =
    prices.length > 0 && prices.every((p) => !p.label && strip.includes(p.price.toLowerCase()));
  if (pricing && !onlyUpTop) sections.push(pricing);
  const shown = new Set([
    ...ctx.shown,
    ...plan.top.flatMap((t) => {
      const c = t.content as { features?: Array<{ description: string }>; content?: string } | null;
      return [...(c?.features?.map((f) => f.description) ?? []), c?.content ?? ''];
    }),
  ]);
  const questions = faqQuestions(ctx, shown);
  // Two or more of the owner's facts make a FAQ; one is already said in its own place on the page.
  if (questions.length >= 2) {
    sections.push({
      id: 'faq',
      name: fixed.sectionNames.faq,
      type: 'faq',
      order: 0,
      content: { title: fixed.faqTitle, questions },
    });
  }
  // The kind's order: a restaurant's menu before its story, a trade's cards before its history.
  for (const section of sections) {
    const at = plan.order.indexOf(section.id);
    section.order = at < 0 ? plan.order.length : at;
  }
  return [...sections, ...plan.top];
}
