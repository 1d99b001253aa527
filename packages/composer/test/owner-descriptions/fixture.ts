import type { Industry } from '@mainstreet/site';

/** One owner's description and what the composer should find in it. */
export type Fixture = {
  prompt: string;
  name: string | null;
  industry: Industry;
  phone?: string;
  /** The owner asks for texts only on the phone ("text me on …"): the page never offers it to call. */
  textsOnly?: true;
  email?: string;
  address?: string;
  hours?: string;
  services?: string[];
  prices?: string[];
};
