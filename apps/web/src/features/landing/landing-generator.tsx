import { Eye, PencilLine, Sparkles } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { showBelowHeader } from '../../lib/scroll';
import { GenerateScreen } from '../builder/generate-screen';
import { EditTeaser } from '../dashboard/edit-teaser';

// The preview pulls in the site renderer; it loads only when the visitor opens the tab.
const PreviewScreen = lazy(() =>
  import('../builder/preview-screen').then((m) => ({ default: m.PreviewScreen })),
);

/** The landing page's generator: Generate (Create on phones), Preview, and the Edit sign-up teaser. */
export function LandingGenerator() {
  const [tab, setTab] = useState('generate');
  const tabRow = useRef<HTMLDivElement>(null);
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
          Try it now — no account needed
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-400">
          Describe your business in a sentence or two. You get a complete one-page website you can preview at
          phone, tablet and desktop sizes.
        </p>
        <Tabs value={tab} onValueChange={setTab} className="mt-8">
          <TabsList
            aria-label="Website generator"
            ref={tabRow}
            className="scroll-mt-28 sm:mx-auto sm:flex sm:w-fit"
          >
            <TabsTrigger value="generate">
              <Sparkles className="size-4" aria-hidden />
              <span className="sm:hidden">Create</span>
              <span className="hidden sm:inline">Generate</span>
            </TabsTrigger>
            <TabsTrigger value="preview">
              <Eye className="size-4" aria-hidden /> Preview
            </TabsTrigger>
            <TabsTrigger value="edit">
              <PencilLine className="size-4" aria-hidden /> Edit
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
            <Suspense fallback={<p role="status">Loading preview…</p>}>
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
