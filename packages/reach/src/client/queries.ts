import { useQuery } from '@tanstack/react-query';
import { api } from '@league/core/client';
import type { PlayerCard } from '../contract';

const reachKeys = {
  player: (id: string) => ['reach', 'player', id] as const,
};

export function usePlayerCard(id: string) {
  return useQuery({
    queryKey: reachKeys.player(id),
    queryFn: async () => (await api.get<{ data: PlayerCard }>(`/api/share/players/${encodeURIComponent(id)}`)).data,
  });
}
