import { Copy } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { t as translate, useT } from '../../i18n/i18n';
import type { DnsRecord } from './domain-api';

/** Copies `value`; `copied` is the toast that says so ("Name copied"). */
async function copy(value: string, copied: string) {
  try {
    await navigator.clipboard.writeText(value);
    toast({ title: copied });
  } catch {
    toast({
      title: translate('launch.dns.copyFailed'),
      description: translate('launch.dns.copyYourself'),
      variant: 'destructive',
    });
  }
}

/**
 * Records to add at the DNS provider, each field copyable; stacked so a phone never scrolls
 * sideways. The name is given within the zone ("www", "@"), as most providers append the domain
 * themselves, with the full name beside it for those that want it whole.
 */
export function DnsRecords({ records }: { records: DnsRecord[] }) {
  const t = useT();
  return (
    <ul className="grid gap-2">
      {records.map((record) => (
        <li
          key={`${record.type} ${record.name}`}
          className="grid gap-1 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60"
          data-record={record.type}
        >
          <Field label={t('launch.dns.type')} value={record.type} />
          <Field
            label={t('launch.dns.name')}
            value={record.relativeName ?? record.name}
            copyLabel={t('launch.dns.copyName', { value: record.relativeName ?? record.name })}
            onCopy={() => void copy(record.relativeName ?? record.name, t('launch.dns.nameCopied'))}
          />
          {record.relativeName && record.relativeName !== record.name && (
            <p className="text-xs text-slate-600 dark:text-slate-300">
              {t.rich('launch.dns.fullName', {
                name: <span className="break-all">{record.name}</span>,
              })}
            </p>
          )}
          <Field
            label={t('launch.dns.value')}
            value={record.value}
            copyLabel={t('launch.dns.copyValue', { value: record.value })}
            onCopy={() => void copy(record.value, t('launch.dns.valueCopied'))}
          />
        </li>
      ))}
    </ul>
  );
}

function Field({
  label,
  value,
  copyLabel,
  onCopy,
}: {
  label: string;
  value: string;
  copyLabel?: string;
  onCopy?: () => void;
}) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span className="w-14 shrink-0 text-slate-600 dark:text-slate-300">{label}</span>
      <code className="min-w-0 flex-1 font-mono break-all text-slate-900 dark:text-slate-100">{value}</code>
      {onCopy && (
        <Button
          size="sm"
          variant="ghost"
          className="h-8 shrink-0 px-2"
          aria-label={copyLabel}
          onClick={onCopy}
        >
          <Copy className="size-4" aria-hidden />
        </Button>
      )}
    </div>
  );
}
