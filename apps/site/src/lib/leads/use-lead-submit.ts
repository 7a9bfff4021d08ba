import type { LeadInput, LeadKind } from '@rooted/lead-capture/schemas';
import type { FormToast, LeadSubmitHandler, SubmitOutcome } from '@rooted/ui/form-fields';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { toast } from 'sonner';
import { createIdempotencyKeys } from './idempotency-keys';
import { LeadApiError, postLead } from './leads-api';
import { siteQueryClient } from './query-client';

/**
 * A submit handler for one of the ui forms: a react-query mutation posting the lead as JSON to
 * `/api/leads`. A `400`'s field messages go back to the form; every failure is `ok: false`.
 * The visitor's retry of a failed submission carries the same idempotency key (see
 * `idempotency-keys.ts`), so a lead whose answer was lost is not stored twice.
 */
export function useLeadSubmit<T extends FieldValues>(kind: LeadKind): LeadSubmitHandler<T> {
  const [keys] = useState(createIdempotencyKeys);
  const { mutateAsync } = useMutation(
    {
      mutationKey: ['lead', kind],
      mutationFn: ({ lead, idempotencyKey }: { lead: LeadInput; idempotencyKey: string }) => postLead(lead, { idempotencyKey }),
    },
    siteQueryClient(),
  );
  return useCallback(
    async (values): Promise<SubmitOutcome> => {
      const lead = { ...values, kind } as unknown as LeadInput;
      try {
        await mutateAsync({ lead, idempotencyKey: keys.keyFor(JSON.stringify(lead)) });
        keys.succeeded();
        return { ok: true };
      } catch (error) {
        return error instanceof LeadApiError && error.fields ? { ok: false, fieldErrors: error.fields } : { ok: false };
      }
    },
    [keys, kind, mutateAsync],
  );
}

/** Shows a form's outcome through the site's one sonner toaster; the stable id replaces a repeat. */
export function notifyToast({ id, type, title, description }: FormToast): void {
  toast[type](title, { id, description });
}
