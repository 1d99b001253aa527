import type { Content } from '@mainstreet/site';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiQuery } from '../../lib/query-client';
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

/** The stored website (launch state, version) when the site has an id. */
export function useStoredWebsite(id: string | null | undefined) {
  return useQuery({
    ...apiQuery('/api/websites/:id', { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    retry: false,
    staleTime: 0,
  });
}
