import type { MediaCredit } from '@mainstreet/site';
import { apiRequest } from '../../lib/api';

/** One result of a photo search, as the grid shows it (the thumbnail comes from the provider). */
export type FoundPhoto = {
  id: string;
  provider: MediaCredit['provider'];
  alt: string;
  width: number;
  height: number;
  thumbUrl: string;
  credit: MediaCredit;
};

/** A photo the server copied into storage, with the credit its slot carries. */
export type PickedPhoto = { url: string; alt: string; credit: MediaCredit };

export async function searchPhotos(query: string, page = 1): Promise<FoundPhoto[]> {
  const params = new URLSearchParams({ q: query, page: String(page) });
  const { photos } = await apiRequest<{ photos: FoundPhoto[] }>('GET', `/api/photos/search?${params}`);
  return photos;
}

export function pickPhoto(photo: Pick<FoundPhoto, 'provider' | 'id'>): Promise<PickedPhoto> {
  return apiRequest<PickedPhoto>('POST', '/api/photos/pick', { provider: photo.provider, id: photo.id });
}
