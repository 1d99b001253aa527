import type { RewriteAnswer, RewriteRequest } from '@mainstreet/server/contract';
import type { MessageId } from '../../i18n/catalogs';
import { apiRequest } from '../../lib/api';

export type { RewriteAnswer, RewriteRequest };

export type RewritePreset = NonNullable<RewriteRequest['preset']>;

export const PRESETS: Array<{ id: RewritePreset; label: MessageId }> = [
  { id: 'shorter', label: 'rewrite.preset.shorter' },
  { id: 'friendlier', label: 'rewrite.preset.friendlier' },
  { id: 'formal', label: 'rewrite.preset.formal' },
  { id: 'simpler', label: 'rewrite.preset.simpler' },
];

/** Asks the server to rewrite one section's texts (the model) or draw another version (built-in). */
export function requestRewrite(websiteId: string, body: RewriteRequest): Promise<RewriteAnswer> {
  return apiRequest('POST', '/api/websites/:id/rewrite', { params: { id: websiteId }, body });
}
