import type { FoundPhoto } from '@mainstreet/server/contract';
import { apiRequest } from '../../lib/api';

/** A search result as the grid shows it, and a photo copied into storage with its credit. */
export type { FoundPhoto, PickedPhoto } from '@mainstreet/server/contract';

export async function searchPhotos(query: string, page = 1) {
  const { photos } = await apiRequest('GET', '/api/photos/search', { query: { q: query, page } });
  return photos;
}

/** Copies the photo into storage; answers its address and the credit its slot carries. */
export function pickPhoto(photo: Pick<FoundPhoto, 'provider' | 'id'>) {
  return apiRequest('POST', '/api/photos/pick', { body: { provider: photo.provider, id: photo.id } });
}
