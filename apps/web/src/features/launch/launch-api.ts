import { ApiError, apiRequest, apiUrl } from '../../lib/api';

export type { ContactMessage, NetlifyStatus, Publish, PublishList } from '@mainstreet/server/contract';

export const publishesKey = (id: string) =>
  [apiUrl('GET', '/api/websites/:id/publishes', { params: { id } })] as const;
export const NETLIFY_STATUS_KEY = ['/api/netlify/oauth/status'] as const;

export const publishOnMainstreet = (websiteId: string) =>
  apiRequest('POST', '/api/websites/:id/publish', { params: { id: websiteId } });

export const deployToNetlify = (websiteId: string) =>
  apiRequest('POST', '/api/netlify/oauth/deploy/:id', { params: { id: websiteId } });

export const getNetlifyStatus = () => apiRequest('GET', '/api/netlify/oauth/status');

export const getNetlifyAuthUrl = () => apiRequest('GET', '/api/netlify/oauth/authorize');

export const completeNetlifyOAuth = (code: string, state: string) =>
  apiRequest('POST', '/api/netlify/oauth/callback', { body: { code, state } });

export const disconnectNetlify = () => apiRequest('POST', '/api/netlify/oauth/disconnect');

export const listPublishes = (websiteId: string) =>
  apiRequest('GET', '/api/websites/:id/publishes', { params: { id: websiteId } });

export const rollbackTo = (websiteId: string, publishId: string) =>
  apiRequest('POST', '/api/websites/:id/rollback', { params: { id: websiteId }, body: { publishId } });

export const unpublish = (websiteId: string) =>
  apiRequest('POST', '/api/websites/:id/unpublish', { params: { id: websiteId } });

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
