import type { ColorPreference, Content, Industry } from '@mainstreet/site/model';
import { CATALOGS } from './catalog/load';
import { PROGRESS_PHASE_IDS } from './catalog/progress-phases';
import type { AddressParts } from './extract/address';
import type { Channel } from './extract/channels';
import type { OpeningHours } from './extract/hours';
import type { OwnerSentences } from './extract/owner-sentences';
import type { ModelFailureCode } from './llm/llm-error';

export type Tone = 'friendly' | 'premium' | 'professional' | 'playful' | 'calm' | 'modern';

/** A price the description states, kept verbatim with the words it belongs to. */
export type PriceFact = { label: string; price: string };

/** Facts found in a description; every string is a verbatim substring of it. */
export type Facts = {
  name?: string;
  /** What the business is, in the owner's words, with its article ("a family-run pizzeria"). */
  kind?: string;
  /** The kind of business from the table in kinds.ts ("bakery"), when the description names one. */
  kindId?: string;
  /** The kind is known from the name alone, a weaker sign than the owner's words around it. */
  kindInNameOnly?: boolean;
  location?: string;
  address?: string;
  phone?: string;
  email?: string;
  hours?: string;
  foundedYear?: string;
  /** The owner's words for the founding year ("seit 1971"). */
  foundedPhrase?: string;
  /** The first address in parts (street, locality, postcode, region, country) for a PostalAddress. */
  addressParts?: AddressParts;
  /** The first phone in E.164 form, when it is a valid number where the business is. */
  phoneE164?: string;
  /** Whether `phone` takes calls, texts or both, as the owner's words around it say. */
  phoneTakes?: 'calls' | 'texts' | 'calls-and-texts';
  /** The number the owner takes WhatsApp messages on, verbatim, and in E.164 form when its country is certain. */
  whatsapp?: string;
  whatsappE164?: string;
  /** Every way to reach the owner, in the order written; the one the owner would have visitors use first. */
  channels: Channel[];
  preferred?: Channel;
  /** The hours as schema.org opening-hours lines, when they read without doubt. */
  openingHours?: OpeningHours[];
  /** Counts the owner states ("over 5,000 records") and social handles ("@ryeandroll"), verbatim. */
  counts: string[];
  handles: string[];
  /** The owner's own sentences that carry the founding year, counts and handles, verbatim, for the page. */
  factSentences: string[];
  /** What the owner says visitors can count on ("24/7 emergency call-outs", "accepting new patients"), verbatim. */
  offers: string[];
  /** Schedules, seasons, minimum stays, capacities and terms ("Open April to October", "sleeps 2-6"), verbatim. */
  terms: string[];
  /** The towns served when the owner lists several ("Boulder, Longmont and Louisville"), verbatim. */
  towns?: string;
  /** Every phone, email and address given, when there are several; the fields above hold the first. */
  phones: string[];
  emails: string[];
  addresses: string[];
  services: string[];
  prices: PriceFact[];
  /** Every price the description states, listed or in a sentence: structured data's price range. */
  statedPrices?: string[];
  /** The owner's sentences on booking, parking, languages spoken and the area served, verbatim. */
  visiting: OwnerSentences;
  audience?: string;
  tone?: Tone;
  /** Whether the owner writes as one person ("I'm a farrier") or as a team ("we"): the labels follow. */
  voice?: 'singular' | 'plural';
};

export type GenerateRequest = {
  prompt: string;
  industry?: Industry | '';
  colorPreference?: ColorPreference | '';
};

/**
 * A warning as a code and its values, for an app that says it in the owner's language (the
 * `warnings` beside it are the composer's own words). The model's failure is `modelFailureCode`.
 */
export type ComposeNotice = NoticeCode & {
  /** The warning's words, as in `warnings`. */
  text: string;
};

type NoticeCode =
  /** No business name was found: the site is headed by `placeholder` (in the site's language). */
  | { code: 'noName'; params: { placeholder: string } }
  /** The model's copy said things the description did not support; `count` statements were left out. */
  | { code: 'removed'; params: { count: number } };

export type ComposeResult = {
  content: Content;
  generator: 'builtin' | 'model';
  warnings: string[];
  /** The warnings an owner reads, as codes (see ComposeNotice). */
  notices: ComposeNotice[];
  /** Why the configured model did not write the copy, in the owner's words (no host, setting or provider text). */
  modelFailure?: string;
  /** The same as a code, for an app that says it in the owner's language. */
  modelFailureCode?: ModelFailureCode;
  /** The same for the operator's log: the server's answer and the setting to check. */
  modelFailureDetail?: string;
};

/** Progress of a generation, in the order a user sees it; the labels are copy/en/progress.json. */
export const PROGRESS_PHASES = PROGRESS_PHASE_IDS.map((id) => ({ id, label: CATALOGS.en.progress[id] }));

export type ProgressPhase = (typeof PROGRESS_PHASE_IDS)[number];
