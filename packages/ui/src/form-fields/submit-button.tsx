import { submitClass } from './field-classes';

/** The submit button: disabled with its pending label while a send is in flight. */
export function SubmitButton({ pending, label, pendingLabel, className }: { pending: boolean; label: string; pendingLabel: string; className?: string }) {
  return (
    <button type="submit" disabled={pending} className={`${submitClass} ${className ?? ''}`}>
      {pending ? pendingLabel : label}
    </button>
  );
}
