/** TanStack Query: the gallery list and the delete mutation. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, listOf } from '@league/core/client';
import { galleryMessages, galleryPaths } from '../rules';
import { toGalleryItems, type GalleryItem } from './model';

export const galleryKeys = {
  all: ['gallery'] as const,
  list: () => [...galleryKeys.all, 'list'] as const,
};

/** A server refusal shows its message ('Failed to fetch gallery.' when it has none); anything else 'Could not load gallery.'. */
export async function fetchGallery(): Promise<GalleryItem[]> {
  let payload: unknown;
  try {
    payload = await api.get(galleryPaths.list, { fallback: galleryMessages.fetchFailed });
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400) throw error;
    throw new Error(galleryMessages.loadFailed);
  }
  return toGalleryItems(listOf<unknown>(payload));
}

export const galleryQuery = queryOptions({ queryKey: galleryKeys.list(), queryFn: fetchGallery });

export function useGallery() {
  return useQuery(galleryQuery);
}

export function useDeleteImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(galleryPaths.item(id), { fallback: galleryMessages.deleteFailed }),
    onSettled: () => client.invalidateQueries({ queryKey: galleryKeys.all }),
  });
}
