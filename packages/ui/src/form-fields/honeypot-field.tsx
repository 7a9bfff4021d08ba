import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldIds } from './field-ids';

/**
 * The spam honeypot: a real text field named `homepage`, moved off-screen and
 * hidden from assistive tech, out of the tab order and never autofilled. Humans leave it empty;
 * the server treats a filled one as spam. Not `type="hidden"`, which bots skip.
 */
export function HoneypotField({
  idPrefix,
  registration,
}: {
  /** The form's id prefix; the input id is `${idPrefix}-homepage`. */
  idPrefix: string;
  /** `register('homepage')` from react-hook-form. */
  registration: UseFormRegisterReturn;
}) {
  const ids = fieldIds(idPrefix, registration.name);
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={ids.input}>Leave this field empty</label>
      <input id={ids.input} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
