import type { FactService } from '@mainstreet/site';
import { Plus, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { FieldMessage, Input } from '../../components/ui/input';

type ServicesFactProps = {
  services: FactService[];
  onChange: (services: FactService[]) => void;
  onCommit: (services: FactService[]) => void;
  error?: string;
};

/** The services, each with its price and what the price is for; a row fits a 320 px phone. */
export function ServicesFact({ services, onChange, onCommit, error }: ServicesFactProps) {
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
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Services</legend>
      {services.map((service, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: a list edited in place; the position is the identity
          key={i}
          className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] gap-1.5 rounded-lg border border-slate-200 p-2 dark:border-slate-700"
        >
          <Input
            className="col-span-2"
            aria-label={`Service ${i + 1}`}
            placeholder="Service"
            value={service.name}
            autoFocus={i === services.length - 1 && service.name === ''}
            onChange={(e) => set(i, { name: e.target.value })}
            onBlur={() => commit(services)}
            onKeyDown={commitOnEnter}
          />
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove ${service.name || `service ${i + 1}`}`}
            onClick={() => {
              const next = services.filter((_, j) => j !== i);
              onChange(next);
              commit(next);
            }}
          >
            <X className="size-4" aria-hidden />
          </Button>
          <Input
            aria-label={`Price of ${service.name || `service ${i + 1}`}`}
            placeholder="Price (£30)"
            value={service.price}
            onChange={(e) => set(i, { price: e.target.value })}
            onBlur={() => commit(services)}
            onKeyDown={commitOnEnter}
          />
          <Input
            className="col-span-2"
            aria-label={`Price unit of ${service.name || `service ${i + 1}`}`}
            placeholder="per hour"
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
          <Plus className="size-4" aria-hidden /> Add a service
        </Button>
      )}
      {error && <FieldMessage>{error}</FieldMessage>}
    </fieldset>
  );
}
