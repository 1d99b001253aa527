/** The last save queued for each site in this tab, by website id: the editor's and the preview's alike. */
const tails = new Map<string, Promise<unknown>>();

/**
 * Runs one save of a site after every save of that site this tab has already queued, whichever
 * screen asked (the editor's Save, auto-save, an upload's save, the preview's Save), so each sends
 * the version the previous one got back.
 */
export function queueSiteSave<T>(siteId: string, run: () => Promise<T>): Promise<T> {
  const next = (tails.get(siteId) ?? Promise.resolve()).catch(() => undefined).then(run);
  const tail = next.catch(() => undefined);
  tails.set(siteId, tail);
  void tail.then(() => {
    if (tails.get(siteId) === tail) tails.delete(siteId);
  });
  return next;
}

/**
 * Runs the saves of one tab one after another: a save asked for while another is travelling starts
 * when that one has ended, so it sends the version the last save got back. Two saves sent at once
 * (an upload's save and auto-save) would otherwise both claim the same version, and the server
 * would refuse the second as "saved in another tab". With a site id, the queue is that site's one
 * queue in this tab (shared with the preview's Save).
 */
export function createSaveQueue(run: () => Promise<void>, siteId?: string): () => Promise<void> {
  if (siteId !== undefined) return () => queueSiteSave(siteId, run);
  let last: Promise<void> = Promise.resolve();
  return () => {
    const next = last.catch(() => undefined).then(run);
    last = next;
    return next;
  };
}
