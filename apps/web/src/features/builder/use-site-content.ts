import { useEffect } from 'react';
import { toast } from '../../components/ui/toast';
import { apiRequest, messageOf } from '../../lib/api';
import { type CurrentSite, setCurrentSite } from './current-site';

/** A site opened from My Sites has no content yet (the list omits it): load it once. */
export function useSiteContent(site: CurrentSite | null | undefined) {
  const id = site?.id;
  const hasContent = Boolean(site?.content);
  useEffect(() => {
    if (!id || hasContent) return;
    let isActive = true;
    apiRequest('GET', '/api/websites/:id', { params: { id } })
      .then((loaded) => {
        if (isActive) setCurrentSite({ id: loaded.id, name: loaded.name, content: loaded.content });
      })
      .catch((error) =>
        toast({
          title: 'Could not open website',
          description: messageOf(error, 'Please try again.'),
          variant: 'destructive',
        }),
      );
    return () => {
      isActive = false;
    };
  }, [id, hasContent]);
}
