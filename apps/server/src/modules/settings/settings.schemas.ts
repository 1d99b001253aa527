import { z } from 'zod';

/** Timezones offered by the Settings tab; stored as these labels, as the client sends them. */
export const TIMEZONES = [
  'UTC',
  'Eastern',
  'Central',
  'Mountain',
  'Pacific',
  'London',
  'Paris',
  'Tokyo',
] as const;
export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;

export const settingsSchema = z
  .object({
    emailNotifications: z.boolean(),
    marketingEmails: z.boolean(),
    pushNotifications: z.boolean(),
    twoFactorAuth: z.boolean(),
    autoSave: z.boolean(),
    defaultTheme: z.enum(['light', 'dark']),
    language: z.enum(LANGUAGES),
    timezone: z.enum(TIMEZONES),
  })
  .strict();
export type Settings = z.infer<typeof settingsSchema>;

/** A save may send only the values that changed. */
export const settingsUpdate = settingsSchema.partial().strict();

export const DEFAULT_SETTINGS: Settings = {
  emailNotifications: true,
  marketingEmails: false,
  pushNotifications: false,
  twoFactorAuth: false,
  autoSave: true,
  defaultTheme: 'light',
  language: 'en',
  timezone: 'UTC',
};

/** Every setting, as GET and PUT answer them (stored values over the defaults). */
export const settingsAnswer = z.object(settingsSchema.shape);
