import { submitClass } from './field-classes';

/**
 * The submit button: disabled with its pending label while a send is in flight. It is enabled
 * from the first paint: before the form's code has loaded (or with JavaScript off) a click posts
 * the form natively to its `action`, which the server answers with a page of its own.
 */
export function SubmitButton(props: {
  /** While true the button is disabled and reads `pendingLabel`. */
  pending: boolean;
  /** @deprecated No effect: the button no longer waits for hydration. */
  ready?: boolean;
  /** The button's text. */
  label: string;
  /** The text while sending, e.g. "Sending...". */
  pendingLabel: string;
  /** Extra classes for the button. */
  className?: string;
}) {
  const { pending, label, pendingLabel, className } = props;
  return (
    <button type="submit" disabled={pending} className={`${submitClass} ${className ?? ''}`}>
      {pending ? pendingLabel : label}
    </button>
  );
}
