/** The user as `GET /api/auth/user` presents it. */
export type User = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  plan: string;
  isVerified: boolean;
  createdAt?: string;
};

export type WebsiteStatus = 'draft' | 'live' | 'archived';

/** One row of `GET /api/websites` (the list omits content). */
export type WebsiteSummary = {
  id: string;
  name: string;
  prompt: string;
  status: WebsiteStatus | string;
  editCount: number;
  isAnonymous: boolean;
  createdAt: string;
  updatedAt: string;
  netlifyUrl: string | null;
  needsRedeployment?: boolean;
  coverImage?: string | null;
};

export type Usage = {
  plan: string;
  websites: { used: number; limit: number };
  edits: { used: number; limit: number | null };
  aiImages: { used: number; limit: number };
};

export type UserSettings = {
  emailNotifications: boolean;
  twoFactorAuth: boolean;
  autoSave: boolean;
  defaultTheme: 'light' | 'dark';
  language: 'en' | 'es' | 'fr' | 'de';
  timezone: string;
};
