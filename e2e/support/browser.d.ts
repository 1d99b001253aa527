import { type Browser, type Page } from 'playwright-core';
export declare const CHROME_PATH: string;
export declare const ARTIFACTS: string;
/** Whether a Chromium to drive is installed. */
export declare function hasChromium(): boolean;
/** Launches Debian's Chromium headless, with the flags this closed network needs. */
export declare function launchBrowser(): Promise<Browser>;
/** Saves a full-page screenshot under e2e/artifacts/ and returns its path. */
export declare function screenshot(page: Page, name: string): Promise<string>;
/** Runs axe-core (WCAG 2.2 A/AA rules) on the page; returns the violations. */
export declare function checkA11y(page: Page): Promise<
  {
    id: string;
    impact?: string | null;
    help: string;
    nodes: unknown[];
  }[]
>;
/** The newest message the embedded mail adapter wrote under DATA_DIR/mail/. */
export declare function readLatestMail(dataDir: string): string | null;
