import type { FieldValues } from 'react-hook-form';

/** Where a lead form is in its life: idle → submitting → success or failure. */
export type FormStatus = 'idle' | 'submitting' | 'success' | 'failure';

/** Field-level messages keyed by field name, as the lead API's `400` answer carries them. */
export type FieldMessages = Record<string, readonly string[]>;

/**
 * What the site's submit handler reports back. `ok: false` is a failed send; `fieldErrors`
 * (e.g. from a `400`) are shown next to their fields and focus moves to the first of them.
 */
export type SubmitOutcome = { ok: true; confirmationRequired?: boolean } | { ok: false; fieldErrors?: FieldMessages };

/**
 * The exact consent sentence a form shows beside its box or button, and its version. The form
 * sends both with the values, so the server's consent record holds what the visitor saw.
 */
export interface ConsentWording {
  consentText: string;
  consentVersion: string;
}

/**
 * A consent sentence in your language and its version, for a form that asks for consent. The
 * sentence is evidence: the server's consent record keeps which wording a subscriber agreed to,
 * so a new or translated sentence needs a version of its own (and a server that knows the texts
 * by version records the wording it holds, never one the page claims).
 */
export interface FormConsent {
  /** The sentence exactly as the form shows it. */
  text: string;
  /** Its version, e.g. `newsletter-es-2026-11-26`; change it whenever the sentence changes. */
  version: string;
}

/**
 * The site's submit handler. Forms never fetch: they hand over the validated values (with the
 * consent wording of a form that asks for consent) and wait for the outcome. `ok: true` with
 * `confirmationRequired` means the signup waits for the visitor's click in a confirmation email.
 */
export type LeadSubmitHandler<T extends FieldValues> = (values: T & Partial<ConsentWording>) => Promise<SubmitOutcome>;

/** A toast to show for an outcome. Stable ids let a repeat submit replace its toast. */
export interface FormToast {
  id: string;
  type: 'success' | 'error';
  title: string;
  description: string;
}

/** A toast's words in another language; its id and type stay the form's. */
export interface FormToastText {
  title: string;
  description: string;
}

/** Shows a toast; the site passes sonner's `toast` through this, the tests a spy. */
export type NotifyHandler = (toast: FormToast) => void;

/** A link the form renders (the privacy policy); picks go to the site's `onNavigate`. */
export type FormNavigateHandler = (href: string, event: { preventDefault(): void }) => void;
