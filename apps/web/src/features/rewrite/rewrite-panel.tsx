import { Sparkles } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { useT } from '../../i18n/i18n';
import { messageOf } from '../../lib/api';
import { usePublicConfig } from '../../lib/public-config';
import { useEditorState } from '../builder/save/use-editor-session';
import { setText } from '../builder/store/content-path';
import type { EditorStore } from '../builder/store/editor-store';
import { listRewritableParts, listSectionTexts, type SectionText } from './rewritable-texts';
import { PRESETS, type RewriteAnswer, type RewriteRequest, requestRewrite } from './rewrite-api';
import { RewriteProposal } from './rewrite-proposal';

type Proposal = { answer: RewriteAnswer; before: Map<string, string> };

const selectClass =
  'h-9 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

/**
 * "Write with AI": one section rewritten by the model (a preset or the owner's instruction) or
 * drawn again by the built-in writer, shown as a diff; Accept makes it one edit, one Undo away.
 */
export function RewritePanel({
  store,
  siteId,
  partKey,
  onPartKeyChange,
}: {
  store: EditorStore;
  siteId: string;
  /** The part picked: the editor names the section of the text the owner tapped last. */
  partKey: string;
  onPartKeyChange: (key: string) => void;
}) {
  const t = useT();
  const id = useId();
  const content = useEditorState(store, (s) => s.content);
  const parts = listRewritableParts(content);
  const [instruction, setInstruction] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [variant, setVariant] = useState(1);
  const part = parts.find((p) => p.key === partKey) ?? parts[0];
  // Without a language model nothing here gives other words: the built-in writer has one wording
  // per text, so "Another version" would give the same back every time (the editor hides the panel).
  const hasModel = usePublicConfig()?.languageModel === true;
  // A proposal belongs to the part it was asked for; picking or tapping another part drops it.
  const [askedFor, setAskedFor] = useState(partKey);
  if (askedFor !== partKey) {
    setAskedFor(partKey);
    setProposal(null);
    setError(null);
  }

  async function ask(label: string, request: Omit<RewriteRequest, 'texts' | 'sectionType'>) {
    const texts: SectionText[] = listSectionTexts(store.getState().content, part.key);
    if (texts.length === 0) return setError(t('rewrite.noText'));
    setBusy(label);
    setError(null);
    setProposal(null);
    try {
      const answer = await requestRewrite(siteId, { ...request, texts, sectionType: part.sectionType });
      setProposal({ answer, before: new Map(texts.map((text) => [text.path, text.text])) });
    } catch (e) {
      setError(messageOf(e, t('rewrite.failed')));
    } finally {
      setBusy(null);
    }
  }

  function accept() {
    if (!proposal) return;
    let next = store.getState().content;
    for (const text of proposal.answer.texts) next = setText(next, text.path, text.text);
    // One structural edit: one undo step, and one edit of the session.
    store.edit(next, 'structure');
    setProposal(null);
    toast({ title: t('rewrite.applied'), description: t('rewrite.appliedText') });
  }

  function onInstruction(event: FormEvent) {
    event.preventDefault();
    if (instruction.trim())
      void ask(t('rewrite.submit'), { writer: 'model', instruction: instruction.trim() });
  }

  if (!hasModel) return null;
  return (
    // One column no wider than the panel (grid-cols-1 is minmax(0, 1fr)): the instruction field shrinks
    // at 320 px instead of pushing Rewrite past the card.
    <section aria-labelledby={`${id}-title`} className="grid grid-cols-1 gap-2">
      <h3
        id={`${id}-title`}
        className="flex items-center gap-1.5 text-sm font-semibold text-slate-900 dark:text-white"
      >
        <Sparkles className="size-4" aria-hidden /> {t('rewrite.title')}
      </h3>
      <label htmlFor={`${id}-part`} className="text-sm text-slate-600 dark:text-slate-400">
        {t('rewrite.part')}
      </label>
      <select
        id={`${id}-part`}
        className={selectClass}
        value={part.key}
        onChange={(e) => onPartKeyChange(e.target.value)}
      >
        {parts.map((p) => (
          <option key={p.key} value={p.key}>
            {p.label}
          </option>
        ))}
      </select>
      <fieldset className="flex flex-wrap gap-1.5" disabled={busy !== null}>
        <legend className="sr-only">{t('rewrite.presets')}</legend>
        {PRESETS.map((p) => (
          <Button
            key={p.id}
            size="sm"
            variant="secondary"
            onClick={() => void ask(t(p.label), { writer: 'model', preset: p.id })}
          >
            {t(p.label)}
          </Button>
        ))}
      </fieldset>
      <form className="flex gap-1.5" onSubmit={onInstruction}>
        <Input
          aria-label={t('rewrite.instruction')}
          placeholder={t('rewrite.instructionPlaceholder')}
          maxLength={300}
          value={instruction}
          onChange={(e) => setInstruction(e.target.value)}
          className="h-9 min-w-0 pointer-coarse:h-11"
        />
        <Button size="sm" type="submit" disabled={busy !== null || !instruction.trim()}>
          {t('rewrite.submit')}
        </Button>
      </form>
      <Button
        size="sm"
        variant="ghost"
        // A narrow sheet at 320 px: the label wraps inside the panel instead of running past its edge.
        className="!h-auto !whitespace-normal max-w-full py-1.5 text-left"
        disabled={busy !== null}
        onClick={() => {
          setVariant((v) => v + 1);
          void ask(t('rewrite.another'), { writer: 'builtin', variant });
        }}
      >
        {t('rewrite.anotherBuiltin')}
      </Button>
      <div aria-live="polite" className="grid gap-2">
        {busy && (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('rewrite.busy', { action: busy })}</p>
        )}
        {error && <p className="text-sm text-red-700 dark:text-red-400">{error}</p>}
        {proposal && (
          <>
            <RewriteProposal
              answer={proposal.answer}
              before={proposal.before}
              language={content.meta.language}
            />
            <div className="flex gap-2">
              <Button size="sm" onClick={accept}>
                {t('rewrite.accept')}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setProposal(null)}>
                {t('rewrite.discard')}
              </Button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
