import { Eye, PencilLine, Sparkles } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useT } from '../../i18n/i18n';
import { useAuth } from '../../lib/auth';
import { usePublicConfig } from '../../lib/public-config';
import { showBelowHeader } from '../../lib/scroll';
import { getOpenSiteId } from '../builder';
import { GenerateScreen } from '../builder/generate/generate-screen';
import { EditTeaser } from '../dashboard/edit-teaser';
import { LanguageOffer } from './language-offer';

// The preview pulls in the site renderer; it loads only when the visitor opens the tab.
const PreviewScreen = lazy(() =>
  import('../builder/preview/preview-screen').then((m) => ({ default: m.PreviewScreen })),
);

/** The landing page's generator: Generate (Create on phones), Preview, and the Edit sign-up teaser. */
export function LandingGenerator() {
  const t = useT();
  const [tab, setTab] = useState('generate');
  const tabRow = useRef<HTMLDivElement>(null);
  const { user, isLoading } = useAuth();
  // VISITOR_DRAFTS off (where sign-ups are not open): the server refuses a visitor's generation.
  if (usePublicConfig()?.visitorDrafts === false && !isLoading && !user) return <SignInToGenerate />;
  return (
    <section
      id="generator"
      aria-labelledby="generator-title"
      className="scroll-mt-28 px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mx-auto max-w-4xl">
        <h2
          id="generator-title"
          className="text-center text-3xl font-bold tracking-tight text-slate-950 dark:text-white"
        >
          {t('landing.generator.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-400">
          {t('landing.generator.text')}
        </p>
        <LanguageOffer siteId={getOpenSiteId()} className="mt-8" />
        <Tabs value={tab} onValueChange={setTab} className="mt-8">
          <TabsList
            aria-label={t('landing.generator.tabs')}
            ref={tabRow}
            className="scroll-mt-28 sm:mx-auto sm:flex sm:w-fit"
          >
            <TabsTrigger value="generate">
              <Sparkles className="size-4" aria-hidden />
              <span className="sm:hidden">{t('landing.generator.create')}</span>
              <span className="hidden sm:inline">{t('landing.generator.generate')}</span>
            </TabsTrigger>
            <TabsTrigger value="preview">
              <Eye className="size-4" aria-hidden /> {t('landing.generator.preview')}
            </TabsTrigger>
            <TabsTrigger value="edit">
              <PencilLine className="size-4" aria-hidden /> {t('landing.generator.edit')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="generate">
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
              <GenerateScreen
                onGenerated={() => {
                  setTab('preview');
                  showBelowHeader(tabRow);
                }}
              />
            </div>
          </TabsContent>
          <TabsContent value="preview">
            <Suspense fallback={<p role="status">{t('landing.generator.loadingPreview')}</p>}>
              <PreviewScreen onGenerate={() => setTab('generate')} />
            </Suspense>
          </TabsContent>
          <TabsContent value="edit">
            <EditTeaser />
          </TabsContent>
        </Tabs>
      </div>
    </section>
  );
}

/** In place of the generator where this server lets only signed-in people make websites. */
function SignInToGenerate() {
  const t = useT();
  return (
    <section
      id="generator"
      aria-labelledby="generator-title"
      className="scroll-mt-28 px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="generator-title" className="text-2xl font-bold tracking-tight text-slate-950 dark:text-white">
          {t('landing.generator.signInFirst')}
        </h2>
        <Button asChild size="lg" className="mt-6">
          <Link href="/auth">{t('landing.signIn')}</Link>
        </Button>
      </div>
    </section>
  );
}
