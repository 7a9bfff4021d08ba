import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlClass, errorClass, labelClass, requiredClass } from './field-classes';
import { fieldIds } from './field-ids';

/** What every labelled field takes. */
export interface FieldBaseProps {
  /** The form's id prefix; the input id is `${idPrefix}-${name}`. */
  idPrefix: string;
  /** Visible label text. */
  label: string;
  /** Adds the required mark to the label in text and `aria-required` to the control. */
  required?: boolean;
  /** The mark after a required field's label, in the form's language. Default `(required)`. */
  requiredMark?: string;
  /** The field's message; set only after submit or blur, so nothing is announced before the visitor tried. */
  error?: string | undefined;
  /** `register(name)` from react-hook-form. */
  registration: UseFormRegisterReturn;
  /** Extra classes for the wrapper (grid placement). */
  className?: string;
  /** Label colour on dark backgrounds. */
  tone?: 'light' | 'dark';
}

/** Label, control slot and error text, wired with `aria-invalid` and `aria-describedby`. */
function FieldFrame({
  idPrefix,
  label,
  required,
  requiredMark = '(required)',
  error,
  registration,
  className,
  tone,
  children,
}: FieldBaseProps & { children: (aria: Record<string, unknown>) => ReactNode }) {
  const ids = fieldIds(idPrefix, registration.name);
  const dark = tone === 'dark';
  const aria = {
    id: ids.input,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? ids.error : undefined,
  };
  return (
    <div className={className}>
      <label htmlFor={ids.input} className={`${labelClass} ${dark ? 'text-sand-50' : 'text-heading'}`}>
        {label}
        {required ? ' ' : null}
        {required ? (
          <span className={`${requiredClass} ${dark ? 'text-brand-100' : 'text-ink-muted'}`}>{requiredMark}</span>
        ) : null}
      </label>
      <div className="mt-1.5">{children(aria)}</div>
      {error ? (
        <p id={ids.error} className={`${errorClass} ${dark ? 'text-clay-100' : 'text-clay-ink'}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text input (`type` text, email, …). */
export function TextField(
  props: FieldBaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className'>,
) {
  const { idPrefix, label, required, requiredMark, error, registration, className, tone, ...input } = props;
  return (
    <FieldFrame {...{ idPrefix, label, required, requiredMark, error, registration, className, tone }}>
      {(aria) => (
        <input type="text" {...input} {...aria} {...registration} required={required} className={controlClass} />
      )}
    </FieldFrame>
  );
}

/** A labelled multi-line text box. */
export function TextAreaField(
  props: FieldBaseProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'className'>,
) {
  const { idPrefix, label, required, requiredMark, error, registration, className, tone, ...textarea } = props;
  return (
    <FieldFrame {...{ idPrefix, label, required, requiredMark, error, registration, className, tone }}>
      {(aria) => (
        <textarea
          {...textarea}
          {...aria}
          {...registration}
          required={required}
          className={`${controlClass} resize-y`}
        />
      )}
    </FieldFrame>
  );
}

/** One option of a {@link SelectField}. */
export interface SelectOption {
  /** The value submitted. */
  /** The text shown. */
  value: string;
  label: string;
}

/** A labelled select with a placeholder option that counts as "not chosen". */
export function SelectField(
  props: FieldBaseProps & {
    /** The choices, in order. */
    options: readonly SelectOption[];
    /** The first, empty option's text (e.g. "Choose a subject"); left selected, the field counts as not chosen. */
    placeholder: string;
  } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'className'>,
) {
  const {
    idPrefix,
    label,
    required,
    requiredMark,
    error,
    registration,
    className,
    tone,
    options,
    placeholder,
    ...select
  } = props;
  return (
    <FieldFrame {...{ idPrefix, label, required, requiredMark, error, registration, className, tone }}>
      {(aria) => (
        <select {...select} {...aria} {...registration} required={required} className={controlClass}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** An unticked-by-default checkbox with its label beside it (consent boxes are never pre-ticked). */
export function CheckboxField({
  idPrefix,
  label,
  registration,
  className,
}: Pick<FieldBaseProps, 'idPrefix' | 'label' | 'registration' | 'className'>) {
  const ids = fieldIds(idPrefix, registration.name);
  return (
    <div className={`flex items-start gap-3 ${className ?? ''}`}>
      <input
        id={ids.input}
        type="checkbox"
        {...registration}
        className="mt-0.5 size-6 shrink-0 rounded border-line accent-brand-700"
      />
      <label htmlFor={ids.input} className="text-base leading-snug text-ink">
        {label}
      </label>
    </div>
  );
}
