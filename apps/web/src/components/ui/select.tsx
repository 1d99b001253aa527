import { Check, ChevronDown } from 'lucide-react';
import { Select as S } from 'radix-ui';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from './button';

type SelectFieldProps<T extends string> = {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onValueChange: (value: T) => void;
};

/** A labelled single choice from a short list. */
export function SelectField<T extends string>({ label, value, options, onValueChange }: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label id={`${id}-l`} htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <S.Root value={value} onValueChange={(v) => onValueChange(v as T)}>
        <S.Trigger
          id={id}
          aria-labelledby={`${id}-l`}
          className={cn(
            'inline-flex h-10 w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
            focusRing,
          )}
        >
          <S.Value />
          <S.Icon>
            <ChevronDown className="size-4 text-slate-500" aria-hidden />
          </S.Icon>
        </S.Trigger>
        <S.Portal>
          <S.Content
            position="popper"
            sideOffset={4}
            className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
          >
            <S.Viewport>
              {options.map((option) => (
                <S.Item
                  key={option.value}
                  value={option.value}
                  className="relative flex cursor-pointer items-center rounded-md py-2 pr-8 pl-3 text-sm text-slate-900 outline-none select-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-900 dark:text-slate-100 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white"
                >
                  <S.ItemText>{option.label}</S.ItemText>
                  <S.ItemIndicator className="absolute right-2">
                    <Check className="size-4" aria-hidden />
                  </S.ItemIndicator>
                </S.Item>
              ))}
            </S.Viewport>
          </S.Content>
        </S.Portal>
      </S.Root>
    </div>
  );
}
