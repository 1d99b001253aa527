import type { Industry } from '@mainstreet/site/model';
import { industryEvidence } from './classify';
import { extractFacts } from './extract/facts';
import { KIND_BY_ID, type Kind, openingSentences } from './kinds';
import { kindInLanguage } from './language/banks';
import { detectLanguage, type SiteLanguage } from './language/detect';
import { ownerVoice } from './section-labels';
import type { Facts, GenerateRequest } from './types';

/** What the composer takes from a description, read once and shared by the built-in and the model paths. */
export type Reading = {
  prompt: string;
  facts: Facts;
  /** The industry: the owner's choice, else the kind's, else the words' (one rule for both paths). */
  industry: Industry;
  /** The kind of business, when it belongs to that industry. */
  kind?: Kind;
  /** The description's language: the site is written in it. */
  language: SiteLanguage;
};

/** Read a description: its facts, its kind of business and its industry. */
export function readDescription(request: GenerateRequest): Reading {
  const prompt = request.prompt.trim();
  const language = detectLanguage(prompt);
  const facts = extractFacts(prompt, language);
  facts.voice = ownerVoice(prompt, language);
  // "panadería en Madrid": when the kind table's words find nothing, the language's bank may.
  const kindId =
    facts.kindId ?? (language !== 'en' ? kindInLanguage(language, openingSentences(prompt)) : undefined);
  const business = kindId ? KIND_BY_ID.get(kindId) : undefined;
  // The kind the owner names ("family bakery") says more than the words around it. A kind only the
  // name says gives way to an industry the words say of the name itself ("Rossi's Deli serves…": a
  // deli that serves is a restaurant) or more than once; one service in a list does not outweigh it
  // ("Elektriker Müller in Essen, …, Smart Home" stays an electrician).
  const fromWords = () => industryEvidence(prompt, facts.name);
  let industry = request.industry || business?.industry;
  if (!industry) industry = fromWords().industry;
  else if (!request.industry && facts.kindInNameOnly) {
    const said = fromWords();
    const at = facts.name ? prompt.indexOf(facts.name) : -1;
    const ofName = at >= 0 && said.first >= at && said.first < at + (facts.name?.length ?? 0);
    if (said.industry !== 'other' && (said.hits >= 2 || ofName)) industry = said.industry;
  }
  const kind = business && business.industry === industry ? business : undefined;
  return { prompt, facts, industry, kind, language };
}
