/** What every section component receives: its content, where it sits, and its visible name. */
export type SectionProps<C> = { content: C; path: string; anchor: string; name: string };
