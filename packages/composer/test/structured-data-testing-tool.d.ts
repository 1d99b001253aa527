// The validator ships no types; these are the parts the corpus test uses (see its README and index.js).
declare module 'structured-data-testing-tool' {
  export type TestResult = {
    passed: unknown[];
    failed: Array<{ description?: string; error?: { message?: string } }>;
  };
  /** Resolves when every test passes; rejects with an Error whose `res` holds the results otherwise. */
  export function structuredDataTestHtml(html: string, options?: { schemas?: string[] }): Promise<TestResult>;
}

declare module 'structured-data-testing-tool/lib/schemas' {
  /** The schema.org types the validator knows, by name. */
  export const schemas: Record<string, unknown>;
}
