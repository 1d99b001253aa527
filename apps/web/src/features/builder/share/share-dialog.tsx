import { Copy, Link2Off, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { t as translate, useT } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api';
import { loadShareLink, loadShareMeta, type ShareMeta, stopSharing } from '../site/site-api';

function isGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The four share targets and their share-page addresses. */
export function shareLinks(url: string, title: string): { name: string; href: string }[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
}

export function ShareDialog({
  websiteId,
  open,
  onOpenChange,
}: {
  websiteId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const [meta, setMeta] = useState<ShareMeta | null>(null);
  const [hasFailed, setHasFailed] = useState<string | false>(false);
  const [isOff, setIsOff] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  // Bumped to ask for the link again ("New link" replaces it, "Share again" makes one).
  const [request, setRequest] = useState<{ renew: boolean; n: number }>({ renew: false, n: 0 });

  useEffect(() => {
    if (!open) return;
    let isActive = true;
    setHasFailed(false);
    setIsOff(false);
    // The link has its own token: the website id never leaves the owner's screens.
    loadShareLink(websiteId, request.renew)
      .then((link) => loadShareMeta(link.token))
      .then((m) => {
        if (isActive) setMeta(m);
      })
      .catch((error: unknown) => {
        if (!isActive) return;
        // 404: the website itself is gone (deleted in another tab); otherwise only its share card failed.
        const message = isGone(error)
          ? translate('builder.shareDialog.websiteFailed')
          : translate('builder.shareDialog.loadFailed');
        setHasFailed(message);
        toast({ title: translate('builder.share'), description: message, variant: 'destructive' });
      });
    return () => {
      isActive = false;
    };
  }, [open, websiteId, request]);

  function renewLink() {
    setMeta(null);
    setRequest((r) => ({ renew: true, n: r.n + 1 }));
    toast({ title: t('builder.shareDialog.renewed'), description: t('builder.shareDialog.renewedText') });
  }

  async function turnOff() {
    setIsBusy(true);
    try {
      await stopSharing(websiteId);
      setMeta(null);
      setIsOff(true);
      toast({ title: t('builder.shareDialog.off'), description: t('builder.shareDialog.offText') });
    } catch {
      toast({
        title: t('builder.share'),
        description: t('builder.shareDialog.offFailed'),
        variant: 'destructive',
      });
    } finally {
      setIsBusy(false);
    }
  }

  async function copy() {
    if (!meta) return;
    try {
      await navigator.clipboard.writeText(meta.url);
      toast({ title: t('builder.shareDialog.copied') });
    } catch {
      toast({
        title: t('builder.share'),
        description: t('builder.shareDialog.copyFailed'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('builder.shareDialog.title')}
      className="max-w-lg"
    >
      {isOff ? (
        <div className="grid gap-3">
          <p role="status">{t('builder.shareDialog.isOff')}</p>
          <Button onClick={() => setRequest((r) => ({ renew: false, n: r.n + 1 }))}>
            {t('builder.shareDialog.again')}
          </Button>
        </div>
      ) : !meta ? (
        <p role="status">{hasFailed || t('shell.loading')}</p>
      ) : (
        <div className="grid gap-4">
          <article className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700">
            {meta.image && <img src={meta.image} alt="" className="h-28 w-full object-cover sm:h-40" />}
            <div className="p-3">
              <p className="text-xs uppercase text-slate-500 dark:text-slate-400">{meta.siteName}</p>
              <p className="font-semibold text-slate-900 dark:text-white">{meta.title}</p>
              <p className="text-sm text-slate-600 dark:text-slate-300">{meta.description}</p>
            </div>
          </article>
          <div className="flex flex-wrap gap-2">
            <input
              readOnly
              value={meta.url}
              aria-label={t('builder.shareDialog.link')}
              className="h-10 min-w-0 flex-[1_1_12rem] rounded-lg border border-slate-300 px-3 text-sm dark:border-slate-600 dark:bg-slate-900"
            />
            <Button onClick={copy} className="grow sm:grow-0">
              <Copy className="size-4" aria-hidden /> {t('builder.shareDialog.copy')}
            </Button>
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('builder.shareDialog.who')}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={renewLink} disabled={isBusy}>
              <RefreshCw className="size-4" aria-hidden /> {t('builder.shareDialog.renew')}
            </Button>
            <Button variant="secondary" onClick={turnOff} disabled={isBusy}>
              <Link2Off className="size-4" aria-hidden /> {t('builder.shareDialog.turnOff')}
            </Button>
          </div>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {shareLinks(meta.url, meta.title).map((target) => (
              <Button
                key={target.name}
                variant="secondary"
                className="min-w-0 px-2"
                aria-label={t('builder.shareDialog.on', { network: target.name })}
                onClick={() => window.open(target.href, '_blank', 'noopener,noreferrer,width=600,height=400')}
              >
                {target.name}
              </Button>
            ))}
          </div>
        </div>
      )}
    </Dialog>
  );
}
