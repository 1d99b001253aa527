import { SITE_LANGUAGE_NAMES, withLanguage } from '@mainstreet/site';
import { useId } from 'react';
import type { EditorStore } from './editor-store';
import { useEditorState } from './use-editor-session';

const selectClass =
  'h-9 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

/**
 * The site's language: shown, and changeable. A change sets `lang` and re-labels the renderer's fixed
 * words and the default navigation; the owner's own copy stays as written.
 */
export function LanguagePanel({ store }: { store: EditorStore }) {
  const id = useId();
  const language = useEditorState(store, (s) => s.content.meta.language || 'en');
  const base = language.split('-')[0].toLowerCase();
  // A language the picker does not offer (set by an import) is still shown as what it is.
  const options = SITE_LANGUAGE_NAMES[base]
    ? SITE_LANGUAGE_NAMES
    : { ...SITE_LANGUAGE_NAMES, [base]: language };
  return (
    <section aria-labelledby={`${id}-title`} className="grid grid-cols-1 gap-2">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900 dark:text-white">
        Language
      </h3>
      <label htmlFor={`${id}-select`} className="text-sm text-slate-600 dark:text-slate-400">
        Site language
      </label>
      <select
        id={`${id}-select`}
        className={selectClass}
        value={base}
        onChange={(e) => store.edit(withLanguage(store.getState().content, e.target.value))}
      >
        {Object.entries(options).map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Changes the page’s language and its built-in labels (menu, contact, footer). Your own text stays as
        you wrote it.
      </p>
    </section>
  );
}
