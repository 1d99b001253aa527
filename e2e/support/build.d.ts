export declare const ROOT: string;
/** Builds apps/web unless dist is newer than every source file (the same rule `npm start` uses). */
export declare function ensureWebBuild(): Promise<void>;
