import type { ChannelKind as ReadKind } from '../../src/extract/channels';

/**
 * The ways to reach an owner, as a careful reader takes them from a description: each one the page
 * must link, and the one the hero's action must name.
 * Targets: phones as E.164 digits (national digits when the description shows no country), emails and
 * web addresses lower case without "https://" or "www.", Instagram/TikTok handles without "@", a
 * map link by the street address's first words.
 */
export type ChannelKind =
  | ReadKind
  /** A number the labels do not say is called, texted or on WhatsApp (the composer's corpus). */
  | 'phone';

export type Channel = [kind: ChannelKind, target: string];

export type LabelledDescription = {
  id: string;
  channels: Channel[];
  /** Ways a reader might also fairly take (not missing when absent, not wrong when present). */
  optional?: Channel[];
  /** The kind the hero's one action names; undefined when the description gives no channel. */
  hero?: ChannelKind;
  /** Other kinds a hero may fairly lead with when the owner states no preference. */
  heroAlso?: ChannelKind[];
};
