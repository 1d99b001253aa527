import type { Section } from '@mainstreet/site';
import type { IndustryProfile } from './industries';
import type { FixedCopy } from './language/bank-types';
import { capitaliseFirst, fill, joinList, pickTemplate, type TemplateVars } from './text';
import type { Facts } from './types';

type BuildContext = {
  profile: IndustryProfile;
  facts: Facts;
  vars: TemplateVars;
  random: () => number;
  /** The lines the site already says; a pick passes over them. */
  used: Set<string>;
  hasName: boolean;
  /** The fixed words around the phrase bank, in the site's language. */
  fixed: FixedCopy;
  /** Receives the dotted path of every placeholder written. */
  markPlaceholder: (path: string) => void;
};

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

function faqQuestions(ctx: BuildContext): Array<{ question: string; answer: string }> {
  const { facts, profile, fixed } = ctx;
  const questions = profile.faq.map((q) => ({
    question: fill(q.question, ctx.vars),
    answer: fill(q.answer, ctx.vars),
  }));
  // Facts the owner gave answer the questions visitors ask most, word for word.
  if (facts.hours)
    questions.unshift({ question: fixed.hoursQuestion, answer: fixed.hoursAnswer(facts.hours) });
  if (facts.address) {
    questions.push({
      question: fixed.whereQuestion,
      answer: fixed.whereAnswer(joinList(facts.addresses, fixed.and)),
    });
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
  return questions.slice(0, 6);
}

/** The owner's sentences with a founding year, a count or a handle, after the copy, word for word. */
function withOwnerFacts(copy: string, sentences: string[]): string {
  const missing = sentences.filter((s) => !copy.includes(s));
  if (missing.length === 0) return copy;
  const ended = missing.map((s) => (/[.!?]$/.test(s) ? s : `${s}.`));
  return `${copy} ${ended.join(' ')}`;
}

/** The extra sections that suit the industry, in page order. */
export function buildSections(ctx: BuildContext): Section[] {
  const { profile, vars, random, fixed } = ctx;
  const sections: Section[] = [];
  sections.push({
    id: 'about-expanded',
    name: fixed.sectionNames.aboutExpanded,
    type: 'about-expanded',
    order: 0,
    content: {
      title: fill(profile.aboutExpandedTitle, vars),
      content: withOwnerFacts(
        pickTemplate(profile.aboutExpanded, vars, random, false, ctx.used),
        ctx.facts.factSentences,
      ),
    },
  });
  const featuresTitle =
    !ctx.hasName && profile.featuresTitle.includes('{name}')
      ? fixed.featuresFallbackTitle
      : fill(profile.featuresTitle, vars);
  sections.push({
    id: 'features',
    name: fixed.sectionNames.features,
    type: 'features',
    order: 1,
    content: { title: featuresTitle, features: profile.features.map((f) => ({ ...f })) },
  });
  const pricing = pricingSection(ctx, sections.length);
  if (pricing) sections.push(pricing);
  sections.push({
    id: 'faq',
    name: fixed.sectionNames.faq,
    type: 'faq',
    order: sections.length,
    content: { title: fixed.faqTitle, questions: faqQuestions(ctx) },
  });
  sections.push({
    id: 'cta',
    name: fixed.sectionNames.cta,
    type: 'cta',
    order: sections.length,
    content: {
      title: pickTemplate(profile.ctaTitles, vars, random, false, ctx.used),
      subtitle: pickTemplate(profile.ctaSubtitles, vars, random, false, ctx.used),
      buttonText: pickTemplate(profile.ctaButtons, vars, random, false, ctx.used),
      buttonUrl: '#contact',
    },
  });
  return sections;
}
