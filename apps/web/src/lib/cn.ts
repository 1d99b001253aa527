import { type ClassValue, clsx } from 'clsx';

/** Joins class names; later Tailwind classes are written to win by order in the component. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
