import { SITE_LANGUAGES } from '@mainstreet/site';
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

export const settingsSchema = z
  .object({
    /** Email the owner each message a visitor sends through a site's contact form. */
    emailNotifications: z.boolean(),
    /** With emailNotifications: one mail a day listing the day's messages instead of one per message. */
    messageDigest: z.boolean(),
    twoFactorAuth: z.boolean(),
    /** The editor saves by itself after a pause in editing (each save is one of the plan's edits). */
    autoSave: z.boolean(),
    defaultTheme: z.enum(['light', 'dark']),
    /** The app's language (screens, messages, mails); absent until the owner or their browser chose one. */
    language: z.enum(SITE_LANGUAGES).optional(),
    /** How dates are written, as in this language; null writes them as the app's language does. */
    dateFormat: z.enum(SITE_LANGUAGES).nullable(),
    timezone: z.enum(TIMEZONES),
  })
  .strict();
export type Settings = z.infer<typeof settingsSchema>;

/** A save may send only the values that changed. */
export const settingsUpdate = settingsSchema.partial().strict();

export const DEFAULT_SETTINGS: Settings = {
  emailNotifications: true,
  messageDigest: false,
  twoFactorAuth: false,
  autoSave: false,
  defaultTheme: 'light',
  dateFormat: null,
  timezone: 'UTC',
};

/** Every setting, as GET and PUT answer them (stored values over the defaults). */
export const settingsAnswer = z.object(settingsSchema.shape);
