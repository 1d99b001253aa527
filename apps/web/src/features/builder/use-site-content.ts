import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../components/ui/toast';
import { messageOf } from '../../lib/api';
import { type CurrentSite, setCurrentSite } from './current-site';
import { closeSite, isSiteGone } from './open-site';
import { fetchWebsite } from './website-query';

/** A site opened from My Sites has no content yet (the list omits it): load it once. */
export function useSiteContent(site: CurrentSite | null | undefined) {
  const queryClient = useQueryClient();
  const id = site?.id;
  const hasContent = Boolean(site?.content);
  useEffect(() => {
    if (!id || hasContent) return;
    let isActive = true;
    fetchWebsite(queryClient, id)
      .then((loaded) => {
        if (!isActive) return;
        setCurrentSite({
          id: loaded.id,
          name: loaded.name,
          content: loaded.content,
          version: loaded.version,
          netlifyUrl: loaded.netlifyUrl,
          needsRedeployment: loaded.needsRedeployment,
        });
      })
      .catch((error) => {
        if (!isActive) return;
        if (isSiteGone(error)) return closeSite(queryClient, id, { announce: true });
        toast({
          title: 'Could not open website',
          description: messageOf(error, 'Please try again.'),
          variant: 'destructive',
        });
      });
    return () => {
      isActive = false;
    };
  }, [id, hasContent, queryClient]);
}
