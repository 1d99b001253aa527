import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const VARIANTS = {
  primary:
    'bg-indigo-600 text-white shadow-sm hover:bg-indigo-700 dark:bg-indigo-500 dark:text-white dark:hover:bg-indigo-400 dark:hover:text-slate-950',
  secondary:
    'border border-slate-300 bg-white text-slate-900 shadow-sm hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  ghost: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 dark:bg-red-600 dark:hover:bg-red-500',
  link: 'text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300',
  /** For dark, coloured bands: a white button, and a white outline one. */
  inverse: 'bg-white text-indigo-800 shadow-sm hover:bg-indigo-50 dark:text-indigo-950',
  'inverse-outline': 'border border-white/70 text-white hover:bg-white/10',
} as const;

// On a touch screen every button is at least 44 px tall, the size a fingertip hits without aiming.
const SIZES = {
  sm: 'h-9 px-3 text-sm pointer-coarse:h-11',
  md: 'h-10 px-4 text-sm pointer-coarse:h-11',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10 pointer-coarse:size-11',
} as const;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Render the child element (a link) with the button's look. */
  asChild?: boolean;
};

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400';

export function buttonClass(variant: keyof typeof VARIANTS = 'primary', size: keyof typeof SIZES = 'md') {
  return cn(
    'inline-flex cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-50',
    variant.startsWith('inverse')
      ? 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'
      : focusRing,
    VARIANTS[variant],
    SIZES[size],
  );
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild,
  className,
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(buttonClass(variant, size), className)}
      {...props}
    />
  );
}
