import type { SiteLanguage } from '../language/detect';
import type { Reading } from '../read';
import type { ChatMessage } from './chat-client';
import { COPY_LIMITS } from './copy-schema';

/** The rules on facts and claims every request to a model carries (generation and rewrites). */
export const RULES = `- Use only facts from the owner's description. Never invent phone numbers, addresses, emails, prices, opening hours, testimonials, reviews, awards, certifications, years of experience or customer numbers. Write no digits unless the description has them.
- Claim nothing about how the business works unless the description says it: not made to order, in-house or homemade, handmade, family-run, free quotes/estimates/delivery, same-day, 24/7 or emergency, licensed, insured, certified or qualified, award-winning, "since" a year, years of experience, numbers of customers, ratings, "the best", guarantees, fresh every day, organic or local sourcing. Invite visitors and describe what the owner said instead.`;

const SYSTEM = `You write website copy for small local businesses. Answer with one JSON object only, no prose around it.
Rules:
${RULES}
- Services the owner lists come first in "services" and keep their exact names; add general ones only if fewer than 3 are listed.
- FAQ answers must hold for any business of this kind; point to the contact details on the page instead of stating facts.
- Warm, specific and plain; no filler like "look no further".
- Lengths: ${COPY_LIMITS}`;

export const LANGUAGE_NAMES: Record<SiteLanguage, string> = {
  en: 'English (British or American spelling as the description uses)',
  es: 'Spanish (tú, as small businesses in Spain write)',
  fr: 'French (vous)',
  de: 'German (Sie)',
};

/** The messages asking a model for a site's copy; the facts go as data, not as instructions. */
export function buildCopyMessages(
  reading: Reading,
  useSchema: boolean,
  language: SiteLanguage = reading.language,
): ChatMessage[] {
  const { prompt, facts, industry } = reading;
  const business = {
    description: prompt,
    language,
    industry,
    // The same kind the built-in composer uses ("dog groomer"), so both paths describe one business.
    kindOfBusiness: reading.kind?.noun,
    name: facts.name,
    kind: facts.kind,
    location: facts.location,
    listedServices: facts.services,
    audience: facts.audience,
    tone: facts.tone,
  };
  const shape = useSchema
    ? ''
    : '\nJSON keys: headline, subtitle, button, about, servicesTitle, servicesSubtitle, services [{name, description}], features [{name, description}], faq [{question, answer}], aboutMore, ctaTitle, ctaSubtitle, ctaButton, footer, seo.';
  return [
    {
      role: 'system',
      // The site's fixed labels are in this language too, so the copy must match them.
      content: `${SYSTEM}\n- Write every text in ${LANGUAGE_NAMES[language]}, natural and idiomatic, not translated word for word; keep the owner's names and listed services as written.${shape}`,
    },
    { role: 'user', content: `Write the copy for this business:\n${JSON.stringify(business)}` },
  ];
}

export function buildRepairMessages(messages: ChatMessage[], answer: string, error: string): ChatMessage[] {
  return [
    ...messages,
    { role: 'assistant', content: answer.slice(0, 8_000) },
    {
      role: 'user',
      content: `That answer is not valid: ${error}. Reply again with only the corrected JSON object, every key present.`,
    },
  ];
}
