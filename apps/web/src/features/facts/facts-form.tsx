import type { SiteFacts } from '@mainstreet/site';
import { useId } from 'react';
import { Label } from '../../components/ui/input';
import { ListFact, selectClass, TextFact } from './fact-fields';
import { ServicesFact } from './services-fact';

const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'Deutsch' },
  { value: 'fr', label: 'Français' },
  { value: 'es', label: 'Español' },
] as const;

export type FactsFormProps = {
  draft: SiteFacts;
  kinds: { id: string; label: string }[];
  errors: Partial<Record<keyof SiteFacts, string>>;
  onDraft: (draft: SiteFacts) => void;
  /** A field is done: send the facts (the site is written again when they changed). */
  onCommit: (facts: SiteFacts) => void;
};

/** Every fact the site states, each editable where it stands. */
export function FactsForm({ draft, kinds, errors, onDraft, onCommit }: FactsFormProps) {
  const kindId = useId();
  const languageId = useId();
  const text = (key: Exclude<keyof SiteFacts, 'services' | 'social' | 'sellingPoints' | 'language'>) => ({
    value: draft[key],
    onChange: (value: string) => onDraft({ ...draft, [key]: value }),
    onCommit: () => onCommit(draft),
    error: errors[key],
  });
  const list = (key: 'social' | 'sellingPoints') => ({
    items: draft[key],
    onChange: (items: string[]) => onDraft({ ...draft, [key]: items }),
    onCommit: (items: string[]) => onCommit({ ...draft, [key]: items }),
    error: errors[key],
  });
  return (
    <div className="grid gap-4">
      <TextFact
        label="Business name"
        placeholder="What is your business called?"
        isMissing={!draft.name}
        {...text('name')}
      />
      <div>
        <Label htmlFor={kindId}>Kind of business</Label>
        <select
          id={kindId}
          className={`${selectClass} mt-1`}
          value={draft.kind}
          onChange={(e) => {
            const next = { ...draft, kind: e.target.value };
            onDraft(next);
            onCommit(next);
          }}
        >
          <option value="">Not sure</option>
          {kinds.map((k) => (
            <option key={k.id} value={k.id}>
              {k.label.charAt(0).toUpperCase() + k.label.slice(1)}
            </option>
          ))}
        </select>
        {!draft.kind && (
          <p className="mt-1 text-sm text-amber-800 dark:text-amber-300">
            We are not sure what kind of business this is. Pick the closest.
          </p>
        )}
      </div>
      <TextFact label="Town or service area" placeholder="Leeds, or Leeds and York" {...text('area')} />
      <ServicesFact
        services={draft.services}
        onChange={(services) => onDraft({ ...draft, services })}
        onCommit={(services) => onCommit({ ...draft, services })}
        error={errors.services}
      />
      <TextFact label="Opening hours" placeholder="Mon–Fri 9am–5pm" {...text('hours')} />
      <fieldset className="grid gap-3">
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Ways to reach you</legend>
        <TextFact
          label="Phone"
          type="tel"
          inputMode="tel"
          placeholder="+44 113 496 0123"
          {...text('phone')}
        />
        <TextFact
          label="WhatsApp"
          type="tel"
          inputMode="tel"
          placeholder="+44 7700 900123"
          {...text('whatsapp')}
        />
        <TextFact
          label="Email"
          type="email"
          inputMode="email"
          placeholder="hello@example.com"
          {...text('email')}
        />
        <TextFact label="Street address" placeholder="12 High Street, Leeds LS1 6HD" {...text('address')} />
        <TextFact
          label="Booking link"
          type="url"
          inputMode="url"
          placeholder="https://…"
          {...text('booking')}
        />
        <ListFact
          legend="Social links"
          addLabel="Add a social link"
          placeholder="https://instagram.com/…"
          max={8}
          {...list('social')}
        />
      </fieldset>
      <TextFact label="Year founded" inputMode="numeric" placeholder="1998" {...text('foundedYear')} />
      <div>
        <Label htmlFor={languageId}>Language of the page</Label>
        <select
          id={languageId}
          className={`${selectClass} mt-1`}
          value={draft.language}
          onChange={(e) => {
            const next = { ...draft, language: e.target.value as SiteFacts['language'] };
            onDraft(next);
            onCommit(next);
          }}
        >
          {LANGUAGES.map((l) => (
            <option key={l.value} value={l.value}>
              {l.label}
            </option>
          ))}
        </select>
      </div>
      <ListFact
        legend="What makes you different"
        addLabel="Add a selling point"
        placeholder="Keys cut while you wait"
        max={6}
        hint={
          <p className="text-sm text-slate-600 dark:text-slate-400">
            In your own words: the page says them as you write them.
          </p>
        }
        {...list('sellingPoints')}
      />
    </div>
  );
}
