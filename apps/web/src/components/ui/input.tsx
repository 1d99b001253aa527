import type { InputHTMLAttributes, LabelHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const field =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600/40 disabled:opacity-60 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus-visible:border-indigo-400';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(field, 'h-10 text-sm', className)} {...props} />;
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(field, 'py-2 text-sm', className)} {...props} />;
}

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
    <label
      className={cn('block text-sm font-medium text-slate-800 dark:text-slate-200', className)}
      {...props}
    />
  );
}

/** A field message: errors are announced, hints are plain text. */
export function FieldMessage({
  id,
  tone = 'error',
  children,
}: {
  id?: string;
  tone?: 'error' | 'hint';
  children: string;
}) {
  return (
    <p
      id={id}
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'mt-1.5 text-sm',
        tone === 'error' ? 'text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400',
      )}
    >
      {children}
    </p>
  );
}
