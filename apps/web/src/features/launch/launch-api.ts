import type {
  NetlifyAuthorize,
  NetlifyConnection,
  NetlifyDeployAnswer,
  NetlifyStatus,
  PublishAnswer,
  PublishList,
  UnpublishAnswer,
} from '@mainstreet/server/contract';
import { ApiError, apiRequest } from '../../lib/api';

export type { ContactMessage, NetlifyStatus, Publish, PublishList } from '@mainstreet/server/contract';

export const publishesKey = (websiteId: string) => [`/api/websites/${websiteId}/publishes`] as const;
export const messagesKey = (websiteId: string) => [`/api/websites/${websiteId}/messages`] as const;
export const NETLIFY_STATUS_KEY = ['/api/netlify/oauth/status'] as const;

export const publishOnMainstreet = (websiteId: string) =>
  apiRequest<PublishAnswer>('POST', `/api/websites/${websiteId}/publish`);

export const deployToNetlify = (websiteId: string) =>
  apiRequest<NetlifyDeployAnswer>('POST', `/api/netlify/oauth/deploy/${websiteId}`);

export const getNetlifyStatus = () => apiRequest<NetlifyStatus>('GET', '/api/netlify/oauth/status');

export const getNetlifyAuthUrl = () => apiRequest<NetlifyAuthorize>('GET', '/api/netlify/oauth/authorize');

export const completeNetlifyOAuth = (code: string, state: string) =>
  apiRequest<NetlifyConnection>('POST', '/api/netlify/oauth/callback', { code, state });

export const disconnectNetlify = () => apiRequest<NetlifyConnection>('POST', '/api/netlify/oauth/disconnect');

export const listPublishes = (websiteId: string) =>
  apiRequest<PublishList>('GET', publishesKey(websiteId)[0]);

export const rollbackTo = (websiteId: string, publishId: string) =>
  apiRequest<PublishAnswer>('POST', `/api/websites/${websiteId}/rollback`, {
    publishId,
  });

export const unpublish = (websiteId: string) =>
  apiRequest<UnpublishAnswer>('POST', `/api/websites/${websiteId}/unpublish`);

/** The server's message for a failed call, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

/** A deploy refused because the Netlify account is not (or no longer) connected. */
export function isDisconnected(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  return error.answer.connected === false;
}
