import { createLeadClient } from '@rooted/lead-capture/client';
import type { LeadKind } from '@rooted/lead-capture/schemas';
import type { FormToast, LeadSubmitHandler } from '@rooted/ui/form-fields';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { toast } from 'sonner';
import { siteQueryClient } from './query-client';

/**
 * A submit handler for one of the ui forms: a react-query mutation around the package's lead
 * client (`@rooted/lead-capture/client`), which does the whole browser side of the lead API: the
 * form token and proof of work started by `engage` (the form's first focus), the minimum fill
 * time, one idempotency key per submission on every try, a "too fast" answer waited out, a
 * refused token replaced, network errors tried again, a `400`'s field messages handed back to the
 * form. Its answer is the form's `SubmitOutcome` as it is.
 */
export function useLeadSubmit<T extends FieldValues>(
  kind: LeadKind,
): { onSubmit: LeadSubmitHandler<T>; engage: () => void } {
  const [client] = useState(() => createLeadClient(kind));
  const { mutateAsync } = useMutation({ mutationKey: ['lead', kind], mutationFn: client.submit<T> }, siteQueryClient());
  return { onSubmit: mutateAsync, engage: client.engage };
}

/** Shows a form's outcome through the site's one sonner toaster; the stable id replaces a repeat. */
export function notifyToast({ id, type, title, description }: FormToast): void {
  toast[type](title, { id, description });
}
