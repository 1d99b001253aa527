import { SITE_LANGUAGE_NAMES, type SiteFacts } from '@mainstreet/site';
import { useId } from 'react';
import { Label } from '../../components/ui/input';
import { useT } from '../../i18n/i18n';
import { ListFact, selectClass, TextFact } from './fact-fields';
import { type KindChoice, KindFact } from './kind-fact';
import { ServicesFact } from './services-fact';

export type FactsFormProps = {
  draft: SiteFacts;
  kinds: KindChoice[];
  errors: Partial<Record<keyof SiteFacts, string>>;
  onDraft: (draft: SiteFacts) => void;
  /** A field is done: send the facts (the site is written again when they changed). */
  onCommit: (facts: SiteFacts) => void;
};

/** Every fact the site states, each editable where it stands. */
export function FactsForm({ draft, kinds, errors, onDraft, onCommit }: FactsFormProps) {
  const languageId = useId();
  const t = useT();
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
        label={t('facts.name.label')}
        placeholder={t('facts.ask.name')}
        isMissing={!draft.name}
        {...text('name')}
      />
      <KindFact
        value={draft.kind}
        kinds={kinds}
        onPick={(kind) => {
          const next = { ...draft, kind };
          onDraft(next);
          onCommit(next);
        }}
      />
      <TextFact label={t('facts.area.label')} placeholder={t('facts.area.placeholder')} {...text('area')} />
      <ServicesFact
        services={draft.services}
        onChange={(services) => onDraft({ ...draft, services })}
        onCommit={(services) => onCommit({ ...draft, services })}
        error={errors.services}
      />
      <TextFact
        label={t('facts.hours.label')}
        placeholder={t('facts.hours.placeholder')}
        {...text('hours')}
      />
      <fieldset className="grid gap-3">
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('facts.contact.legend')}
        </legend>
        <TextFact
          label={t('facts.phone.label')}
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
          label={t('facts.email.label')}
          type="email"
          inputMode="email"
          placeholder="hello@example.com"
          {...text('email')}
        />
        <TextFact
          label={t('facts.address.label')}
          placeholder={t('facts.address.placeholder')}
          {...text('address')}
        />
        <TextFact
          label={t('facts.booking.label')}
          type="url"
          inputMode="url"
          placeholder="https://…"
          {...text('booking')}
        />
        <ListFact
          legend={t('facts.social.legend')}
          addLabel={t('facts.social.add')}
          placeholder="https://instagram.com/…"
          max={8}
          {...list('social')}
        />
      </fieldset>
      <TextFact
        label={t('facts.founded.label')}
        inputMode="numeric"
        placeholder="1998"
        {...text('foundedYear')}
      />
      <div>
        <Label htmlFor={languageId}>{t('facts.language.label')}</Label>
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
          {Object.entries(SITE_LANGUAGE_NAMES).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('facts.language.hint')}</p>
      </div>
      <ListFact
        legend={t('facts.different.legend')}
        addLabel={t('facts.different.add')}
        placeholder={t('facts.different.placeholder')}
        max={6}
        hint={<p className="text-sm text-slate-600 dark:text-slate-400">{t('facts.different.hint')}</p>}
        {...list('sellingPoints')}
      />
    </div>
  );
}
