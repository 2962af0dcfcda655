/** TanStack Query: the gallery list and the delete mutation. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, listOf } from '@league/core/client';
import { withoutLocale } from '@league/ui/i18n';
import { useLingui } from '@league/ui/i18n/macro';
import { galleryMessages, galleryPaths } from '../rules';
import { toGalleryItems, type GalleryItem } from './model';

export const galleryKeys = {
  all: ['gallery'] as const,
  list: () => [...galleryKeys.all, 'list'] as const,
};

/**
 * A server refusal shows its message ('Failed to fetch gallery.' when it has none: an ApiError
 * with no message, worded by the screen); anything else 'Could not load gallery.'.
 */
export async function fetchGallery(): Promise<GalleryItem[]> {
  let payload: unknown;
  try {
    payload = await api.get(galleryPaths.list, { fallback: '' });
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400) throw error;
    throw new Error(galleryMessages.loadFailed);
  }
  return toGalleryItems(listOf<unknown>(payload));
}

let early: Promise<GalleryItem[]> | null = null;

/**
 * Opened at /gallery, asks for the list as soon as the screen's code is in, before the page is
 * hydrated: the first picture is the page's largest paint and cannot be asked for before the
 * list (quality F2). The answer waits here, outside the query cache (the prerendered page
 * must be adopted as it was drawn), until the screen's query takes it.
 */
export function askForGalleryEarly() {
  if (typeof window === 'undefined' || withoutLocale(window.location.pathname.replace(/\/$/, '')) !== '/gallery' || early) return;
  early = fetchGallery();
  early.catch(() => undefined); // the query reports it
}

function fetchGalleryOnce(): Promise<GalleryItem[]> {
  const answer = early;
  early = null;
  return answer ?? fetchGallery();
}

export const galleryQuery = queryOptions({ queryKey: galleryKeys.list(), queryFn: fetchGalleryOnce });

export function useGallery() {
  return useQuery(galleryQuery);
}

export function useDeleteImage() {
  const { t } = useLingui();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(galleryPaths.item(id), { fallback: t`Delete failed.` }),
    onSettled: () => client.invalidateQueries({ queryKey: galleryKeys.all }),
  });
}
