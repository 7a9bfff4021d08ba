import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { ConsentWording, FieldMessages, FormStatus, LeadSubmitHandler, SubmitOutcome } from './types';

/** Options of {@link useLeadForm}. */
export interface UseLeadFormOptions<T extends FieldValues> {
  /** Empty values; the form returns to them after a successful send. */
  defaultValues: DefaultValues<T>;
  /** Validation (the site passes the shared zod schema through `zodResolver`). */
  resolver?: Resolver<T> | undefined;
  /** Sends the values; forms never fetch themselves. */
  onSubmit: LeadSubmitHandler<T>;
  /** Runs after a successful send (toast, storage), with the handler's outcome. */
  onSuccess?: ((outcome: Extract<SubmitOutcome, { ok: true }>) => void) | undefined;
  /** Runs after a failed send. */
  onFailure?: (() => void) | undefined;
  /** The consent wording the form shows, sent with the values. */
  consent?: ConsentWording | undefined;
  /**
   * Runs the first time the visitor focuses anything in the form (keyboard, pointer or screen
   * reader alike): the site starts its anti-spam work then, in the background.
   */
  onEngage?: (() => void) | undefined;
}

/** What {@link useLeadForm} gives a form component. */
export interface LeadFormState<T extends FieldValues> {
  form: UseFormReturn<T>;
  status: FormStatus;
  /** The form's `onSubmit`: validates, sends once, then clears (success) or keeps the values (failure). */
  submit: (event?: FormEvent) => Promise<void>;
  /** Returns a finished form to idle (e.g. when its success notice closes). */
  resetStatus: () => void;
  /** False in the prerendered HTML and until hydration (the submit button no longer waits for it). */
  ready: boolean;
  /** Put on the form's `onFocus`: calls `onEngage` once, on the first focus inside the form. */
  engage: () => void;
}

const noSubscription = () => () => {};

/** False on the server and while hydrating, true once the component runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The state machine every lead form shares: idle → submitting → success | failure.
 * Errors show after blur or submit only (`mode: 'onTouched'`), focus moves to the first invalid
 * field, and a submit while one is in flight is ignored, so no lead is sent twice.
 * The forms carry `method="post"` and an `action` on the server's plain form route: a submit
 * before hydration (or with JavaScript off) posts the form there, never puts the visitor's
 * details into the URL (as a GET form would), and the server answers with a page of its own.
 */
export function useLeadForm<T extends FieldValues>(options: UseLeadFormOptions<T>): LeadFormState<T> {
  const { defaultValues, resolver, onSubmit, onSuccess, onFailure, consent, onEngage } = options;
  const form = useForm<T>({
    defaultValues,
    mode: 'onTouched',
    shouldFocusError: true,
    ...(resolver ? { resolver } : {}),
  });
  const [status, setStatus] = useState<FormStatus>('idle');
  const ready = useHydrated();
  const inFlight = useRef(false);
  const engaged = useRef(false);
  const latestOnEngage = useRef(onEngage);
  useEffect(() => {
    latestOnEngage.current = onEngage;
  }, [onEngage]);
  const engage = useCallback(() => {
    if (engaged.current) return;
    engaged.current = true;
    latestOnEngage.current?.();
  }, []);

  const send = async (values: T) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus('submitting');
    let outcome: Awaited<ReturnType<LeadSubmitHandler<T>>>;
    try {
      outcome = await onSubmit({ ...values, ...consent });
    } catch {
      outcome = { ok: false };
    }
    inFlight.current = false;
    if (outcome.ok) {
      form.reset(defaultValues);
      setStatus('success');
      onSuccess?.(outcome);
    } else {
      if (outcome.fieldErrors) applyFieldErrors(form, Object.keys(defaultValues), outcome.fieldErrors);
      setStatus('failure');
      onFailure?.();
    }
  };

  const submit = (event?: FormEvent) => form.handleSubmit(send)(event);
  const resetStatus = useCallback(() => setStatus('idle'), []);
  return { form, status, submit, resetStatus, ready, engage };
}

/** Shows the server's field messages next to their fields and focuses the first one. */
function applyFieldErrors<T extends FieldValues>(form: UseFormReturn<T>, known: string[], fields: FieldMessages): void {
  let first = true;
  for (const name of known) {
    const message = fields[name]?.[0];
    if (!message) continue;
    form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
}
