import { canHoldLink, isPaidPlan } from '@mainstreet/site';
import { Eye, Link2, Redo2, Save, Undo2 } from 'lucide-react';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useT } from '../../../i18n/i18n';
import { useAuth } from '../../../lib/auth';
import { usePublicConfig } from '../../../lib/public-config';
import { signUpPath } from '../../auth/hand-off';
import { FactsPanel } from '../../facts/facts-panel';
import { sectionLabelOf } from '../../rewrite/rewritable-texts';
import { RewritePanel } from '../../rewrite/rewrite-panel';
import { AddPanel } from '../add/add-panel';
import { insertLink } from '../add/links';
import { WriterNotice } from '../generate/writer-notice';
import { MediaPanel } from '../media/media-panel';
import { useMediaActions } from '../media/use-media-actions';
import { useIsNarrow } from '../preview/device-frame';
import { useEditorSession, useEditorState } from '../save/use-editor-session';
import { useOpenSiteId } from '../site/current-site';
import { useSiteContent } from '../site/use-site-content';
import { getAt, setText } from '../store/content-path';
import type { EditorStore } from '../store/editor-store';
import { EditorCanvas, type TextTarget } from './editor-canvas';
import { ConflictDialog, LinkDialog } from './editor-dialogs';
import { TextToolsBar } from './text-tools-bar';
import { ToolsSheet } from './tools-sheet';
import { useEditorShortcuts } from './use-editor-shortcuts';
import { useFingerTools } from './use-finger-tools';

export type EditorScreenProps = {
  /** Switch to the preview (the dashboard passes its tab switch). */
  onPreview?: () => void;
  /** Shown when no site is open. */
  onGenerate?: () => void;
};

function Centered({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
      {children}
    </div>
  );
}

/** The editor tab: the site itself, editable in place. */
export function EditorScreen({ onPreview, onGenerate }: EditorScreenProps) {
  const t = useT();
  const { user, isLoading } = useAuth();
  const openId = useOpenSiteId();
  const { store, isError } = useSiteContent(user ? openId : null);

  if (isLoading) return <p role="status">{t('builder.editor.loading')}</p>;
  if (!user) {
    return (
      <Centered>
        <p className="font-semibold text-slate-900 dark:text-white">{t('builder.editor.signInToEdit')}</p>
        <Button asChild className="mt-4">
          <Link href={signUpPath({ reason: 'edit', redirect: '/dashboard?tab=editor' })}>
            {t('builder.editor.getStarted')}
          </Link>
        </Button>
      </Centered>
    );
  }
  if (!openId) {
    return (
      <Centered>
        <p className="font-semibold text-slate-900 dark:text-white">{t('builder.editor.noSite')}</p>
        {onGenerate && (
          <Button className="mt-4" onClick={onGenerate}>
            {t('builder.generate.submit')}
          </Button>
        )}
      </Centered>
    );
  }
  if (isError) return <p role="alert">{t('builder.openFailed')}</p>;
  if (!store) return <p role="status">{t('builder.loadingSite')}</p>;
  return (
    <EditorSession
      key={openId}
      site={{ id: openId }}
      store={store}
      canUseAi={isPaidPlan(user.plan)}
      onPreview={onPreview}
    />
  );
}

function EditorSession({
  site,
  store,
  canUseAi,
  onPreview,
}: {
  site: { id: string };
  store: EditorStore;
  canUseAi: boolean;
  onPreview?: () => void;
}) {
  const t = useT();
  const session = useEditorSession(store);
  // The facts form sits in the side column on wide screens, and one tap away above the page below lg.
  const isCompact = useIsNarrow(1023.98);
  const facts = (
    <FactsPanel siteId={site.id} store={store} beforeChange={session.save} className="lg:max-h-[70dvh]" />
  );
  const name = useEditorState(store, (s) => s.content.siteName);
  const canUndo = useEditorState(store, (s) => s.canUndo);
  const canRedo = useEditorState(store, (s) => s.canRedo);
  const isDirty = useEditorState(store, (s) => s.hasUnsavedChanges);
  const actions = useMediaActions(store, session.save, session.goToUpgrade);
  const [slot, setSlot] = useState<string>('hero');
  const finishTyping = useRef<(() => void) | null>(null);
  const tools = useFingerTools(finishTyping);
  // Rewriting needs a language model: the built-in writer has one wording per text (no variants), so
  // without a model "Another version" would give the same words back every time.
  const canRewrite = usePublicConfig()?.languageModel === true;
  const { onSlotTapped, onTextTapped } = tools;
  const selectSlot = useCallback(
    (next: string, isOnText: boolean) => {
      setSlot(next);
      onSlotTapped(isOnText);
    },
    [onSlotTapped],
  );
  const [isLinkOpen, setIsLinkOpen] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const textTarget = useRef<TextTarget | null>(null);
  const [hasTextTarget, setHasTextTarget] = useState(false);
  // The site name, menu names, FAQ questions, phone and email sit inside a link or control already.
  const [isLinkable, setIsLinkable] = useState(true);

  const onTextTarget = useCallback(
    (target: TextTarget) => {
      textTarget.current = target;
      setHasTextTarget(true);
      setIsLinkable(canHoldLink(target.path));
      onTextTapped(target.path);
    },
    [onTextTapped],
  );

  function openLinkDialog() {
    // The text still being typed is kept first, so the link goes in at its caret.
    finishTyping.current?.();
    setIsLinkOpen(true);
  }

  function insert(markup: string) {
    const target = textTarget.current;
    if (!target) return;
    const content = store.getState().content;
    const old = getAt(content, target.path);
    const next = insertLink(typeof old === 'string' ? old : '', markup, target.caret);
    store.edit(setText(content, target.path, next));
    textTarget.current = { path: target.path, caret: target.caret + markup.length + 1 };
  }

  async function save() {
    setIsSaving(true);
    try {
      await session.saveWithToast();
    } finally {
      setIsSaving(false);
    }
  }
  const undo = () => store.undo() && toast({ title: t('builder.editor.undone') });
  const redo = () => store.redo() && toast({ title: t('builder.editor.redone') });
  useEditorShortcuts({ undo, redo, save: () => void save() });

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('builder.editor.editing', { name })}
          {isDirty && (
            <span className="ml-2 text-sm font-normal text-amber-800 dark:text-amber-300">
              {t('builder.editor.unsaved')}
            </span>
          )}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" disabled={!canUndo} onClick={undo}>
            <Undo2 className="size-4" aria-hidden /> {t('builder.editor.undo')}
          </Button>
          <Button size="sm" variant="secondary" disabled={!canRedo} onClick={redo}>
            <Redo2 className="size-4" aria-hidden /> {t('builder.editor.redo')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={!hasTextTarget || !isLinkable}
            title={
              !hasTextTarget
                ? t('builder.editor.linkNeedsText')
                : isLinkable
                  ? undefined
                  : t('builder.editor.linkNotHere')
            }
            onClick={openLinkDialog}
          >
            <Link2 className="size-4" aria-hidden /> {t('builder.link.add')}
          </Button>
          <Button size="sm" onClick={save} disabled={isSaving}>
            <Save className="size-4" aria-hidden /> {isSaving ? t('builder.saving') : t('builder.save')}
          </Button>
          {onPreview && (
            <Button size="sm" variant="ghost" onClick={onPreview}>
              <Eye className="size-4" aria-hidden /> {t('builder.preview')}
            </Button>
          )}
        </div>
      </div>
      <WriterNotice siteId={site.id} />
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('builder.editor.help')}</p>
      {isCompact && facts}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <EditorCanvas
          store={store}
          title={name}
          selectedSlot={slot}
          onSelectSlot={selectSlot}
          onTextTarget={onTextTarget}
          finishTypingRef={finishTyping}
          onFrame={tools.setFrame}
        />
        <aside
          aria-label={t('builder.editor.tools')}
          className="grid min-w-0 grid-cols-1 content-start gap-6 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          {!isCompact && facts}
          {canRewrite && (
            <ToolsSheet
              isOpen={tools.isRewriteOpen}
              isHiddenWhenClosed={false}
              onClose={tools.closeRewrite}
              onShown={(top) =>
                tools.textPath && tools.revealAboveSheet(`[data-path="${CSS.escape(tools.textPath)}"]`, top)
              }
            >
              <RewritePanel
                store={store}
                siteId={site.id}
                partKey={tools.rewritePart}
                onPartKeyChange={tools.setRewritePart}
              />
            </ToolsSheet>
          )}
          <ToolsSheet
            isOpen={tools.isPictureOpen}
            onClose={tools.closePicture}
            onShown={(top) => tools.revealAboveSheet(`[data-media-path="${CSS.escape(slot)}"]`, top)}
          >
            <MediaPanel store={store} slot={slot} actions={actions} canUseAi={canUseAi} />
          </ToolsSheet>
          <AddPanel store={store} />
        </aside>
      </div>
      {tools.textPath && tools.isTextBarShown && (
        <TextToolsBar
          frame={tools.frame}
          path={tools.textPath}
          isLinkable={isLinkable}
          sectionLabel={canRewrite ? sectionLabelOf(store.getState().content, tools.textPath) : null}
          onAddLink={openLinkDialog}
          onWriteWithAi={tools.openRewrite}
          onClose={tools.hideTextBar}
        />
      )}
      <LinkDialog open={isLinkOpen} onOpenChange={setIsLinkOpen} onInsert={insert} />
      <ConflictDialog
        open={session.conflict !== null}
        onOpenChange={(open) => !open && session.dismissConflict()}
        onLoadNewer={() => void session.loadNewer()}
        onKeepMine={() => void session.keepMine()}
      />
    </div>
  );
}
