import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Input, Label } from '../../components/ui/input';
import { useT } from '../../i18n/i18n';
import { selectClass } from './fact-fields';

export type KindChoice = { id: string; label: string; en: string };

type KindFactProps = {
  value: string;
  kinds: KindChoice[];
  /** A kind picked (or "not sure"): the site follows at once. */
  onPick: (id: string) => void;
};

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether a kind answers what the owner typed: its name in the page's language or in English. */
function matches(kind: KindChoice, query: string): boolean {
  const words = folded(query).split(/\s+/).filter(Boolean);
  const said = folded(`${kind.label} ${kind.en} ${kind.id.replace(/-/g, ' ')}`);
  return words.every((w) => said.includes(w));
}

/**
 * The kind of business: "Not sure" when the composer could not tell (shown as such, never a guess),
 * and some 80 kinds to pick from, found by typing a part of the name.
 */
export function KindFact({ value, kinds, onPick }: KindFactProps) {
  const id = useId();
  const t = useT();
  const [query, setQuery] = useState('');
  const found = query.trim() ? kinds.filter((k) => matches(k, query)) : kinds;
  // The kind set stays in the list, so the picker still shows it while the owner searches.
  const current = kinds.find((k) => k.id === value);
  const shown = current && !found.includes(current) ? [current, ...found] : found;
  const isSearching = query.trim() !== '';
  return (
    <div>
      <Label htmlFor={`${id}-kind`}>
        {t('facts.kind.label')}
        {!value && (
          <span className="ml-1 font-normal text-amber-800 dark:text-amber-300">
            {t('facts.kind.notSureMark')}
          </span>
        )}
      </Label>
      <div className="relative mt-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <Input
          type="search"
          aria-label={t('facts.kind.search')}
          aria-controls={`${id}-kind`}
          className="pl-8"
          placeholder={t('facts.kind.searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      <select
        id={`${id}-kind`}
        // Searching: the matches as an open list (tap one); otherwise a closed picker.
        size={isSearching ? Math.min(6, Math.max(2, shown.length + 1)) : undefined}
        className={`${selectClass} mt-2 ${isSearching ? 'h-auto py-1 [&>option]:px-1 [&>option]:py-1.5' : ''}`}
        value={value}
        onChange={(e) => {
          setQuery('');
          onPick(e.target.value);
        }}
      >
        <option value="">{t('facts.kind.notSure')}</option>
        {shown.map((k) => (
          <option key={k.id} value={k.id}>
            {k.label}
          </option>
        ))}
      </select>
      {isSearching && found.length === 0 && (
        <p role="status" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('facts.kind.noMatch', { query: query.trim() })}
        </p>
      )}
      {!value && <p className="mt-1 text-sm text-amber-800 dark:text-amber-300">{t('facts.kind.unsure')}</p>}
    </div>
  );
}
