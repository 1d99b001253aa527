import type { RewriteAnswer, RewriteRequest } from '@mainstreet/server/contract';
import { apiRequest } from '../../lib/api';

export type { RewriteAnswer, RewriteRequest };

export type RewritePreset = NonNullable<RewriteRequest['preset']>;

export const PRESETS: Array<{ id: RewritePreset; label: string }> = [
  { id: 'shorter', label: 'Shorter' },
  { id: 'friendlier', label: 'Friendlier' },
  { id: 'formal', label: 'More formal' },
  { id: 'simpler', label: 'Simpler' },
];

/** Asks the server to rewrite one section's texts (the model) or draw another version (built-in). */
export function requestRewrite(websiteId: string, body: RewriteRequest): Promise<RewriteAnswer> {
  return apiRequest('POST', '/api/websites/:id/rewrite', { params: { id: websiteId }, body });
}
