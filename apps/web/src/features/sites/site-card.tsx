import { Download, ExternalLink, Eye, Mail, MoreVertical, PencilLine, Trash2 } from 'lucide-react';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import type { MessageId } from '../../i18n/catalogs';
import { useT } from '../../i18n/i18n';
import { formatRelativeTime } from '../../lib/format';
import type { WebsiteSummary } from '../../lib/types';
import { pickCover } from './cover';
import { CoverArt } from './cover-art';

/** Live green, draft yellow, archived grey. */
export const STATUS_TONES: Record<string, BadgeTone> = {
  live: 'green',
  draft: 'yellow',
  archived: 'neutral',
};

const STATUS_LABELS: Record<string, MessageId> = {
  live: 'sites.status.live',
  draft: 'sites.status.draft',
  archived: 'sites.status.archived',
};

type SiteCardProps = {
  site: WebsiteSummary;
  isSample?: boolean;
  onEdit: () => void;
  onPreview: () => void;
  onDownload: () => void;
  onDelete: () => void;
  /** Contact messages the owner has not opened yet. */
  newMessages?: number;
};

export function SiteCard({
  site,
  isSample,
  onEdit,
  onPreview,
  onDownload,
  onDelete,
  newMessages = 0,
}: SiteCardProps) {
  const t = useT();
  const status = String(site.status);
  return (
    <Card className="flex flex-col overflow-hidden">
      <div className="relative">
        <CoverArt cover={pickCover(site)} />
        {isSample && (
          <span className="absolute top-3 right-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-900 shadow">
            {t('sites.card.example')}
          </span>
        )}
        {status === 'live' && site.netlifyUrl && (
          <a
            href={site.netlifyUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-green-700 px-2.5 py-1 text-xs font-semibold text-white shadow hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <ExternalLink className="size-3" aria-hidden /> {t('sites.status.live')}
            <span className="sr-only"> {t('sites.card.liveOf', { name: site.name })}</span>
          </a>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-2">
          {/* The examples are written in English whatever the app's language. */}
          <h3
            lang={isSample ? 'en' : undefined}
            className="text-base font-semibold text-slate-950 dark:text-white"
          >
            {site.name}
          </h3>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('sites.card.actions', { name: site.name })}
                className="-mt-2 -mr-2 shrink-0"
              >
                <MoreVertical className="size-5" aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              {!isSample && (
                <DropdownMenuItem onSelect={onEdit}>
                  <PencilLine className="size-4" aria-hidden /> {t('sites.card.edit')}
                </DropdownMenuItem>
              )}
              <DropdownMenuItem onSelect={onPreview}>
                <Eye className="size-4" aria-hidden /> {t('sites.card.preview')}
              </DropdownMenuItem>
              {!isSample && (
                <>
                  <DropdownMenuItem onSelect={onDownload}>
                    <Download className="size-4" aria-hidden /> {t('sites.card.download')}
                  </DropdownMenuItem>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem
                    onSelect={onDelete}
                    className="text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800 dark:text-red-400 dark:data-[highlighted]:bg-red-950"
                  >
                    <Trash2 className="size-4" aria-hidden /> {t('sites.card.delete')}
                  </DropdownMenuItem>
                </>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
        <p
          lang={isSample ? 'en' : undefined}
          className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-400"
        >
          {site.prompt}
        </p>
        {newMessages > 0 && (
          <Button variant="secondary" size="sm" className="mt-3 self-start" onClick={onPreview}>
            <Mail className="size-4" aria-hidden /> {t('sites.card.newMessages', { count: newMessages })}
            <span className="sr-only"> {t('sites.card.forSite', { name: site.name })}</span>
          </Button>
        )}
        <div className="mt-auto flex items-center justify-between gap-2 pt-4">
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {t('sites.card.lastEdited', { when: formatRelativeTime(site.updatedAt) })}
          </span>
          <Badge tone={STATUS_TONES[status] ?? 'neutral'} className="shrink-0">
            {STATUS_LABELS[status] ? t(STATUS_LABELS[status]) : status}
          </Badge>
        </div>
      </div>
    </Card>
  );
}
