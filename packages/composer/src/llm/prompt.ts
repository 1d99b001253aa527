import type { Reading } from '../read';
import type { ChatMessage } from './chat-client';
import { COPY_LIMITS } from './copy-schema';

const SYSTEM = `You write website copy for small local businesses. Answer with one JSON object only, no prose around it.
Rules:
- Use only facts from the owner's description. Never invent phone numbers, addresses, emails, prices, opening hours, testimonials, reviews, awards, certifications, years of experience or customer numbers. Write no digits unless the description has them.
- Services the owner lists come first in "services" and keep their exact names; add general ones only if fewer than 3 are listed.
- FAQ answers must hold for any business of this kind; point to the contact details on the page instead of stating facts.
- Warm, specific, plain English; British or American spelling as the description uses. No filler like "look no further".
- Lengths: ${COPY_LIMITS}`;

/** The messages asking a model for a site's copy; the facts go as data, not as instructions. */
export function buildCopyMessages(reading: Reading, useSchema: boolean): ChatMessage[] {
  const { prompt, facts, industry } = reading;
  const business = {
    description: prompt,
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
    { role: 'system', content: SYSTEM + shape },
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
