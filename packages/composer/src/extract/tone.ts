import { CATALOGS } from '../catalog/load';
import { wordsOf } from '../catalog/words';
import type { Tone } from '../types';

// Who the business is for and the tone the owner asks for, from copy/detect/lists.json.
const WORDS = CATALOGS.detect.lists;

const AUDIENCE = new RegExp(
  String.raw`\b(?:${WORDS.audienceLeadIns.join('|')})\s+((?:(?:${WORDS.audienceAdjectives.join('|')})\s+)*(?:${WORDS.audiences.join('|')})(?:\s+(?:${wordsOf('tone', 'audienceAnds').join('|')}|&)\s+(?:\p{L}+\s+)?\p{L}+)?(?:\s+(?:${wordsOf('tone', 'allAudiences').join('|')}))?)`,
  'iu',
);

export function findAudience(text: string): string | undefined {
  return AUDIENCE.exec(text)?.[1]?.trim();
}

const TONE_CUES: Array<[Tone, RegExp]> = [
  ['premium', new RegExp(String.raw`\b(?:${WORDS.tonePremium.join('|')})\b`, 'i')],
  [
    'playful',
    new RegExp(String.raw`\b(?:${WORDS.tonePlayful.join('|')})\b|[\p{Extended_Pictographic}]`, 'iu'),
  ],
  ['calm', new RegExp(String.raw`\b(?:${WORDS.toneCalm.join('|')})\b`, 'i')],
  ['modern', new RegExp(String.raw`\b(?:${WORDS.toneModern.join('|')})\b`, 'i')],
  ['professional', new RegExp(String.raw`\b(?:${WORDS.toneProfessional.join('|')})\b`, 'i')],
  ['friendly', new RegExp(String.raw`\b(?:${WORDS.toneFriendly.join('|')})\b`, 'i')],
];

/** The tone the description asks for, from its own words; undefined when it gives no cue. */
export function findTone(text: string): Tone | undefined {
  return TONE_CUES.find(([, cue]) => cue.test(text))?.[0];
}
