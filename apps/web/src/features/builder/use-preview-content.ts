import type { Content } from '@mainstreet/site';
import { useEffect, useState } from 'react';
import type { CurrentSite } from './current-site';
import { readRecord, type SessionRecord, subscribeRecord } from './session-record';

/** The unsaved session record of a site, kept current as any tab writes it. */
export function useSessionRecord(websiteId: string | null | undefined): SessionRecord | null {
  const [record, setRecord] = useState<SessionRecord | null>(() =>
    websiteId ? readRecord(websiteId) : null,
  );
  useEffect(() => {
    if (!websiteId) return setRecord(null);
    setRecord(readRecord(websiteId));
    return subscribeRecord(websiteId, setRecord);
  }, [websiteId]);
  return record;
}

/**
 * Precedence: the session sync (unsaved edits), then the live editor content (mirrored into
 * the current site), then the selected website, then the generated one.
 */
export function pickPreviewContent(
  record: SessionRecord | null,
  site: CurrentSite | null | undefined,
): Content | null {
  if (record?.hasUnsavedChanges && record.websiteId === site?.id) return record.content;
  return site?.content ?? null;
}
