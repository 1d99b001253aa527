import type { FactService } from '@mainstreet/site';
import { Plus, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { FieldMessage, Input } from '../../components/ui/input';
import { useT } from '../../i18n/i18n';

type ServicesFactProps = {
  services: FactService[];
  onChange: (services: FactService[]) => void;
  onCommit: (services: FactService[]) => void;
  error?: string;
};

/** The services, each with its price and what the price is for; a row fits a 320 px phone. */
export function ServicesFact({ services, onChange, onCommit, error }: ServicesFactProps) {
  const t = useT();
  const nameOf = (service: FactService, i: number) =>
    service.name || t('facts.services.unnamed', { n: i + 1 });
  const set = (i: number, change: Partial<FactService>) =>
    onChange(services.map((s, j) => (j === i ? { ...s, ...change } : s)));
  const commit = (list: FactService[]) => onCommit(list.filter((s) => s.name.trim()));
  const commitOnEnter = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit(services);
    }
  };
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('facts.services.legend')}
      </legend>
      {services.map((service, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: a list edited in place; the position is the identity
          key={i}
          className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] gap-1.5 rounded-lg border border-slate-200 p-2 dark:border-slate-700"
        >
          <Input
            className="col-span-2"
            aria-label={t('facts.services.item', { n: i + 1 })}
            placeholder={t('facts.services.placeholder')}
            value={service.name}
            autoFocus={i === services.length - 1 && service.name === ''}
            onChange={(e) => set(i, { name: e.target.value })}
            onBlur={() => commit(services)}
            onKeyDown={commitOnEnter}
          />
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('facts.remove', { name: nameOf(service, i) })}
            onClick={() => {
              const next = services.filter((_, j) => j !== i);
              onChange(next);
              commit(next);
            }}
          >
            <X className="size-4" aria-hidden />
          </Button>
          <Input
            aria-label={t('facts.services.priceOf', { name: nameOf(service, i) })}
            placeholder={t('facts.services.pricePlaceholder')}
            value={service.price}
            onChange={(e) => set(i, { price: e.target.value })}
            onBlur={() => commit(services)}
            onKeyDown={commitOnEnter}
          />
          <Input
            className="col-span-2"
            aria-label={t('facts.services.unitOf', { name: nameOf(service, i) })}
            placeholder={t('facts.services.unitPlaceholder')}
            value={service.unit}
            onChange={(e) => set(i, { unit: e.target.value })}
            onBlur={() => commit(services)}
            onKeyDown={commitOnEnter}
          />
        </div>
      ))}
      {services.length < 20 && (
        <Button
          size="sm"
          variant="secondary"
          className="justify-self-start"
          onClick={() => onChange([...services, { name: '', price: '', unit: '' }])}
        >
          <Plus className="size-4" aria-hidden /> {t('facts.services.add')}
        </Button>
      )}
      {error && <FieldMessage>{error}</FieldMessage>}
    </fieldset>
  );
}
