import { skipToken, useQuery } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { loadMessages } from '../../i18n/catalogs';
import { useT } from '../../i18n/i18n';
import { type AppLanguage, isAppLanguage } from '../../i18n/languages';
import { cn } from '../../lib/cn';
import { websiteKey } from '../../lib/query-keys';
import { useLanguageSwitch } from '../settings/use-account-language';

/** What the offer reads from the site the builder keeps under its key: the language it is written in. */
type SiteLanguageOnly = { content?: { meta?: { language?: string } } };

type Offer = { text: string; accept: string; decline: string };

/**
 * Once a visitor's description made a site in another of the app's languages, the app offers
 * itself in that language, asked in that language ("¿Prefieres usar Mainstreet en español?").
 */
export function LanguageOffer({ siteId, className }: { siteId: string | null; className?: string }) {
  const t = useT();
  const switchLanguage = useLanguageSwitch();
  const [declined, setDeclined] = useState<AppLanguage | null>(null);
  const [offer, setOffer] = useState<Offer | null>(null);
  // Only reads the cache the builder fills; never fetches the site itself.
  const site = useQuery<SiteLanguageOnly>({ queryKey: websiteKey(siteId ?? ''), queryFn: skipToken });
  const written = site.data?.content?.meta?.language?.split('-')[0].toLowerCase();
  const language = isAppLanguage(written) && written !== t.language && written !== declined ? written : null;

  useEffect(() => {
    setOffer(null);
    if (!language) return;
    let isCurrent = true;
    void loadMessages(language).then((messages) => {
      if (isCurrent)
        setOffer({
          text: messages['landing.offer.text'],
          accept: messages['landing.offer.accept'],
          decline: messages['landing.offer.decline'],
        });
    });
    return () => {
      isCurrent = false;
    };
  }, [language]);

  if (!language || !offer) return null;
  return (
    <div
      role="status"
      lang={language}
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-950 dark:border-indigo-900 dark:bg-indigo-950 dark:text-indigo-100',
        className,
      )}
    >
      <Languages className="size-5 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1">{offer.text}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void switchLanguage(language)}>
          {offer.accept}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDeclined(language)}>
          {offer.decline}
        </Button>
      </div>
    </div>
  );
}
