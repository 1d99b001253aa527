import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FieldMessage, Input, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import type { MessageId } from '../../i18n/catalogs';
import { type Translate, useT } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { DnsRecords } from './dns-records';
import {
  addDomain,
  checkDomain,
  choosePrimary,
  type DnsRecord,
  domainKey,
  getDomain,
  type OwnDomain,
  type OwnDomainAnswer,
  proofOf,
  removeDomain,
} from './domain-api';
import { messageOf } from './launch-api';
import { useLaunch } from './use-launch';

const STATUS: Record<OwnDomain['status'], { label: MessageId; tone: BadgeTone }> = {
  waiting: { label: 'launch.domain.status.waiting', tone: 'neutral' },
  verifying: { label: 'launch.domain.status.verifying', tone: 'indigo' },
  live: { label: 'launch.domain.status.live', tone: 'green' },
  problem: { label: 'launch.domain.status.problem', tone: 'red' },
};

function statusText(t: Translate, domain: OwnDomain): ReactNode {
  const primary = domain.primaryHost;
  if (domain.status === 'live')
    return t.rich('launch.domain.answersAt', {
      url: (
        <a
          href={`https://${primary}/`}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium break-all underline"
        >
          https://{primary}
        </a>
      ),
    });
  if (domain.status === 'verifying') return t('launch.domain.verifying', { host: primary });
  if (domain.status === 'problem') return domain.problem ?? t('launch.domain.problem');
  if (domain.proof) return t('launch.domain.waitingProof');
  return t('launch.domain.waiting');
}

/**
 * "Use my own domain": enter a domain, see the DNS records to add (copyable), follow the status
 * (checked in the background, or now), pick apex or www, remove it.
 */
export function DomainPanel({ websiteId, isBare = false }: { websiteId: string; isBare?: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const headingId = useId();
  const inputId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [proof, setProof] = useState<DnsRecord | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [isConfirmingRemove, setIsConfirmingRemove] = useState(false);
  /** The address changed but the site has unpublished edits: one click publishes it there. */
  const [needsRedeploy, setNeedsRedeploy] = useState(false);
  const launch = useLaunch({ id: websiteId }, () => setNeedsRedeploy(false));
  const query = useQuery({
    queryKey: domainKey(websiteId),
    queryFn: () => getDomain(websiteId),
    enabled: Boolean(websiteId),
    // Until it is live, the background checks may move it on: look again now and then.
    refetchInterval: (q) => (q.state.data?.domain && q.state.data.domain.status !== 'live' ? 15_000 : false),
  });
  const domain = query.data?.domain ?? null;

  async function act(key: string, call: () => Promise<OwnDomainAnswer>, success?: string) {
    setBusy(key);
    setError(null);
    try {
      const answer = await call();
      queryClient.setQueryData(domainKey(websiteId), answer);
      setNeedsRedeploy(Boolean(answer.needsRedeploy));
      // The live address may have moved (republished there): the toolbar, banner and My Sites follow.
      void queryClient.invalidateQueries({ queryKey: [`/api/websites/${websiteId}`] });
      void queryClient.invalidateQueries({ queryKey: ['/api/websites'], exact: true });
      setProof(null);
      if (success) toast({ title: success });
    } catch (failure) {
      setProof(proofOf(failure));
      setError(messageOf(failure, t('launch.domain.error')));
    } finally {
      setBusy(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void act('add', () => addDomain(websiteId, name));
  }

  if (!query.data) return null;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'grid min-w-0 gap-3',
        !isBare && 'rounded-2xl border border-slate-200 p-4 dark:border-slate-800',
      )}
      data-testid="domain-panel"
    >
      <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        {t('launch.domain.title')}
      </h3>
      {!query.data.isAvailable ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('launch.domain.unavailable')}</p>
      ) : domain ? (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 font-medium break-all">{domain.name}</span>
            <Badge tone={STATUS[domain.status].tone} data-testid="domain-status">
              {t(STATUS[domain.status].label)}
            </Badge>
          </div>
          <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
            {statusText(t, domain)}
          </p>
          {domain.isApex && (
            <fieldset className="grid gap-1 text-sm">
              <legend className="mb-1 font-medium">{t('launch.domain.landOn')}</legend>
              {domain.hosts.map((h) => (
                <label key={h.host} className="flex min-h-6 items-center gap-2 break-all">
                  <input
                    type="radio"
                    name={`${headingId}-primary`}
                    className="size-6 shrink-0"
                    checked={h.isPrimary}
                    disabled={busy !== null}
                    onChange={() =>
                      void act('primary', () =>
                        choosePrimary(websiteId, h.host.startsWith('www.') ? 'www' : 'apex'),
                      )
                    }
                  />
                  {h.host}
                </label>
              ))}
              <span className="text-slate-600 dark:text-slate-300">{t('launch.domain.redirects')}</span>
            </fieldset>
          )}
          {needsRedeploy && (
            <div className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              <span>{t('launch.domain.unpublished')}</span>
              <Button
                size="sm"
                variant="secondary"
                disabled={launch.busyHost !== null}
                onClick={() => void launch.launchOnMainstreet()}
              >
                {launch.busyHost ? t('launch.domain.publishing') : t('launch.domain.redeploy')}
              </Button>
            </div>
          )}
          <h4 className="text-sm font-medium">{t('launch.domain.records')}</h4>
          {domain.proof && (
            <div className="grid gap-1">
              <DnsRecords records={[domain.proof]} />
              <p className="text-xs text-slate-600 dark:text-slate-300">{t('launch.domain.proofNote')}</p>
            </div>
          )}
          {domain.hosts.map((h) => (
            <div key={h.host} className="grid gap-1">
              <DnsRecords records={h.records} />
              <p className="text-xs text-slate-600 dark:text-slate-300">
                {h.isVerified
                  ? t('launch.domain.pointsHere', { host: h.host })
                  : h.found
                    ? t('launch.domain.found', { host: h.host, found: h.found })
                    : t('launch.domain.notFound', { host: h.host })}
              </p>
            </div>
          ))}
          {error && <FieldMessage id={`${inputId}-error`}>{error}</FieldMessage>}
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              disabled={busy !== null}
              onClick={() => void act('check', () => checkDomain(websiteId))}
            >
              {busy === 'check' ? t('launch.domain.checking') : t('launch.domain.check')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy !== null}
              onClick={() => setIsConfirmingRemove(true)}
            >
              {t('launch.domain.remove')}
            </Button>
          </div>
          <Dialog
            open={isConfirmingRemove}
            onOpenChange={setIsConfirmingRemove}
            title={t('launch.domain.removeTitle', { name: domain.name })}
            description={t('launch.domain.removeText')}
          >
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={() => setIsConfirmingRemove(false)}>
                {t('launch.domain.keep')}
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  setIsConfirmingRemove(false);
                  void act('remove', () => removeDomain(websiteId), t('launch.domain.removed'));
                }}
              >
                {t('launch.domain.remove')}
              </Button>
            </div>
          </Dialog>
        </>
      ) : (
        <form className="grid gap-2" onSubmit={submit} noValidate>
          <Label htmlFor={inputId}>{t('launch.domain.label')}</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={inputId}
              className="min-w-0 flex-1 basis-48"
              placeholder="rosasbakery.com"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={name}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(event) => setName(event.target.value)}
            />
            <Button type="submit" disabled={busy !== null || name.trim() === ''}>
              {busy === 'add' ? t('launch.domain.adding') : t('launch.domain.use')}
            </Button>
          </div>
          {error && <FieldMessage id={`${inputId}-error`}>{error}</FieldMessage>}
          {proof && (
            <div className="grid gap-2">
              <p className="text-sm">{t('launch.domain.addProof')}</p>
              <DnsRecords records={[proof]} />
            </div>
          )}
          <p className="text-xs text-slate-600 dark:text-slate-300">{t('launch.domain.hint')}</p>
        </form>
      )}
    </section>
  );
}
