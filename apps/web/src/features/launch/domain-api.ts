import { ApiError, apiRequest, apiUrl, fieldsOf } from '../../lib/api';

export type { OwnDomain, OwnDomainAnswer } from '@mainstreet/server/contract';

export const domainKey = (id: string) =>
  [apiUrl('GET', '/api/websites/:id/domain', { params: { id } })] as const;

export const getDomain = (id: string) => apiRequest('GET', '/api/websites/:id/domain', { params: { id } });

export const addDomain = (id: string, domain: string) =>
  apiRequest('PUT', '/api/websites/:id/domain', { params: { id }, body: { domain } });

export const choosePrimary = (id: string, primary: 'apex' | 'www') =>
  apiRequest('PATCH', '/api/websites/:id/domain', { params: { id }, body: { primary } });

export const checkDomain = (id: string) =>
  apiRequest('POST', '/api/websites/:id/domain/check', { params: { id } });

export const removeDomain = (id: string) =>
  apiRequest('DELETE', '/api/websites/:id/domain', { params: { id } });

export type DnsRecord = { type: string; name: string; relativeName?: string; value: string };

/** The TXT record a refusal asks for when another account holds the name; null for other refusals. */
export function proofOf(error: unknown): DnsRecord | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const proof = fieldsOf(error.answer.proof);
  const [type, name, value] = [proof.type, proof.name, proof.value];
  const relativeName = typeof proof.relativeName === 'string' ? proof.relativeName : undefined;
  return typeof type === 'string' && typeof name === 'string' && typeof value === 'string'
    ? { type, name, relativeName, value }
    : null;
}
