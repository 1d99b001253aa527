export type ArtworkKind = 'hero' | 'service' | 'about';

export type ImageRequest = {
  /** What the image shows; the built-in artwork uses it only as part of its seed. */
  prompt: string;
  /** Brand colours, hex, most important first (hero gradient start, end, primary, tint, surface). */
  colors: string[];
  seed: number | string;
  kind: ArtworkKind;
  /** The lucide icon the built-in artwork draws (chosen per site so no two cards match). */
  icon?: string;
  /** The business's other subjects, for the supporting icons (the industry's when absent). */
  kin?: string[];
  /** The business's industry, for the supporting icons. */
  industry?: string;
};

/** Why a configured image service made no picture: what the owner or the operator can do differs. */
export type ImageFailure = 'no-credit' | 'busy' | 'refused-key' | 'failed';

export type GeneratedImage = {
  data: Uint8Array;
  contentType: string;
  extension: string;
  /** Which generator made it; `builtin` also when a configured service failed. */
  source: 'builtin' | 'model';
  /** For the owner, when a configured service failed: what happened and what to do. */
  warning?: string;
  /** Why a configured service made no picture, for callers that leave the slot empty instead. */
  failure?: ImageFailure;
  /** For the operator's log: the service's status and words. */
  detail?: string;
  /** The service refused because its account has no credit (429 insufficient_quota): /api/ready says so. */
  noCredit?: boolean;
};

export type ImageGenerator = {
  generate(request: ImageRequest): Promise<GeneratedImage>;
};

export type ImageConfig = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
};
