import type { Industry, Section } from '@mainstreet/site';
import { CATALOGS } from './catalog/load';
import type { IndustryProfile, Item } from './industries';
import { planKindSections } from './kind-sections';
import type { FixedCopy } from './language/bank-types';
import { sectionLabelsFor } from './section-labels';
import {
  BUTTON_MAX_CHARS,
  canFill,
  capitaliseFirst,
  joinList,
  pickTemplate,
  type TemplateVars,
} from './text';
import type { Facts } from './types';

// The words this file reads descriptions with: copy/detect/sections.json.
const WORDS = CATALOGS.detect.sections;

/** A phrase bank with the owner's-words headings and feature cards beside its own (language/personal.ts). */
export type PersonalProfile = IndustryProfile & {
  featuresTitles: string[];
  aboutExpandedTitles: string[];
  /** The town's card and the founding year's card, used when the description gives them. */
  factFeatures: Item[];
  serviceQuestion: { question: string; answer: string };
};

type BuildContext = {
  profile: PersonalProfile;
  facts: Facts;
  vars: TemplateVars;
  random: () => number;
  /** The lines the site already says; a pick passes over them. */
  used: Set<string>;
  /** How often the page has said each of the owner's facts. */
  tally: Map<string, number>;
  hasName: boolean;
  industry: Industry;
  /** The fixed words around the phrase bank, in the site's language. */
  fixed: FixedCopy;
  /** Receives the dotted path of every placeholder written. */
  markPlaceholder: (path: string) => void;
};

/** One of the templates' wordings for this page, the owner's facts mixed across it (text.ts pickTemplate). */
// Lines that send the visitor to contact details further down, in the four languages of the banks.
const POINTS_TO_DETAILS = new RegExp(`${WORDS.pointsToDetails.join('|')}`, 'i');

/**
 * The call-to-action lines this site can say: without a phone, email or address there are no
 * details below to point to, so lines that promise them are left out (all of them, if a bank has
 * nothing else, would leave none: then the bank stays as it is).
 */
function ctaSubtitlesFor(ctx: BuildContext): string[] {
  const { facts, profile } = ctx;
  if (facts.phone || facts.email || facts.address) return profile.ctaSubtitles;
  const honest = profile.ctaSubtitles.filter((t) => !POINTS_TO_DETAILS.test(t));
  return honest.length > 0 ? honest : profile.ctaSubtitles;
}

function pick(ctx: BuildContext, templates: string[], preferRich = true, vars = ctx.vars): string {
  return pickTemplate(templates, vars, ctx.random, preferRich, ctx.used, ctx.tally);
}

function pricingSection(ctx: BuildContext, index: number): Section | undefined {
  const { facts, profile, fixed } = ctx;
  if (facts.prices.length > 0) {
    const seen = new Set<string>();
    const plans = facts.prices
      .filter((p) => !seen.has(p.price + p.label) && seen.add(p.price + p.label))
      .slice(0, 6)
      .map((p, i) => ({
        name: capitaliseFirst(p.label) || fixed.option(i + 1),
        price: p.price,
        features: [],
      }));
    return {
      id: 'pricing',
      name: fixed.sectionNames.pricing,
      type: 'pricing',
      order: index,
      content: { title: fixed.pricesTitle, plans },
    };
  }
  if (profile.plans.length === 0) return undefined;
  // The owner's instruction is shown in the editor only, like every placeholder.
  ctx.markPlaceholder(`sections.${index}.content.subtitle`);
  const plans = profile.plans.map((plan, i) => {
    ctx.markPlaceholder(`sections.${index}.content.plans.${i}.price`);
    return { name: plan.name, price: '', features: [...plan.features] };
  });
  return {
    id: 'pricing',
    name: fixed.sectionNames.pricing,
    type: 'pricing',
    order: index,
    content: { title: fixed.pricesTitle, subtitle: fixed.pricesSubtitle, plans },
  };
}

/** The owner's sentence as an answer: a capital and a closing stop, the words as written. */
function asAnswer(sentence: string): string {
  return capitaliseFirst(/[.!?]$/.test(sentence) ? sentence : `${sentence}.`);
}

/**
 * Questions visitors ask, each answered with a fact the owner gave, word for word: hours, where,
 * booking, parking, languages, area and prices. No fact, no question; no answer says only "ask us".
 */
function faqQuestions(
  ctx: BuildContext,
  shown: ReadonlySet<string>,
): Array<{ question: string; answer: string }> {
  const { facts, fixed } = ctx;
  const labels = sectionLabelsFor(ctx.vars.lang ?? 'en');
  const questions: Array<{ question: string; answer: string }> = [];
  if (facts.hours && !shown.has(facts.hours))
    questions.push({ question: fixed.hoursQuestion, answer: fixed.hoursAnswer(facts.hours) });
  if (facts.address) {
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
  if (facts.phones.length > 1 || facts.emails.length > 1) {
    const ways = [
      facts.phones.length > 0 ? fixed.call(joinList(facts.phones, fixed.and)) : '',
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

/** The owner's sentences with a founding year, a count or a handle, after the copy, word for word. */
function withOwnerFacts(copy: string, sentences: string[]): string {
  const missing = sentences.filter((s) => !copy.includes(s));
  if (missing.length === 0) return copy;
  // "walk-ins welcome" is a clause of the owner's; standing alone it starts with a capital.
  const ended = missing.map((s) => capitaliseFirst(/[.!?]$/.test(s) ? s : `${s}.`));
  return `${copy} ${ended.join(' ')}`;
}

/**
 * Three feature cards: the town's and the founding year's when the description gives them, made of
 * those words, then the bank's own in its order.
 */
function featureCards(ctx: BuildContext): Item[] {
  const { profile, vars } = ctx;
  const fromFacts = profile.factFeatures
    .filter((f) => canFill(f.name, vars) && canFill(f.description, vars))
    .map((f) => ({ name: pick(ctx, [f.name]), description: pick(ctx, [f.description]) }));
  const count = Math.max(profile.features.length, 3);
  // Bank cards may hold [parts] with the owner's words ("Every product[ at {name}] is picked…").
  const bank = profile.features
    .slice(0, Math.max(1, count - fromFacts.length))
    .map((f) => ({ name: pick(ctx, [f.name]), description: pick(ctx, [f.description]) }));
  return [...bank, ...fromFacts].slice(0, count);
}

/** The extra sections that suit the industry, in page order. */
export function buildSections(ctx: BuildContext): Section[] {
  const { profile, fixed } = ctx;
  const sections: Section[] = [];
  sections.push({
    id: 'about-expanded',
    name: fixed.sectionNames.aboutExpanded,
    type: 'about-expanded',
    order: 0,
    content: {
      title: pick(ctx, profile.aboutExpandedTitles),
      content: withOwnerFacts(pick(ctx, profile.aboutExpanded), ctx.facts.factSentences),
    },
  });
  const titles = profile.featuresTitles.filter((t) => ctx.hasName || !t.includes('{name}'));
  const featuresTitle = titles.length > 0 ? pick(ctx, titles) : fixed.featuresFallbackTitle;
  sections.push({
    id: 'features',
    name: fixed.sectionNames.features,
    type: 'features',
    order: 1,
    content: { title: featuresTitle, features: featureCards(ctx) },
  });
  const pricing = pricingSection(ctx, sections.length);
  if (pricing) sections.push(pricing);
  const plan = planKindSections(ctx.industry, ctx.facts, ctx.vars.lang ?? 'en');
  // Prices with nothing to say what they are for are said once, up top ("From £85 a night.").
  const strip = JSON.stringify(plan.top.find((t) => t.id === 'facts')?.content ?? '').toLowerCase();
  const { prices } = ctx.facts;
  if (pricing && prices.length > 0 && prices.every((p) => !p.label && strip.includes(p.price.toLowerCase())))
    sections.splice(sections.indexOf(pricing), 1);
  const shown = new Set(
    plan.top.flatMap((t) => {
      const c = t.content as { features?: Array<{ description: string }>; content?: string } | null;
      return [...(c?.features?.map((f) => f.description) ?? []), c?.content ?? ''];
    }),
  );
  const questions = faqQuestions(ctx, shown);
  // Two or more of the owner's facts make a FAQ; one is already said in its own place on the page.
  if (questions.length >= 2) {
    sections.push({
      id: 'faq',
      name: fixed.sectionNames.faq,
      type: 'faq',
      order: sections.length,
      content: { title: fixed.faqTitle, questions },
    });
  }
  sections.push({
    id: 'cta',
    name: fixed.sectionNames.cta,
    type: 'cta',
    order: sections.length,
    content: {
      title: pick(ctx, profile.ctaTitles),
      subtitle: pick(ctx, ctaSubtitlesFor(ctx)),
      buttonText: pickTemplate(
        profile.ctaButtons,
        ctx.vars,
        ctx.random,
        false,
        ctx.used,
        ctx.tally,
        BUTTON_MAX_CHARS,
      ),
      buttonUrl: '#contact',
    },
  });
  // The kind's order: a restaurant's menu before its story, a trade's cards before its history.
  for (const section of sections) {
    const at = plan.order.indexOf(section.id);
    section.order = at < 0 ? plan.order.length : at;
  }
  if (pricing?.type === 'pricing' && pricing.content && plan.pricesTitle && ctx.facts.prices.length > 0) {
    pricing.content.title = plan.pricesTitle;
  }
  return [...sections, ...plan.top];
}
