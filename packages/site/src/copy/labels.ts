// Written by `npm run new-language` from the language folders beside it (one import each); do not edit.
import type { SiteLanguage } from '../languages';
import type { LabelsFile } from '../render/label-types';
import de from './de/labels.json' with { type: 'json' };
import en from './en/labels.json' with { type: 'json' };
import es from './es/labels.json' with { type: 'json' };
import fr from './fr/labels.json' with { type: 'json' };

export const LABELS_BY_LANGUAGE = { de, en, es, fr } satisfies Record<SiteLanguage, LabelsFile>;
