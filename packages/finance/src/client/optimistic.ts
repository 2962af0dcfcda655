/**
 * Spec 4 optimistic rows: the change shows at once; on a server failure the list is put
 * back to the exact snapshot taken before the change and the spec's alert is shown.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { messageOf } from '@league/core/client';
import { financeMessages } from '../contract';
import { afterChange, patchRows } from './queries';

export function useOptimisticRows<T>(key: QueryKey, idOf: (row: T) => string) {
  const client = useQueryClient();

  async function begin(change: (rows: T[]) => T[]) {
    await client.cancelQueries({ queryKey: key });
    const snapshot = client.getQueryData(key);
    patchRows<T>(client, key, change);
    return () => client.setQueryData(key, snapshot);
  }

  return {
    async save(id: string, local: Partial<T>, send: () => Promise<T>) {
      const rollback = await begin((rows) => rows.map((r) => (idOf(r) === id ? { ...r, ...local } : r)));
      try {
        const saved = await send();
        patchRows<T>(client, key, (rows) => rows.map((r) => (idOf(r) === id ? saved : r)));
        await afterChange(client);
      } catch (error) {
        rollback();
        window.alert(`Update error: ${messageOf(error, financeMessages.updateFailed)}`);
      }
    },
    async remove(id: string, send: () => Promise<void>, alertPrefix: string) {
      const rollback = await begin((rows) => rows.filter((r) => idOf(r) !== id));
      try {
        await send();
        await afterChange(client);
      } catch (error) {
        rollback();
        window.alert(`${alertPrefix}${messageOf(error, financeMessages.deleteFailed)}`);
      }
    },
  };
}
