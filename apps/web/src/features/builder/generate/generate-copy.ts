import type { ColorPreference, Industry } from '@mainstreet/site/constants';
import type { MessageId } from '../../../i18n/catalogs';

/** Example descriptions the textarea cycles through as its placeholder (every 8 s). */
export const EXAMPLE_PROMPTS: MessageId[] = [
  'builder.generate.example1',
  'builder.generate.example2',
  'builder.generate.example3',
  'builder.generate.example4',
  'builder.generate.example5',
];

/** The fallback progress phrases when the server cannot stream its phases (every 1.5 s). */
export const PROGRESS_PHRASES: MessageId[] = [
  'builder.progress.analyzing',
  'builder.progress.audience',
  'builder.progress.palette',
  'builder.progress.fonts',
  'builder.progress.headline',
  'builder.progress.about',
  'builder.progress.services',
  'builder.progress.contact',
  'builder.progress.sections',
  'builder.progress.search',
  'builder.progress.finishing',
];

/** The server's generation phases (the stream's `phase` event ids), in the app's language. */
export const PHASE_NAMES: Record<string, MessageId> = {
  reading: 'builder.phase.reading',
  writing: 'builder.phase.writing',
  checking: 'builder.phase.checking',
  designing: 'builder.phase.designing',
  images: 'builder.phase.images',
  done: 'builder.phase.done',
};

export const PRO_TIPS: MessageId[] = [
  'builder.generate.tip1',
  'builder.generate.tip2',
  'builder.generate.tip3',
  'builder.generate.tip4',
];

export const INDUSTRY_NAMES: Record<Industry, MessageId> = {
  restaurant: 'builder.industry.restaurant',
  healthcare: 'builder.industry.healthcare',
  retail: 'builder.industry.retail',
  fitness: 'builder.industry.fitness',
  professional: 'builder.industry.professional',
  education: 'builder.industry.education',
  technology: 'builder.industry.technology',
  beauty: 'builder.industry.beauty',
  'real-estate': 'builder.industry.realEstate',
  creative: 'builder.industry.creative',
  legal: 'builder.industry.legal',
  finance: 'builder.industry.finance',
  automotive: 'builder.industry.automotive',
  construction: 'builder.industry.construction',
  entertainment: 'builder.industry.entertainment',
  travel: 'builder.industry.travel',
  manufacturing: 'builder.industry.manufacturing',
  'non-profit': 'builder.industry.nonProfit',
  government: 'builder.industry.government',
  other: 'builder.industry.other',
};

export const COLOR_NAMES: Record<ColorPreference, MessageId> = {
  blue: 'builder.color.blue',
  green: 'builder.color.green',
  purple: 'builder.color.purple',
  red: 'builder.color.red',
  orange: 'builder.color.orange',
  neutral: 'builder.color.neutral',
  dark: 'builder.color.dark',
};

export const PLACEHOLDER_ROTATION_MS = 8_000;
export const PROGRESS_ROTATION_MS = 1_500;
export const PREVIEW_REDIRECT_MS = 100;
export const TRADEMARK_SEARCH_URL = 'https://tmsearch.uspto.gov/';
