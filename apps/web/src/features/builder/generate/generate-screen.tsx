import { COLOR_PREFERENCES, INDUSTRIES } from '@mainstreet/site/constants';
import { QUICK_DOWNLOAD_PRICE_CENTS } from '@mainstreet/site/plans';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Lightbulb, ShieldCheck, Sparkles } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FieldMessage, Label, Textarea } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { useT } from '../../../i18n/i18n';
import { getBotCheckToken } from '../../../lib/bot-check';
import { usePublicConfig, useSellsPlans } from '../../../lib/public-config';
import { setOpenSiteId } from '../site/current-site';
import { fetchWebsite } from '../site/website-query';
import {
  COLOR_NAMES,
  EXAMPLE_PROMPTS,
  INDUSTRY_NAMES,
  PLACEHOLDER_ROTATION_MS,
  PREVIEW_REDIRECT_MS,
  PRO_TIPS,
} from './generate-copy';
import { type GenerateRequest, generateSite, generationErrorToast } from './generate-site';
import { describeWriter, rememberWriter } from './writer-notice';

// The dialogs (and the focus-trap and scroll-lock code under them) are not part of the first load of
// the landing page: they load when the visitor starts on the form, well before they are needed.
const loadDialogs = () => import('./generate-dialogs');
const ProgressDialog = lazy(() => loadDialogs().then((m) => ({ default: m.ProgressDialog })));
const TrademarkDialog = lazy(() => loadDialogs().then((m) => ({ default: m.TrademarkDialog })));

export type GenerateScreenProps = {
  /** Quick-download mode (`?quickDownload=true`): the visitor buys the files without an account. */
  quickDownload?: boolean;
  /** Called with the stored site once generation succeeds (the caller usually shows the preview). */
  onGenerated?: (site: { id: string; name: string }) => void;
};

const selectClass =
  'mt-1.5 block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

/** Describe the business, pick an industry and colours, get a website. */
export function GenerateScreen({ quickDownload, onGenerated }: GenerateScreenProps) {
  const t = useT();
  const id = useId();
  const [prompt, setPrompt] = useState('');
  const [industry, setIndustry] = useState<GenerateRequest['industry']>('');
  const [colorPreference, setColorPreference] = useState<GenerateRequest['colorPreference']>('');
  const [isAdvancedOpen, setIsAdvancedOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [phase, setPhase] = useState<string | null>(null);
  const [tokens, setTokens] = useState(0);
  const cancel = useRef<AbortController | null>(null);
  const [isPromptMissing, setIsPromptMissing] = useState(false);
  const hasBotCheck = Boolean(usePublicConfig()?.recaptchaSiteKey);
  const sellsPlans = useSellsPlans();
  const [isTrademarkOpen, setIsTrademarkOpen] = useState(false);
  const [example, setExample] = useState(0);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  const queryClient = useQueryClient();

  useEffect(() => {
    const timer = setInterval(
      () => setExample((i) => (i + 1) % EXAMPLE_PROMPTS.length),
      PLACEHOLDER_ROTATION_MS,
    );
    return () => {
      clearInterval(timer);
      clearTimeout(redirect.current);
    };
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!prompt.trim()) {
      setIsPromptMissing(true);
      toast({
        title: t('builder.generate.promptRequired'),
        description: t('builder.generate.promptRequiredText'),
        variant: 'destructive',
      });
      return;
    }
    setIsPromptMissing(false);
    setIsBusy(true);
    setPhase(null);
    setTokens(0);
    const abort = new AbortController();
    cancel.current = abort;
    try {
      const recaptchaToken = await getBotCheckToken('generate_website');
      const site = await generateSite(
        { prompt: prompt.trim(), industry, colorPreference, recaptchaToken },
        { onPhase: setPhase, onTokens: setTokens, signal: abort.signal },
      );
      const current = { id: site.id, name: site.name };
      // The new site opens everywhere; its one server copy loads while the toast is read.
      setOpenSiteId(site.id);
      fetchWebsite(queryClient, site.id).catch(() => {
        // The preview's own load of the query says what went wrong.
      });
      setPrompt('');
      rememberWriter(site.id, site);
      toast({
        title: t('builder.generate.done'),
        description: `${t('builder.generate.doneText', { name: site.name })} ${describeWriter(site)}`,
      });
      redirect.current = setTimeout(() => onGenerated?.(current), PREVIEW_REDIRECT_MS);
    } catch (error) {
      // Cancelled by the owner: the server stopped the model and kept nothing; the description stays.
      if (abort.signal.aborted)
        toast({ title: t('builder.generate.cancelled'), description: t('builder.generate.cancelledText') });
      else toast({ ...generationErrorToast(error), variant: 'destructive' });
    } finally {
      cancel.current = null;
      setIsBusy(false);
      setPhase(null);
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <form
        onSubmit={onSubmit}
        onFocus={() => void loadDialogs()}
        onPointerEnter={() => void loadDialogs()}
        className="grid gap-5"
        aria-busy={isBusy}
        noValidate
      >
        {quickDownload && sellsPlans && (
          <p className="rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-900 dark:border-indigo-800 dark:bg-indigo-950 dark:text-indigo-100">
            {t.rich('builder.generate.quickMode', {
              b: (chunks) => <strong>{chunks}</strong>,
              price: t.price(QUICK_DOWNLOAD_PRICE_CENTS),
            })}
          </p>
        )}
        <div>
          <Label htmlFor={`${id}-prompt`}>{t('builder.generate.description')}</Label>
          <Textarea
            id={`${id}-prompt`}
            rows={5}
            maxLength={5000}
            value={prompt}
            onChange={(e) => setPrompt(e.target.value)}
            placeholder={t(EXAMPLE_PROMPTS[example])}
            aria-invalid={isPromptMissing || undefined}
            aria-describedby={isPromptMissing ? `${id}-prompt-error` : `${id}-prompt-hint`}
            className="mt-1.5"
          />
          {isPromptMissing ? (
            <FieldMessage id={`${id}-prompt-error`}>{t('builder.generate.promptRequiredText')}</FieldMessage>
          ) : (
            <FieldMessage id={`${id}-prompt-hint`} tone="hint">
              {t('builder.generate.hint')}
            </FieldMessage>
          )}
        </div>
        <div>
          <button
            type="button"
            className="inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-indigo-700 dark:text-indigo-300"
            aria-expanded={isAdvancedOpen}
            aria-controls={`${id}-advanced`}
            onClick={() => setIsAdvancedOpen((v) => !v)}
          >
            {t('builder.generate.advanced')}
            <ChevronDown
              className={`size-4 transition-transform ${isAdvancedOpen ? 'rotate-180' : ''}`}
              aria-hidden
            />
          </button>
          <div id={`${id}-advanced`} hidden={!isAdvancedOpen} className="mt-3 grid gap-4 sm:grid-cols-2">
            <div>
              <Label htmlFor={`${id}-industry`}>{t('builder.generate.industry')}</Label>
              <select
                id={`${id}-industry`}
                className={selectClass}
                value={industry}
                onChange={(e) => setIndustry(e.target.value as typeof industry)}
              >
                <option value="">{t('builder.generate.industryDetect')}</option>
                {INDUSTRIES.map((value) => (
                  <option key={value} value={value}>
                    {t(INDUSTRY_NAMES[value])}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <Label htmlFor={`${id}-color`}>{t('builder.generate.color')}</Label>
              <select
                id={`${id}-color`}
                className={selectClass}
                value={colorPreference}
                onChange={(e) => setColorPreference(e.target.value as typeof colorPreference)}
              >
                <option value="">{t('builder.generate.colorAuto')}</option>
                {COLOR_PREFERENCES.map((value) => (
                  <option key={value} value={value}>
                    {t(COLOR_NAMES[value])}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" size="lg" disabled={isBusy}>
            <Sparkles className="size-5" aria-hidden />
            {t('builder.generate.submit')}
          </Button>
          <button
            type="button"
            className="min-h-10 text-left text-sm text-slate-600 underline dark:text-slate-400"
            onClick={() => setIsTrademarkOpen(true)}
          >
            {t('builder.generate.trademarkLink')}
          </button>
        </div>
        {/* Only an operator-configured check protects the form; with none, claiming one would be untrue. */}
        {hasBotCheck && (
          <p className="flex items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
            <ShieldCheck className="size-4" aria-hidden />
            <span>
              {t.rich('builder.generate.recaptcha', {
                privacy: (chunks) => (
                  <a
                    className="underline"
                    href="https://policies.google.com/privacy"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {chunks}
                  </a>
                ),
                terms: (chunks) => (
                  <a
                    className="underline"
                    href="https://policies.google.com/terms"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {chunks}
                  </a>
                ),
              })}
            </span>
          </p>
        )}
      </form>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Lightbulb className="size-5 text-amber-500" aria-hidden /> {t('builder.generate.tips')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid list-disc gap-2 pl-5 text-sm text-slate-700 dark:text-slate-300">
            {PRO_TIPS.map((tip) => (
              <li key={tip}>{t(tip)}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Suspense fallback={null}>
        {isBusy && (
          <ProgressDialog open phase={phase} tokens={tokens} onCancel={() => cancel.current?.abort()} />
        )}
        {isTrademarkOpen && <TrademarkDialog open onOpenChange={setIsTrademarkOpen} />}
      </Suspense>
    </div>
  );
}
