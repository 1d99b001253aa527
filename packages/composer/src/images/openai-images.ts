import { redact } from '../llm/config';
import { readErrorInfo, readRetryAfter } from '../llm/read-answer';
import type { ArtworkKind, ImageConfig, ImageRequest } from './types';

/** An image service failure; the message never carries the API key. */
export class ImageError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly extra: { retryAfterMs?: number; noCredit?: boolean } = {},
  ) {
    super(message);
    this.name = 'ImageError';
  }
}

function sizeFor(model: string, kind: ArtworkKind): string {
  if (kind !== 'hero') return '1024x1024';
  if (model.startsWith('gpt-image')) return '1536x1024';
  if (model === 'dall-e-3') return '1792x1024';
  return '1024x1024';
}

/** The image type from its first bytes. */
export function sniffImageType(data: Uint8Array): { contentType: string; extension: string } {
  const ascii = (from: number, to: number) => String.fromCharCode(...data.subarray(from, to));
  if (data[0] === 0x89 && ascii(1, 4) === 'PNG') return { contentType: 'image/png', extension: 'png' };
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { contentType: 'image/jpeg', extension: 'jpg' };
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP')
    return { contentType: 'image/webp', extension: 'webp' };
  throw new ImageError('The image service returned data that is not a PNG, JPEG or WebP image');
}

/** POST {base}/images/generations and return the image's bytes. */
export async function requestImage(config: ImageConfig, request: ImageRequest): Promise<Uint8Array> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  const body: Record<string, unknown> = {
    model: config.model,
    prompt: request.prompt.slice(0, 3_000),
    n: 1,
    size: sizeFor(config.model, request.kind),
  };
  // gpt-image models always answer in base64 and refuse the parameter.
  if (!config.model.startsWith('gpt-image')) body.response_format = 'b64_json';
  const signal = AbortSignal.timeout(config.timeoutMs);
  try {
    const response = await fetch(`${config.baseUrl}/images/generations`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal,
    });
    if (!response.ok) {
      const info = await readErrorInfo(response);
      // The provider's own words stay in the message, which goes to the operator's log only.
      throw new ImageError(
        `The image service answered HTTP ${response.status}${info.detail ? ` (${info.detail.slice(0, 200)})` : ''}`,
        response.status,
        {
          retryAfterMs: readRetryAfter(response.headers.get('retry-after')),
          noCredit: info.code === 'insufficient_quota' || info.code === 'billing_hard_limit_reached',
        },
      );
    }
    const json = (await response.json()) as { data?: Array<{ b64_json?: string; url?: string }> };
    const first = json.data?.[0];
    if (first?.b64_json) return new Uint8Array(Buffer.from(first.b64_json, 'base64'));
    if (first?.url && /^https?:\/\//.test(first.url)) {
      const image = await fetch(first.url, { signal });
      if (!image.ok) throw new ImageError(`The image download answered HTTP ${image.status}`, image.status);
      return new Uint8Array(await image.arrayBuffer());
    }
    throw new ImageError('The image service answer has no image');
  } catch (error) {
    if (error instanceof ImageError) throw error;
    if (signal.aborted)
      throw new ImageError(`The image service did not answer within ${config.timeoutMs} ms`);
    const reason = error instanceof Error ? error.message : 'unknown';
    throw new ImageError(redact(`The image service could not be reached (${reason})`, config.apiKey));
  }
}
