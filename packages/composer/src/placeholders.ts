/** Visible stand-ins for facts the description did not give; the editor highlights them. */
export const PLACEHOLDER_TEXT = {
  siteName: 'Your Business Name',
  address: 'Add your street address',
  phone: 'Add your phone number',
  hours: 'Add your opening hours',
  email: 'Add your email address',
  /** The pricing section's subtitle until prices are entered (the editor shows it, visitors never do). */
  prices: 'Add your prices so visitors know what to expect.',
} as const;
