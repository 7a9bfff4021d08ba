import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CorrectionAnswer, LeadView } from '../desk/desk-api';

const control =
  'mt-1 block min-h-11 w-full rounded border border-stone-500 bg-white px-3 py-2 aria-[invalid=true]:border-red-700 dark:border-stone-400 dark:bg-stone-900 dark:aria-[invalid=true]:border-red-400 sm:min-h-0';
const button =
  'min-h-11 rounded border px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-emerald-700 disabled:opacity-60 sm:min-h-0 dark:focus-visible:ring-emerald-400';

/** What the form says before saving, by where the lead stands: what a save will do. */
function whatSavingDoes(lead: LeadView): string {
  switch (lead.status.standing) {
    case 'delivered':
    case 'confirming':
      return 'Saving queues an update of this contact in Omnisend with the corrected details.';
    case 'dead':
      return 'Saving queues this lead to be sent again with the corrected details.';
    default:
      return 'Saving changes what will be sent to Omnisend.';
  }
}

/**
 * Correcting what a visitor typed (the right to rectification): the personal fields the lead's
 * form captured, checked on the server by the form's own rules, each message beside its field.
 * The consent record is not editable: it proves what was agreed, and when. Opens with the focus
 * on its first field; Cancel or Escape closes it and the card puts the focus back on its button.
 */
export function LeadCorrectionForm({
  lead,
  save,
  close,
}: {
  lead: LeadView;
  save: (fields: Record<string, string>) => Promise<CorrectionAnswer>;
  close: (saved: boolean) => void;
}) {
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(lead.fields.map((field) => [field.name, field.value])),
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => first.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      // Only what changed travels: an unchanged field is not the owner's correction.
      const changed = Object.fromEntries(
        lead.fields
          .filter((field) => values[field.name] !== field.value)
          .map((field) => [field.name, values[field.name] ?? '']),
      );
      const answer = await save(changed);
      if ('error' in answer) {
        const fields = answer.fields ?? {};
        setErrors(fields);
        setProblem(answer.error);
        const name = lead.fields.find((field) => fields[field.name])?.name;
        // The first field the server refused takes the focus, so its message is read out at once.
        requestAnimationFrame(() =>
          name ? form.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus() : undefined,
        );
        return;
      }
      close(true);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={form}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close(false);
      }}
      className="mt-3 space-y-3 rounded border border-stone-300 bg-stone-50 p-3 dark:border-stone-600 dark:bg-stone-950"
    >
      <h4 id={`${id}-title`} className="font-semibold">
        Correct this lead’s details
      </h4>
      <p className="text-sm text-stone-700 dark:text-stone-300">
        {whatSavingDoes(lead)} The consent record stays as it was. The activity trail notes which fields you changed,
        not what they held.
      </p>
      {lead.fields.map((field, index) => {
        const fieldErrors = errors[field.name] ?? [];
        const errorId = `${id}-${field.name}-error`;
        const inputId = `${id}-${field.name}`;
        const common = {
          id: inputId,
          name: field.name,
          value: values[field.name] ?? '',
          required: field.required,
          'aria-invalid': fieldErrors.length > 0,
          ...(fieldErrors.length > 0 ? { 'aria-describedby': errorId } : {}),
          className: control,
          onChange: (event: { target: { value: string } }) =>
            setValues((current) => ({ ...current, [field.name]: event.target.value })),
        };
        const ref =
          index === 0
            ? (node: HTMLInputElement | HTMLTextAreaElement | null) => void (first.current = node)
            : undefined;
        return (
          <div key={field.name} className="text-sm">
            <label htmlFor={inputId} className="block font-medium">
              {field.label}
              {!field.required && <span className="font-normal text-stone-700 dark:text-stone-300"> (optional)</span>}
            </label>
            {field.multiline ? (
              <textarea {...common} rows={4} ref={ref} />
            ) : (
              <input {...common} type={field.name === 'email' ? 'email' : 'text'} autoComplete="off" ref={ref} />
            )}
            {/* Outside the label: the field's name stays its name, the message is its description. */}
            {fieldErrors.length > 0 && (
              <p id={errorId} className="mt-1 text-red-800 dark:text-red-300">
                {fieldErrors.join(' ')}
              </p>
            )}
          </div>
        );
      })}
      {problem && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={`${button} border-emerald-800 bg-emerald-800 text-white`} disabled={busy}>
          {busy ? 'Saving…' : 'Save the corrections'}
        </button>
        <button
          type="button"
          className={`${button} border-stone-500 bg-white dark:border-stone-400 dark:bg-stone-900`}
          onClick={() => close(false)}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
