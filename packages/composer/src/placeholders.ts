/** Visible stand-ins for facts the description did not give; the editor highlights them. */
export const PLACEHOLDER_TEXT = {
  siteName: 'Your Business Name',
  address: 'Add your street address',
  phone: 'Add your phone number',
  hours: 'Add your opening hours',
  email: 'Add your email address',
} as const;
