import { mediaCreditSchema } from '@mainstreet/site';
import { z } from 'zod';

export const searchPhotosQuery = z.object({
  q: z
    .string({ message: 'Please type what the photo should show' })
    .trim()
    .min(1, 'Please type what the photo should show')
    .max(100, 'must be at most 100 characters'),
  page: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(50, 'must be at most 50')
    .default(1),
});
export type SearchPhotosQuery = z.infer<typeof searchPhotosQuery>;

export const pickPhotoBody = z.object({
  provider: z.enum(['unsplash', 'pexels'], { message: 'must be unsplash or pexels' }),
  id: z
    .string({ message: 'Please choose a photo' })
    .min(1, 'Please choose a photo')
    .max(100, 'must be at most 100 characters')
    .regex(/^[\w-]+$/, 'must be a photo id from the search results'),
});
export type PickPhotoBody = z.infer<typeof pickPhotoBody>;

/** A search result as the editor's grid shows it; the address the server downloads stays inside. */
export const foundPhotoSchema = z.object({
  id: z.string(),
  provider: z.enum(['unsplash', 'pexels']),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
  thumbUrl: z.string(),
  credit: mediaCreditSchema,
});
export const searchPhotosResponse = z.object({
  provider: z.enum(['unsplash', 'pexels']),
  photos: z.array(foundPhotoSchema),
});
/** The stored copy the slot points at, and the credit the slot keeps with it. */
export const pickPhotoResponse = z.object({ url: z.string(), alt: z.string(), credit: mediaCreditSchema });
