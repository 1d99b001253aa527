import { Copy } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import type { DnsRecord } from './domain-api';

async function copy(value: string, what: string) {
  try {
    await navigator.clipboard.writeText(value);
    toast({ title: `${what} copied` });
  } catch {
    toast({
      title: 'Copy did not work',
      description: 'Select the text and copy it yourself.',
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
  return (
    <ul className="grid gap-2">
      {records.map((record) => (
        <li
          key={`${record.type} ${record.name}`}
          className="grid gap-1 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60"
          data-record={record.type}
        >
          <Field label="Type" value={record.type} />
          <Field
            label="Name"
            value={record.relativeName ?? record.name}
            onCopy={() => void copy(record.relativeName ?? record.name, 'Name')}
          />
          {record.relativeName && record.relativeName !== record.name && (
            <p className="text-xs text-slate-600 dark:text-slate-300">
              Full name: <span className="break-all">{record.name}</span> (if your provider asks for it whole)
            </p>
          )}
          <Field label="Value" value={record.value} onCopy={() => void copy(record.value, 'Value')} />
        </li>
      ))}
    </ul>
  );
}

function Field({ label, value, onCopy }: { label: string; value: string; onCopy?: () => void }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span className="w-12 shrink-0 text-slate-600 dark:text-slate-300">{label}</span>
      <code className="min-w-0 flex-1 font-mono break-all text-slate-900 dark:text-slate-100">{value}</code>
      {onCopy && (
        <Button
          size="sm"
          variant="ghost"
          className="h-8 shrink-0 px-2"
          aria-label={`Copy ${label.toLowerCase()} ${value}`}
          onClick={onCopy}
        >
          <Copy className="size-4" aria-hidden />
        </Button>
      )}
    </div>
  );
}
