import type { Section } from '@mainstreet/site';
import type { IndustryProfile } from './industries';
import { PLACEHOLDER_TEXT } from './placeholders';
import { capitaliseFirst, fill, joinList, pickTemplate, type TemplateVars } from './text';
import type { Facts } from './types';

type BuildContext = {
  profile: IndustryProfile;
  facts: Facts;
  vars: TemplateVars;
  random: () => number;
  hasName: boolean;
  /** Receives the dotted path of every placeholder written. */
  markPlaceholder: (path: string) => void;
};

function pricingSection(ctx: BuildContext, index: number): Section | undefined {
  const { facts, profile } = ctx;
  if (facts.prices.length > 0) {
    const seen = new Set<string>();
    const plans = facts.prices
      .filter((p) => !seen.has(p.price + p.label) && seen.add(p.price + p.label))
      .slice(0, 6)
      .map((p, i) => ({ name: capitaliseFirst(p.label) || `Option ${i + 1}`, price: p.price, features: [] }));
    return {
      id: 'pricing',
      name: 'Pricing',
      type: 'pricing',
      order: index,
      content: { title: 'Prices', plans },
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
    name: 'Pricing',
    type: 'pricing',
    order: index,
    content: { title: 'Prices', subtitle: PLACEHOLDER_TEXT.prices, plans },
  };
}

function faqQuestions(ctx: BuildContext): Array<{ question: string; answer: string }> {
  const { facts, profile } = ctx;
  const questions = profile.faq.map((q) => ({
    question: fill(q.question, ctx.vars),
    answer: fill(q.answer, ctx.vars),
  }));
  // Facts the owner gave answer the questions visitors ask most, word for word.
  if (facts.hours)
    questions.unshift({
      question: 'When are you open?',
      // "We are open Tue–Sun 7–3."; hours that carry their own verb ("Open 7 days…", "Closed Sundays") stand alone.
      answer: /^(?:open|closed)\b/i.test(facts.hours)
        ? `${capitaliseFirst(facts.hours)}.`
        : `We are open ${facts.hours}.`,
    });
  if (facts.address) {
    questions.push({
      question: 'Where can I find you?',
      answer: `You will find us at ${joinList(facts.addresses)}.`,
    });
  }
  // The contact block holds one phone and one email; any others the owner gave are kept here.
  if (facts.phones.length > 1 || facts.emails.length > 1) {
    const ways = [
      facts.phones.length > 0 ? `call ${joinList(facts.phones)}` : '',
      facts.emails.length > 0 ? `email ${joinList(facts.emails)}` : '',
    ].filter(Boolean);
    questions.push({
      question: 'How can I get in touch?',
      answer: capitaliseFirst(`${ways.join(', or ')}.`),
    });
  }
  return questions.slice(0, 6);
}

/** The extra sections that suit the industry, in page order. */
export function buildSections(ctx: BuildContext): Section[] {
  const { profile, vars, random } = ctx;
  const sections: Section[] = [];
  sections.push({
    id: 'about-expanded',
    name: 'Our approach',
    type: 'about-expanded',
    order: 0,
    content: {
      title: fill(profile.aboutExpandedTitle, vars),
      content: pickTemplate(profile.aboutExpanded, vars, random),
    },
  });
  const featuresTitle =
    !ctx.hasName && profile.featuresTitle.includes('{name}')
      ? 'Why choose us'
      : fill(profile.featuresTitle, vars);
  sections.push({
    id: 'features',
    name: 'Highlights',
    type: 'features',
    order: 1,
    content: { title: featuresTitle, features: profile.features.map((f) => ({ ...f })) },
  });
  const pricing = pricingSection(ctx, sections.length);
  if (pricing) sections.push(pricing);
  sections.push({
    id: 'faq',
    name: 'Questions',
    type: 'faq',
    order: sections.length,
    content: { title: 'Frequently asked questions', questions: faqQuestions(ctx) },
  });
  sections.push({
    id: 'cta',
    name: 'Call to action',
    type: 'cta',
    order: sections.length,
    content: {
      title: pickTemplate(profile.ctaTitles, vars, random),
      subtitle: pickTemplate(profile.ctaSubtitles, vars, random),
      buttonText: pickTemplate(profile.ctaButtons, vars, random),
      buttonUrl: '#contact',
    },
  });
  return sections;
}
