/**
 * Spec 4 optimistic rows: the change shows at once; on a server failure the list is put
 * back to the exact snapshot taken before the change and the spec's alert is shown.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { messageOf } from '@league/core/client';
import { useLingui } from '@league/ui/i18n/macro';
import { screenMessages, type Words } from './messages';
import { afterChange, patchRows } from './queries';

export function useOptimisticRows<T>(key: QueryKey, idOf: (row: T) => string) {
  const client = useQueryClient();
  const { i18n, t } = useLingui();
  const updateFailed = i18n._(screenMessages.updateFailed);
  const deleteFailed = i18n._(screenMessages.deleteFailed);

  async function begin(change: (rows: T[]) => T[]) {
    await client.cancelQueries({ queryKey: key });
    const snapshot = client.getQueryData(key);
    patchRows<T>(client, key, change);
    return () => client.setQueryData(key, snapshot);
  }

  return {
    /** `send` is given the message to show when the server gives none. */
    async save(id: string, local: Partial<T>, send: (fallback: string) => Promise<T>) {
      const rollback = await begin((rows) => rows.map((r) => (idOf(r) === id ? { ...r, ...local } : r)));
      try {
        const saved = await send(updateFailed);
        patchRows<T>(client, key, (rows) => rows.map((r) => (idOf(r) === id ? saved : r)));
        await afterChange(client);
      } catch (error) {
        rollback();
        const message = messageOf(error, updateFailed);
        window.alert(t`Update error: ${message}`);
      }
    },
    async remove(id: string, send: (fallback: string) => Promise<void>, alert: (message: string) => Words) {
      const rollback = await begin((rows) => rows.filter((r) => idOf(r) !== id));
      try {
        await send(deleteFailed);
        await afterChange(client);
      } catch (error) {
        rollback();
        window.alert(i18n._(alert(messageOf(error, deleteFailed))));
      }
    },
  };
}
