/** What the server knows about an uploaded image: its size and optional resized variants. */
export type MediaInfo = {
  width: number;
  height: number;
  srcset?: { url: string; width: number }[];
  /** A still frame shown before (or instead of) a video. */
  poster?: string;
};
