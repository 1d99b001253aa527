import { Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { loadShareMeta, type ShareMeta } from './site-api';

const SHARE_DATA_FAILED = 'Could not load share data';
const WEBSITE_DATA_FAILED = 'Could not load website data';

function isGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The four share targets and their share-page addresses. */
export function shareLinks(url: string, title: string): { name: string; href: string }[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
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
  const [meta, setMeta] = useState<ShareMeta | null>(null);
  const [hasFailed, setHasFailed] = useState<string | false>(false);

  useEffect(() => {
    if (!open) return;
    let isActive = true;
    setHasFailed(false);
    loadShareMeta(websiteId)
      .then((m) => {
        if (isActive) setMeta(m);
      })
      .catch((error: unknown) => {
        if (!isActive) return;
        // 404: the website itself is gone (deleted in another tab); otherwise only its share card failed.
        const message = isGone(error) ? WEBSITE_DATA_FAILED : SHARE_DATA_FAILED;
        setHasFailed(message);
        toast({ title: 'Share', description: message, variant: 'destructive' });
      });
    return () => {
      isActive = false;
    };
  }, [open, websiteId]);

  async function copy() {
    if (!meta) return;
    try {
      await navigator.clipboard.writeText(meta.url);
      toast({ title: 'Link copied!' });
    } catch {
      toast({ title: 'Share', description: 'Could not copy link to clipboard', variant: 'destructive' });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Share Your Website" className="max-w-lg">
      {!meta ? (
        <p role="status">{hasFailed || 'Loading…'}</p>
      ) : (
        <div className="grid gap-4">
          <article className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700">
            {meta.image && <img src={meta.image} alt="" className="h-40 w-full object-cover" />}
            <div className="p-3">
              <p className="text-xs uppercase text-slate-500 dark:text-slate-400">{meta.siteName}</p>
              <p className="font-semibold text-slate-900 dark:text-white">{meta.title}</p>
              <p className="text-sm text-slate-600 dark:text-slate-300">{meta.description}</p>
            </div>
          </article>
          <div className="flex gap-2">
            <input
              readOnly
              value={meta.url}
              aria-label="Share link"
              className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-sm dark:border-slate-600 dark:bg-slate-900"
            />
            <Button onClick={copy}>
              <Copy className="size-4" aria-hidden /> Copy Link
            </Button>
          </div>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {shareLinks(meta.url, meta.title).map((target) => (
              <Button
                key={target.name}
                variant="secondary"
                aria-label={`Share on ${target.name}`}
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
