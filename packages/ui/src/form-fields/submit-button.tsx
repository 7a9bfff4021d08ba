import { submitClass } from './field-classes';

/**
 * The submit button: disabled with its pending label while a send is in flight, and disabled
 * (with its normal label) until the form is hydrated, so a click on the prerendered page never
 * submits natively.
 */
export function SubmitButton(props: { pending: boolean; ready?: boolean; label: string; pendingLabel: string; className?: string }) {
  const { pending, ready = true, label, pendingLabel, className } = props;
  return (
    <button type="submit" disabled={pending || !ready} className={`${submitClass} ${className ?? ''}`}>
      {pending ? pendingLabel : label}
    </button>
  );
}
