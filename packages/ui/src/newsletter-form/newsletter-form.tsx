import type { Resolver } from 'react-hook-form';
import { ConsentFields, ConsentNote, HoneypotField, SubmitButton, TextField, useLeadForm } from '../form-fields';
import type { FormNavigateHandler, LeadSubmitHandler, NotifyHandler } from '../form-fields';
import {
  NEWSLETTER_CONSENT,
  NEWSLETTER_FORM_TEXT,
  newsletterConsentText,
  type NewsletterConsent,
  type NewsletterFormText,
} from './newsletter-form-text';

/** The newsletter form's values (the honeypot included; the consent wording is added on submit). */
export interface NewsletterFormValues {
  email: string;
  homepage: string;
}

/** Props of {@link NewsletterForm}. */
export interface NewsletterFormProps {
  /** Sends the signup; the form never fetches. */
  onSubmit: LeadSubmitHandler<NewsletterFormValues>;
  /**
   * Validation before sending (react-hook-form's `Resolver`); without one the form sends unchecked
   * and shows the server's `400` field messages. The form's values lack what the sender adds
   * (`kind`, `pageUrl`, the form token and proof), so `newsletterLeadSchema` from
   * `@rooted/lead-capture/schemas` fits only without them: `zodResolver(newsletterLeadSchema.omit({ kind:
   * true, formToken: true, proof: true, consentText: true, consentVersion: true, pageUrl: true }))`
   * (`zodResolver` from `@hookform/resolvers/zod`). Load it lazily: it brings zod.
   */
  resolver?: Resolver<NewsletterFormValues>;
  /** Shows the outcome toast (exact texts in {@link NEWSLETTER_FORM_TEXT}). */
  notify?: NotifyHandler;
  /** Runs after a successful signup, before the toast (e.g. remember it, close a dialog). */
  onSubscribed?: () => void;
  /** Optional heading above the form. */
  heading?: string;
  /** Where the consent sentence's privacy link points. */
  privacyHref?: string;
  /** Follows the privacy link inside the app (client-side navigation); without it the browser follows it. */
  onNavigate?: FormNavigateHandler;
  /** `dark` on the footer's green, `light` on sand (the exit-intent dialog). */
  tone?: 'light' | 'dark';
  /** Unique per form on a page, e.g. `footer-newsletter`, `exit-newsletter`. */
  idPrefix?: string;
  /** Runs on the first focus inside the form (the site starts its anti-spam work then). */
  onEngage?: () => void;
  /**
   * Where the form posts natively (before its code has loaded, or with JavaScript off), e.g.
   * `/api/leads/form/exit-intent` for the popup. Default `/api/leads/form/newsletter`.
   */
  action?: string;
  /**
   * The form's words in your language: label, required mark, placeholder, button and toasts
   * (their ids stay). Every part left out keeps its English default ({@link NEWSLETTER_FORM_TEXT}).
   */
  text?: Partial<NewsletterFormText>;
  /**
   * The consent line in your language and its version ({@link newsletterConsentText} is the
   * sentence the consent record keeps). Default: the English line ({@link NEWSLETTER_CONSENT}).
   * A translated sentence needs a version of its own.
   */
  consent?: NewsletterConsent;
}

const EMPTY: NewsletterFormValues = { email: '', homepage: '' };

/**
 * The one newsletter form (footer and exit-intent popup). The email is required with the
 * browser's own check, so an empty submit does nothing; while sending the button reads
 * 'Subscribing...'; success clears the field and toasts, failure toasts and keeps the address.
 */
export function NewsletterForm(props: NewsletterFormProps) {
  const {
    onSubmit,
    resolver,
    notify,
    onSubscribed,
    heading,
    privacyHref = '/privacy',
    onNavigate,
    tone = 'dark',
    idPrefix = 'newsletter',
    onEngage,
    action = '/api/leads/form/newsletter',
  } = props;
  const text = { ...NEWSLETTER_FORM_TEXT, ...props.text };
  const line = props.consent ?? NEWSLETTER_CONSENT;
  // The sentence the visitor sees beside the button, word for word (the link text included).
  const consent = { consentText: newsletterConsentText(line), consentVersion: line.version };
  const { form, status, submit, ready, engage } = useLeadForm<NewsletterFormValues>({
    defaultValues: EMPTY,
    resolver,
    onSubmit,
    onEngage,
    consent,
    onSuccess: (outcome) => {
      onSubscribed?.();
      const toast = outcome.confirmationRequired ? 'confirmToast' : 'successToast';
      notify?.({ ...NEWSLETTER_FORM_TEXT[toast], ...props.text?.[toast] });
    },
    onFailure: () => notify?.({ ...NEWSLETTER_FORM_TEXT.failureToast, ...props.text?.failureToast }),
  });
  const { register, formState } = form;
  const headingId = `${idPrefix}-heading`;

  return (
    <form
      method="post"
      action={action}
      onSubmit={(event) => void submit(event)}
      onFocus={engage}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : text.formLabel}
      data-dirty={formState.isDirty || undefined}
      // Set once the form's code has taken over; until then a submit is a native post.
      data-ready={ready || undefined}
      className="relative flex flex-col gap-3"
    >
      {heading ? (
        <h2
          id={headingId}
          className={
            tone === 'dark'
              ? 'font-display text-base font-semibold text-sand-50'
              : 'font-display text-lg font-semibold text-heading'
          }
        >
          {heading}
        </h2>
      ) : null}
      {/* Side by side in the popup; stacked in the narrow footer column. */}
      <div className={tone === 'light' ? 'flex flex-col gap-2 sm:flex-row sm:items-end' : 'flex flex-col gap-3'}>
        <TextField
          idPrefix={idPrefix}
          className="flex-1"
          tone={tone}
          label={text.email}
          required
          requiredMark={text.required}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={text.placeholder}
          error={formState.errors.email?.message}
          registration={register('email')}
        />
        <SubmitButton
          pending={status === 'submitting'}
          label={text.submit}
          pendingLabel={text.submitting}
          className={tone === 'light' ? '' : 'self-start'}
        />
      </div>
      <HoneypotField idPrefix={idPrefix} registration={register('homepage')} />
      <ConsentFields text={consent.consentText} version={consent.consentVersion} />
      <ConsentNote text={line.text} linkText={line.linkText} href={privacyHref} onNavigate={onNavigate} tone={tone} />
    </form>
  );
}
