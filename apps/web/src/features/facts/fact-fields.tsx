import { Plus, X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../../components/ui/button';
import { FieldMessage, Input, Label } from '../../components/ui/input';
import { useT } from '../../i18n/i18n';

export const selectClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

type TextFactProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The owner is done with the field (it lost focus, or Enter): the site follows. */
  onCommit: () => void;
  error?: string;
  placeholder?: string;
  type?: string;
  inputMode?: 'tel' | 'email' | 'url' | 'numeric' | 'text';
  /** "Not read from your description": the form asks rather than guesses. */
  isMissing?: boolean;
};

/** One fact as a labelled field; it commits when the owner leaves it or presses Enter. */
export function TextFact({ label, value, onChange, onCommit, error, isMissing, ...input }: TextFactProps) {
  const id = useId();
  const t = useT();
  return (
    <div>
      <Label htmlFor={id}>
        {label}
        {isMissing && (
          <span className="ml-1 font-normal text-amber-800 dark:text-amber-300">{t('facts.notGiven')}</span>
        )}
      </Label>
      <Input
        id={id}
        className="mt-1"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-e` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onCommit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onCommit();
          }
        }}
        {...input}
      />
      {error && <FieldMessage id={`${id}-e`}>{error}</FieldMessage>}
    </div>
  );
}

type ListFactProps = {
  legend: string;
  items: string[];
  onChange: (items: string[]) => void;
  onCommit: (items: string[]) => void;
  addLabel: string;
  placeholder?: string;
  error?: string;
  max: number;
  hint?: ReactNode;
};

/** A list of short texts (selling points, social links): each editable, removable, one more addable. */
export function ListFact({
  legend,
  items,
  onChange,
  onCommit,
  addLabel,
  placeholder,
  error,
  max,
  hint,
}: ListFactProps) {
  const t = useT();
  const set = (i: number, value: string) => onChange(items.map((v, j) => (j === i ? value : v)));
  const commitNonEmpty = (list: string[]) => onCommit(list.filter((v) => v.trim()));
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      {hint}
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a list edited in place; the position is the identity
        <div key={i} className="flex gap-2">
          <Input
            aria-label={t('facts.list.item', { legend, n: i + 1 })}
            autoFocus={i === items.length - 1 && item === ''}
            value={item}
            placeholder={placeholder}
            onChange={(e) => set(i, e.target.value)}
            onBlur={() => commitNonEmpty(items)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                commitNonEmpty(items);
              }
            }}
          />
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('facts.remove', { name: item || t('facts.list.item', { legend, n: i + 1 }) })}
            onClick={() => {
              const next = items.filter((_, j) => j !== i);
              onChange(next);
              commitNonEmpty(next);
            }}
          >
            <X className="size-4" aria-hidden />
          </Button>
        </div>
      ))}
      {items.length < max && (
        <Button
          size="sm"
          variant="secondary"
          className="justify-self-start"
          onClick={() => onChange([...items, ''])}
        >
          <Plus className="size-4" aria-hidden /> {addLabel}
        </Button>
      )}
      {error && <FieldMessage>{error}</FieldMessage>}
    </fieldset>
  );
}
