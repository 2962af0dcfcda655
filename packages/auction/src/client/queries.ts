/** Auction: query keys, reads, writes, and the live stream that keeps every screen current. */
import { useEffect, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@league/core/client';
import { useLingui } from '@league/ui/i18n/macro';
import type { AuctionLiveMessage, AuctionSummary, AuctionView, CreateAuctionInput } from '../contract';

export const PADDLE_HEADER = 'x-paddle-token';

export const auctionKeys = {
  all: ['auctions'] as const,
  list: () => [...auctionKeys.all, 'list'] as const,
  one: (id: string) => [...auctionKeys.all, 'one', id] as const,
  paddles: (id: string) => [...auctionKeys.all, 'paddles', id] as const,
  paddle: (id: string, token: string) => [...auctionKeys.all, 'paddle-who', id, token] as const,
};

const path = (id: string) => `/api/auctions/${encodeURIComponent(id)}`;

/** `fallback`: the failure's words in the page's language (English by default, outside a screen). */
export function auctionQuery(id: string, fallback = 'Failed to load the auction') {
  return queryOptions({
    queryKey: auctionKeys.one(id),
    queryFn: async ({ signal }) => (await api.get<{ data: AuctionView }>(path(id), { signal, fallback })).data,
    staleTime: Infinity,
  });
}

export function useAuction(id: string) {
  const { t } = useLingui();
  return useQuery(auctionQuery(id, t`Failed to load the auction`));
}

export function useAuctions() {
  const { t } = useLingui();
  const fallback = t`Failed to load auctions`;
  return useQuery({
    queryKey: auctionKeys.list(),
    queryFn: async ({ signal }) => (await api.get<{ data: AuctionSummary[] }>('/api/auctions', { signal, fallback })).data,
  });
}

/** Keeps the newest state: a late answer never replaces a newer one (states carry seq). */
export function putState(client: QueryClient, state: AuctionView) {
  const key = auctionKeys.one(state._id);
  const current = client.getQueryData<AuctionView>(key);
  if (!current || state.seq >= current.seq) client.setQueryData(key, state);
}

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

/**
 * Subscribes to the auction's server-sent events once its state is loaded, resuming after
 * the state's seq; EventSource reconnects by itself with Last-Event-ID.
 */
export function useAuctionLive(id: string, ready: boolean, options: { needsPool?: boolean } = {}): LiveStatus {
  const client = useQueryClient();
  const needsPool = options.needsPool ?? false;
  const [status, setStatus] = useState<LiveStatus>('connecting');
  useEffect(() => {
    if (!ready || typeof EventSource === 'undefined') return;
    const seq = client.getQueryData<AuctionView>(auctionKeys.one(id))?.seq ?? 0;
    const source = new EventSource(`${path(id)}/live?after=${seq}`);
    source.onopen = () => setStatus('live');
    source.onerror = () => setStatus('reconnecting');
    source.addEventListener('state', (event) => {
      const message = JSON.parse((event as MessageEvent<string>).data) as AuctionLiveMessage;
      const cached = client.getQueryData<AuctionView>(auctionKeys.one(id));
      const refetch = () => void client.invalidateQueries({ queryKey: auctionKeys.one(id) });
      setStatus('live');
      if (cached && message.seq <= cached.seq) return; // already known (a write's own answer)
      if (message.state) {
        putState(client, { ...message.state, pool: cached?.pool ?? [] });
        if (needsPool || !cached) refetch();
      } else if (cached && cached.seq === message.seq - 1 && message.current !== undefined) {
        putState(client, { ...cached, seq: message.seq, current: message.current });
      } else refetch(); // a gap: read the whole state again
    });
    return () => source.close();
  }, [id, ready, client, needsPool]);
  return status;
}

/** A write whose answer is the new state (a bid's without the pool, which it does not change). */
function useAuctionWrite<V>(id: string, send: (vars: V) => Promise<{ data: Omit<AuctionView, 'pool'> & { pool?: AuctionView['pool'] } }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => putState(client, { ...answer.data, pool: answer.data.pool ?? client.getQueryData<AuctionView>(auctionKeys.one(id))?.pool ?? [] }),
  });
}

export const useCallLot = (id: string) => {
  const { t } = useLingui();
  const fallback = t`Could not call the lot`;
  return useAuctionWrite(id, (vars: { name?: string; lower?: boolean }) => api.post(`${path(id)}/lots`, vars, { fallback }));
};

export const useBid = (id: string, paddleToken?: string) => {
  const { t } = useLingui();
  const fallback = t`The bid did not go through`;
  return useAuctionWrite(id, (vars: { lotId: string; teamId: string; amount: number }) =>
    api.post(`${path(id)}/bids`, vars, { fallback, headers: paddleToken ? { [PADDLE_HEADER]: paddleToken } : undefined }),
  );
};

export const useHammer = (id: string) => {
  const { t } = useLingui();
  const fallback = t`Could not close the lot`;
  return useAuctionWrite(id, (vars: { lotId: string; kind: 'sold' | 'unsold' }) =>
    api.post(`${path(id)}/lots/${vars.lotId}/${vars.kind}`, undefined, { fallback }),
  );
};

export const useUndo = (id: string) => {
  const { t } = useLingui();
  const fallback = t`Could not undo`;
  return useAuctionWrite(id, () => api.post(`${path(id)}/undo`, undefined, { fallback }));
};

export const useSetStatus = (id: string) => {
  const client = useQueryClient();
  const { t } = useLingui();
  const fallback = t`Could not change the status`;
  return useMutation({
    mutationFn: (status: 'live' | 'paused' | 'closed') => api.put<{ data: AuctionView }>(path(id), { status }, { fallback }),
    onSuccess: (answer) => {
      putState(client, answer.data);
      void client.invalidateQueries({ queryKey: auctionKeys.list() });
    },
  });
};

export function useCreateAuction() {
  const client = useQueryClient();
  const { t } = useLingui();
  const fallback = t`Could not create the auction`;
  return useMutation({
    mutationFn: (input: CreateAuctionInput) => api.post<{ data: AuctionView }>('/api/auctions', input, { fallback }),
    onSuccess: (answer) => {
      putState(client, answer.data);
      void client.invalidateQueries({ queryKey: auctionKeys.list() });
    },
  });
}

/** PUT the whole setup (only while in setup): the state answers with the new teams and pool. */
export function useUpdateAuction(id: string) {
  const client = useQueryClient();
  const { t } = useLingui();
  const fallback = t`Could not save the auction`;
  return useMutation({
    mutationFn: (input: CreateAuctionInput) => api.put<{ data: AuctionView }>(path(id), input, { fallback }),
    onSuccess: (answer) => {
      putState(client, answer.data);
      void client.invalidateQueries({ queryKey: auctionKeys.list() });
    },
  });
}

export interface PaddleRow {
  teamId: string;
  teamName: string;
  active: boolean;
  createdAt: string | null;
}

export function usePaddles(id: string) {
  const { t } = useLingui();
  const fallback = t`Failed to load paddle links`;
  return useQuery({
    queryKey: auctionKeys.paddles(id),
    queryFn: async ({ signal }) => (await api.get<{ data: PaddleRow[] }>(`${path(id)}/paddles`, { signal, fallback })).data,
  });
}

export function useRotatePaddle(id: string) {
  const client = useQueryClient();
  const { t } = useLingui();
  const fallback = t`Could not make the link`;
  return useMutation({
    mutationFn: async (teamId: string) =>
      (await api.post<{ data: { teamId: string; token: string; path: string } }>(`${path(id)}/paddles`, { teamId }, { fallback })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: auctionKeys.paddles(id) }),
  });
}

export function useRevokePaddle(id: string) {
  const client = useQueryClient();
  const { t } = useLingui();
  const fallback = t`Could not revoke the link`;
  return useMutation({
    mutationFn: (teamId: string) => api.delete(`${path(id)}/paddles/${teamId}`, { fallback }),
    onSuccess: () => client.invalidateQueries({ queryKey: auctionKeys.paddles(id) }),
  });
}

/** The team a paddle link bids for (401 when the link was revoked or rotated). */
export function usePaddleWho(id: string, token: string) {
  const { t } = useLingui();
  const fallback = t`This paddle link did not work`;
  return useQuery({
    queryKey: auctionKeys.paddle(id, token),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: { teamId: string; teamName: string } }>(`${path(id)}/paddle`, {
          signal,
          headers: { [PADDLE_HEADER]: token },
          fallback,
        })
      ).data,
    enabled: !!token,
    retry: false,
  });
}

export const csvPath = (id: string) => `${path(id)}/squads.csv`;
