export type BotCheckResult = { isHuman: boolean; reason?: string };

/** Verifies a client's human-check token. The embedded default is off: everyone passes. */
export type BotCheck = {
  isEnabled: boolean;
  verify(token: string, remoteIp?: string): Promise<BotCheckResult>;
};
