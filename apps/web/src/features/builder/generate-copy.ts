/** Example descriptions the textarea cycles through as its placeholder (every 8 s). */
export const EXAMPLE_PROMPTS = [
  "Rosie's Bakery is a family bakery in Leeds. Sourdough, pastries and custom cakes. Open Tue–Sun 7–3.",
  'Peak Physio: sports injury rehab and massage in Denver. Call 303-555-0142 to book.',
  'Bright Sparks Electrical — licensed electricians serving Bristol homes and small offices since 2009.',
  'Luna Yoga Studio offers vinyasa, yin and prenatal classes in a calm loft space downtown.',
  'Harbor Law Group: family and estate planning lawyers in Portland, Maine. Free first consultation.',
] as const;

/** The fallback progress phrases when the server cannot stream its phases (every 1.5 s). */
export const PROGRESS_PHRASES = [
  'Analyzing your business description...',
  'Identifying your industry and audience...',
  'Choosing a color palette...',
  'Selecting fonts and layout...',
  'Writing your headline...',
  'Crafting your about section...',
  'Describing your services...',
  'Adding contact details...',
  'Building extra sections...',
  'Optimizing for search engines...',
  'Putting the finishing touches...',
] as const;

export const PRO_TIPS = [
  'Name your business and say where you are.',
  'List the services or products you want on the page.',
  'Add facts exactly as they should appear: phone, address, opening hours, prices.',
  'Say who your customers are and what makes you different.',
] as const;

export const PLACEHOLDER_ROTATION_MS = 8_000;
export const PROGRESS_ROTATION_MS = 1_500;
export const PREVIEW_REDIRECT_MS = 100;
export const TRADEMARK_SEARCH_URL = 'https://tmsearch.uspto.gov/';
export const PROMPT_REQUIRED = {
  title: 'Prompt Required',
  description: 'Please enter a description for your website',
};

export function optionLabel(value: string): string {
  return value
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
