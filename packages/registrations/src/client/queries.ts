/** Registrations: TanStack Query reads and writes (the keys are in keys.ts). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@league/core/client';
import { useLingui } from '@league/ui/i18n/macro';
import { financeKeys } from '@league/finance/keys';
import { playerKeys } from '@league/players/keys';
import {
  REGISTRATION_MESSAGES,
  bulkResultSchema,
  duesPaidSchema,
  duesSchema,
  playersImportResultSchema,
  playersPreviewSchema,
  importLogListSchema,
  importResultSchema,
  previewSchema,
  registrationsListSchema,
  registrationsPaths,
  reviewResultSchema,
  syncResultSchema,
} from '../contract';
import type { ImportRequest, ReviewInput, StatementResult } from '../requests-contract';
import { registrationsKeys } from './keys';

/** `fallback`: a failure's words in the page's language (the screens' hooks pass them). */
export const registrationsQuery = (fallback: string = REGISTRATION_MESSAGES.loadFailed) =>
  queryOptions({
    queryKey: registrationsKeys.list(),
    queryFn: ({ signal }) => api.get(registrationsPaths.list, { schema: registrationsListSchema, fallback, signal }),
    // Personal data read for one screen: always ask the server again when the screen opens.
    staleTime: 0,
    retry: false,
  });

export function useRegistrations() {
  const { t } = useLingui();
  return useQuery(registrationsQuery(t`Failed to load sheet`));
}

/** POST /sync, then the list is read again. */
export function useSyncRegistrations() {
  const { t } = useLingui();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(registrationsPaths.sync, undefined, { schema: syncResultSchema, fallback: t`Sync failed` }),
    onSuccess: () => client.invalidateQueries({ queryKey: registrationsKeys.all }),
  });
}

/** Preview of an import (nothing written): the uploaded CSV, or the configured sheet when none. */
export function usePreviewImport() {
  const { t } = useLingui();
  return useMutation({
    mutationFn: (body: ImportRequest) => api.post(registrationsPaths.preview, body, { schema: previewSchema, fallback: t`Preview failed` }),
  });
}

export function useImportSignups() {
  const { t } = useLingui();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportRequest) => api.post(registrationsPaths.import, body, { schema: importResultSchema, fallback: t`Import failed` }),
    onSuccess: () => client.invalidateQueries({ queryKey: registrationsKeys.all }),
  });
}

export const importsQuery = (fallback = 'Failed to load imports') =>
  queryOptions({
    queryKey: registrationsKeys.imports(),
    queryFn: ({ signal }) => api.get(registrationsPaths.imports, { schema: importLogListSchema, fallback, signal }),
    staleTime: 0,
    retry: false,
  });

export function useUndoImport() {
  const { t } = useLingui();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(registrationsPaths.undo(id), undefined, { fallback: t`Undo failed` }),
    onSuccess: () => client.invalidateQueries({ queryKey: registrationsKeys.all }),
  });
}

export function useReviewSignup() {
  const { t } = useLingui();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReviewInput }) =>
      api.post(registrationsPaths.review(id), input, { schema: reviewResultSchema, fallback: t`Review failed` }),
    onSuccess: () => client.invalidateQueries({ queryKey: registrationsKeys.all }),
  });
}

export function useBulkApprove() {
  const { t } = useLingui();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.post(registrationsPaths.bulkApprove, { ids }, { schema: bulkResultSchema, fallback: t`Approve failed` }),
    onSuccess: () => client.invalidateQueries({ queryKey: registrationsKeys.all }),
  });
}

export function useRecordConsent() {
  const { t } = useLingui();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, guardianName, guardianPhone }: { id: string; guardianName: string; guardianPhone: string }) =>
      api.post(registrationsPaths.consent(id), { guardianName, guardianPhone, consent: true }, { fallback: t`Consent not recorded` }),
    onSuccess: () => client.invalidateQueries({ queryKey: registrationsKeys.all }),
  });
}

export const duesQuery = (fallback = 'Failed to load dues') =>
  queryOptions({
    queryKey: registrationsKeys.dues(),
    queryFn: ({ signal }) => api.get(registrationsPaths.dues, { schema: duesSchema, fallback, signal }),
    staleTime: 0,
    retry: false,
  });

/** One "Mark paid": a PLAYER contribution through the ledger; the dues and Finance answers go stale. */
function usePay(path: (key: string) => string) {
  const { t } = useLingui();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => api.post(path(key), undefined, { schema: duesPaidSchema, fallback: t`Payment not recorded` }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: registrationsKeys.all });
      // The Finance page shows the new contribution.
      void client.invalidateQueries({ queryKey: financeKeys.all });
    },
  });
}
export type PayMutation = ReturnType<typeof usePay>;

/** A bank statement: previewed (nothing paid; new lines get their references), or applied (the matching lines paid through the ledger). */
export function useStatement(apply: boolean) {
  const { t } = useLingui();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { csv: string; expect?: number }) =>
      api.post<StatementResult>(`${registrationsPaths.dues}/statement${apply ? '' : '/preview'}`, body, { fallback: t`Statement not read` }),
    onSuccess: () => {
      if (!apply) return;
      void client.invalidateQueries({ queryKey: registrationsKeys.all });
      void client.invalidateQueries({ queryKey: financeKeys.all });
    },
  });
}

/** "Mark paid" on a player's season fee, by their phone. */
export const useMarkPaid = () => usePay(registrationsPaths.duesPaid);

/** "Mark paid" on a charge besides the fee (a bought player's): its own amount, once. */
export const useMarkChargePaid = () => usePay(registrationsPaths.chargePaid);

export function usePreviewPlayers() {
  const { t } = useLingui();
  return useMutation({
    mutationFn: (csv: string) => api.post(registrationsPaths.playersPreview, { csv }, { schema: playersPreviewSchema, fallback: t`Preview failed` }),
  });
}

export function useImportPlayers() {
  const { t } = useLingui();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => api.post(registrationsPaths.playersImport, { csv }, { schema: playersImportResultSchema, fallback: t`Import failed` }),
    onSuccess: () => void client.invalidateQueries({ queryKey: playerKeys.all }),
  });
}
