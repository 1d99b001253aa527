import type { Item } from '../industries';

/** A card of a phrase bank: its name and one line under it. */
export const s = (name: string, description: string): Item => ({ name, description });
