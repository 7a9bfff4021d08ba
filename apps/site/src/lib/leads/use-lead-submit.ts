import type { LeadInput, LeadKind } from '@rooted/lead-capture/schemas';
import type { FormToast, LeadSubmitHandler, SubmitOutcome } from '@rooted/ui/form-fields';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { toast } from 'sonner';
import { createFormGuard, type FormGuard } from './form-guard';
import { createIdempotencyKeys } from './idempotency-keys';
import { LeadApiError, postLead } from './leads-api';
import { siteQueryClient } from './query-client';

/** Longest wait the browser accepts on a "too fast" answer before it resends by itself. */
const MAX_TOO_FAST_WAIT_MS = 10_000;

/** The page a lead was sent from, without its fragment (the consent record keeps it). */
function currentPage(): string | undefined {
  if (typeof location === 'undefined') return undefined;
  return `${location.origin}${location.pathname}${location.search}`;
}

/**
 * A submit handler for one of the ui forms: a react-query mutation posting the lead as JSON to
 * `/api/leads` with the form's bot-defence fields (see `form-guard.ts`). A `400`'s field
 * messages go back to the form; every failure is `ok: false`. The visitor's retry of a failed
 * submission carries the same idempotency key (see `idempotency-keys.ts`), so a lead whose
 * answer was lost is not stored twice. A refused or expired token is replaced and the lead sent
 * once more; a "too fast" answer is waited out and the lead sent once more, so no real visitor
 * is lost to the anti-spam checks. `engage` starts the guard (the form's first focus).
 */
export function useLeadSubmit<T extends FieldValues>(kind: LeadKind): { onSubmit: LeadSubmitHandler<T>; engage: () => void } {
  const [keys] = useState(createIdempotencyKeys);
  const [guard] = useState<FormGuard>(() => createFormGuard(kind));
  const { mutateAsync } = useMutation(
    {
      mutationKey: ['lead', kind],
      mutationFn: ({ lead, idempotencyKey }: { lead: LeadInput; idempotencyKey: string }) => postLead(lead, { idempotencyKey }),
    },
    siteQueryClient(),
  );
  const onSubmit = useCallback<LeadSubmitHandler<T>>(
    async (values): Promise<SubmitOutcome> => {
      const page = currentPage();
      const lead = { ...values, kind, ...(page ? { pageUrl: page } : {}) } as unknown as LeadInput;
      const idempotencyKey = keys.keyFor(JSON.stringify(lead));
      const send = async () => mutateAsync({ lead: { ...lead, ...(await guard.fields()) } as LeadInput, idempotencyKey });
      try {
        let result;
        try {
          result = await send();
        } catch (error) {
          if (!(error instanceof LeadApiError) || error.code === undefined) throw error;
          if (error.code === 'too-fast') {
            await new Promise((resolve) => setTimeout(resolve, Math.min(error.retryAfterMs ?? 1000, MAX_TOO_FAST_WAIT_MS)));
          } else {
            // Expired, used or refused: a fresh token and challenge, then one more try.
            guard.renew();
          }
          result = await send();
        }
        keys.succeeded();
        guard.renew();
        return { ok: true, confirmationRequired: result.confirmationRequired };
      } catch (error) {
        return error instanceof LeadApiError && error.fields ? { ok: false, fieldErrors: error.fields } : { ok: false };
      }
    },
    [guard, keys, kind, mutateAsync],
  );
  return { onSubmit, engage: guard.start };
}

/** Shows a form's outcome through the site's one sonner toaster; the stable id replaces a repeat. */
export function notifyToast({ id, type, title, description }: FormToast): void {
  toast[type](title, { id, description });
}
