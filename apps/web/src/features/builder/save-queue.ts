/**
 * Runs the saves of one tab one after another: a save asked for while another is travelling starts
 * when that one has ended, so it sends the version the last save got back. Two saves sent at once
 * (an upload's save and auto-save) would otherwise both claim the same version, and the server
 * would refuse the second as "saved in another tab".
 */
export function createSaveQueue(run: () => Promise<void>): () => Promise<void> {
  let last: Promise<void> = Promise.resolve();
  return () => {
    const next = last.catch(() => undefined).then(run);
    last = next;
    return next;
  };
}
