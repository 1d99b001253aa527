import { languageEntry } from '@mainstreet/site/model';
import { CATALOGS } from '../catalog/load';
import type { SiteLanguage } from '../language/detect';
import type { Reading } from '../read';
import type { ChatMessage } from './chat-client';
import { COPY_LIMITS } from './copy-schema';

// The words of the prompt are copy/en/prompt.json; this file puts them together with the facts.
const PROMPT = CATALOGS.en.prompt;

/** A catalog line with its `{name}` slots filled in, in one pass (a value is never read as a slot). */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    name in values ? String(values[name]) : slot,
  );
}

/** The rules on facts and claims every request to a model carries (generation and rewrites). */
export const RULES = PROMPT.rules.join('\n');

const SYSTEM = PROMPT.system
  .join('\n')
  .replace('{rules}', () => RULES)
  .replace('{limits}', () => COPY_LIMITS);

/** How a model is told to write in a language: the prompt's wording, else the registry's English name. */
export function languageName(language: SiteLanguage): string {
  return PROMPT.languageNames[language] ?? languageEntry(language).name;
}

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
  const shape = useSchema ? '' : `\n${PROMPT.jsonKeys}`;
  return [
    {
      role: 'system',
      // The site's fixed labels are in this language too, so the copy must match them.
      content: `${SYSTEM}\n${PROMPT.writeIn.replace('{language}', () => languageName(language))}${shape}`,
    },
    { role: 'user', content: `${PROMPT.request}\n${JSON.stringify(business)}` },
  ];
}

export function buildRepairMessages(messages: ChatMessage[], answer: string, error: string): ChatMessage[] {
  return [
    ...messages,
    { role: 'assistant', content: answer.slice(0, 8_000) },
    {
      role: 'user',
      content: PROMPT.repair.replace('{error}', () => error),
    },
  ];
}
