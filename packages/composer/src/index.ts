export { classifyIndustry } from './classify';
export { type ComposeOptions, composeBuiltin } from './compose-builtin';
export { type ComposeSiteOptions, composeSite } from './compose-site';
export { extractFacts } from './extract/facts';
export { countryOf, isKnownKind, isReadablePhone, kindChoices } from './facts-form';
export { createIconArtworkSvg } from './images/icon-artwork';
export { createImageGenerator, readImageConfig } from './images/image-generator';
export { ImageError } from './images/openai-images';
export { type ArtworkSlot, artworkColors, artworkRequest, planArtwork } from './images/plan-artwork';
export type {
  ArtworkKind,
  GeneratedImage,
  ImageConfig,
  ImageFailure,
  ImageGenerator,
  ImageRequest,
} from './images/types';
export { placeholdersFor } from './language/banks';
export { detectLanguage, SITE_LANGUAGES, type SiteLanguage } from './language/detect';
export { type ChatMessage, requestChatCompletion } from './llm/chat-client';
export { type LlmConfig, readLlmConfig } from './llm/config';
export { type ModelCopy, modelCopyJsonSchema, modelCopySchema } from './llm/copy-schema';
export {
  explainForOwner,
  explainLlmFailure,
  LlmError,
  type ModelFailureCode,
} from './llm/llm-error';
export { REWRITE_PRESETS, type RewritePreset, rewriteTexts } from './llm/rewrite';
export { PLACEHOLDER_TEXT } from './placeholders';
export { readDescription } from './read';
export { type Recomposed, recomposeWithFacts, type StoredRequest, siteFactsOf } from './recompose';
export { hasOwnerPictures, withComposedFingerprint } from './text-fingerprint';
export * from './types';
