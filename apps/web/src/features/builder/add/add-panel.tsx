import { SECTION_TYPES, type SectionType, WIDGET_TYPES, type WidgetType } from '@mainstreet/site';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { MessageId } from '../../../i18n/catalogs';
import { useT } from '../../../i18n/i18n';
import { useEditorState } from '../save/use-editor-session';
import type { EditorStore } from '../store/editor-store';
import {
  addFaqQuestion,
  addFeature,
  addPricingPlan,
  addSection,
  addService,
  addWidget,
  moveSection,
  orderedSections,
  removeSection,
  removeWidget,
  SECTION_LABELS,
  WIDGET_LABELS,
} from './add-content';
import { SocialLinksForm } from './social-links-form';

const selectClass =
  'h-9 min-w-40 flex-1 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

const ADD_ITEM: Partial<Record<SectionType, { label: MessageId; add: typeof addFaqQuestion }>> = {
  faq: { label: 'builder.add.question', add: addFaqQuestion },
  features: { label: 'builder.add.feature', add: addFeature },
  pricing: { label: 'builder.add.plan', add: addPricingPlan },
};

/** Add sections, widgets and content; reorder and remove sections and widgets. */
export function AddPanel({ store }: { store: EditorStore }) {
  const t = useT();
  const id = useId();
  const sections = useEditorState(store, (s) => s.content.sections);
  const widgets = useEditorState(store, (s) => s.content.widgets);
  const [sectionType, setSectionType] = useState<SectionType>('faq');
  const [widgetType, setWidgetType] = useState<WidgetType>('opening-hours');
  const change = (update: (c: ReturnType<typeof store.getState>['content']) => typeof c) =>
    store.edit(update(store.getState().content));
  const ordered = orderedSections({ ...store.getState().content, sections });

  return (
    <div className="grid grid-cols-1 gap-5">
      <section aria-labelledby={`${id}-sections`} className="grid grid-cols-1 gap-2">
        <h3 id={`${id}-sections`} className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('builder.add.sections')}
        </h3>
        <div className="flex flex-wrap gap-2">
          <label htmlFor={`${id}-type`} className="sr-only">
            {t('builder.add.sectionType')}
          </label>
          <select
            id={`${id}-type`}
            className={selectClass}
            value={sectionType}
            onChange={(e) => setSectionType(e.target.value as SectionType)}
          >
            {SECTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(SECTION_LABELS[type])}
              </option>
            ))}
          </select>
          <Button size="sm" onClick={() => change((c) => addSection(c, sectionType))}>
            <Plus className="size-4" aria-hidden /> {t('builder.add.section')}
          </Button>
        </div>
        <ul className="grid grid-cols-1 gap-1.5">
          {ordered.map(({ section, index }, position) => {
            const item = ADD_ITEM[section.type as SectionType];
            const known = SECTION_LABELS[section.type as SectionType] as MessageId | undefined;
            const name = section.name || (known ? t(known) : section.type);
            return (
              <li
                key={section.id}
                className="flex flex-wrap items-center gap-1 rounded-lg bg-slate-50 px-2 py-1 text-sm dark:bg-slate-800"
              >
                <span className="min-w-0 flex-1 basis-full truncate font-medium">{name}</span>
                <span className="flex-1" />
                {item && (
                  <Button size="sm" variant="ghost" onClick={() => change((c) => item.add(c, index))}>
                    {t(item.label)}
                  </Button>
                )}
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={t('builder.add.moveUp', { name })}
                  disabled={position === 0}
                  onClick={() => change((c) => moveSection(c, index, -1))}
                >
                  <ArrowUp className="size-4" aria-hidden />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={t('builder.add.moveDown', { name })}
                  disabled={position === ordered.length - 1}
                  onClick={() => change((c) => moveSection(c, index, 1))}
                >
                  <ArrowDown className="size-4" aria-hidden />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={t('builder.add.remove', { name })}
                  onClick={() => change((c) => removeSection(c, index))}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby={`${id}-widgets`} className="grid grid-cols-1 gap-2">
        <h3 id={`${id}-widgets`} className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('builder.add.widgets')}
        </h3>
        <div className="flex flex-wrap gap-2">
          <label htmlFor={`${id}-widget`} className="sr-only">
            {t('builder.add.widgetType')}
          </label>
          <select
            id={`${id}-widget`}
            className={selectClass}
            value={widgetType}
            onChange={(e) => setWidgetType(e.target.value as WidgetType)}
          >
            {WIDGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(WIDGET_LABELS[type])}
              </option>
            ))}
          </select>
          <Button size="sm" onClick={() => change((c) => addWidget(c, widgetType))}>
            <Plus className="size-4" aria-hidden /> {t('builder.add.widget')}
          </Button>
        </div>
        <ul className="grid grid-cols-1 gap-1.5">
          {widgets.map((widget, index) => {
            const known = WIDGET_LABELS[widget.type as WidgetType] as MessageId | undefined;
            const name = known ? t(known) : widget.type;
            return (
              <li
                key={widget.id}
                className="flex flex-wrap items-center gap-1 rounded-lg bg-slate-50 px-2 py-1 text-sm dark:bg-slate-800"
              >
                <span className="flex-1 truncate">{name}</span>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={t('builder.add.remove', { name })}
                  onClick={() => change((c) => removeWidget(c, index))}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
                {widget.type === 'social' && <SocialLinksForm store={store} widgetIndex={index} />}
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby={`${id}-content`} className="grid grid-cols-1 gap-2">
        <h3 id={`${id}-content`} className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('builder.add.content')}
        </h3>
        <Button size="sm" variant="secondary" onClick={() => change(addService)}>
          <Plus className="size-4" aria-hidden /> {t('builder.add.service')}
        </Button>
      </section>
    </div>
  );
}
