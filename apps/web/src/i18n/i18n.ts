import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { storage } from '../lib/storage';
import { EN, loadMessages, type MessageId, type Messages } from './catalogs';
import { type AppLanguage, isAppLanguage, LOCALES, matchLanguage } from './languages';

/** This browser's own choice of language (the header's switcher); kept across sign-out. */
export const LANGUAGE_KEY = 'language';

type Values = Record<string, string | number | Date | null | undefined>;
type RichValues = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

export type Translate = ((id: MessageId, values?: Values) => string) & {
  /** A message with markup (`<b>…</b>`, given as a function of its chunks) or React nodes as values. */
  rich: (id: MessageId, values: RichValues) => ReactNode;
  /** A price in US dollars as this language writes it: "$14.99", "14,99 US$", "14,99 $". */
  price: (cents: number) => string;
  language: AppLanguage;
  intl: IntlShape;
};

type State = { language: AppLanguage; intl: IntlShape; t: Translate };

const cache = createIntlCache();
const listeners = new Set<() => void>();

function makeState(language: AppLanguage, messages: Messages): State {
  const intl = createIntl({ locale: LOCALES[language], defaultLocale: 'en-US', messages }, cache);
  const translate = ((id: MessageId, values?: Values) => intl.formatMessage({ id }, values)) as Translate;
  translate.rich = (id, values) => intl.formatMessage({ id }, values);
  translate.price = (cents) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' });
  translate.language = language;
  translate.intl = intl;
  return { language, intl, t: translate };
}

let state = makeState('en', EN);
let pending: AppLanguage | null = null;

/** The language to start in: the one picked in this browser, else the best for the browser's list. */
export function initialLanguage(): AppLanguage {
  const stored = storage.get(LANGUAGE_KEY);
  if (isAppLanguage(stored)) return stored;
  return matchLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
}

export function getLanguage(): AppLanguage {
  return state.language;
}

/**
 * Shows the app in `language` once its catalog has loaded, without a reload: every screen reading
 * `useT` renders again. `remember` keeps it as this browser's choice.
 */
export async function setLanguage(language: AppLanguage, options: { remember?: boolean } = {}) {
  if (options.remember) storage.set(LANGUAGE_KEY, language);
  pending = language;
  const messages = await loadMessages(language);
  // A later switch made while this catalog loaded wins.
  if (pending !== language) return;
  pending = null;
  if (language === state.language) return;
  state = makeState(language, messages);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useI18nState(): State {
  return useSyncExternalStore(subscribe, () => state);
}

/** One message in the current language, for code outside components (toasts from hooks, errors). */
export function t(id: MessageId, values?: Values): string {
  return state.t(id, values);
}

/** The current language's translator, for code outside components that also needs prices. */
export function getT(): Translate {
  return state.t;
}

/** The translator of the current language; the component renders again when the language changes. */
export function useT(): Translate {
  return useI18nState().t;
}
