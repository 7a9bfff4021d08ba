import { useEffect } from 'react';
import type { Resolver } from 'react-hook-form';
import {
  ConsentNote,
  HoneypotField,
  SelectField,
  SubmitButton,
  SuccessNotice,
  TextAreaField,
  TextField,
  useLeadForm,
} from '../form-fields';
import type { FormNavigateHandler, LeadSubmitHandler, NotifyHandler } from '../form-fields';
import { CONTACT_FORM_TEXT, CONTACT_SUBJECT_OPTIONS, type ContactFormText } from './contact-form-text';

/**
 * The contact form's values, the honeypot included. The form hands them to `onSubmit` as they
 * are; the sender adds the lead's `kind`, the page address and the bot-defence fields
 * (`@rooted/lead-capture/client` does).
 */
export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  homepage: string;
}

/** Fields a caller may prefill (e.g. from the live chat's "talk to a person"). */
export type ContactPrefill = Partial<Pick<ContactFormValues, 'subject' | 'message'>>;

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  /** Sends the lead; the form never fetches. */
  onSubmit: LeadSubmitHandler<ContactFormValues>;
  /**
   * Validation before sending (react-hook-form's `Resolver`); without one the form sends unchecked
   * and shows the server's `400` field messages. The form's values lack what the sender adds
   * (`kind`, `pageUrl`, the form token and proof), so `contactLeadSchema` from
   * `@rooted/lead-capture/schemas` fits only without them: `zodResolver(contactLeadSchema.omit({ kind:
   * true, formToken: true, proof: true, consentText: true, consentVersion: true, pageUrl: true }))`
   * (`zodResolver` from `@hookform/resolvers/zod`). Load it lazily: it brings zod.
   */
  resolver?: Resolver<ContactFormValues>;
  /** Shows the outcome toast (exact texts in {@link CONTACT_FORM_TEXT}). */
  notify?: NotifyHandler;
  /** Values to put into the form, e.g. from a `rooted:prefill-contact` event; applied when it changes. */
  prefill?: ContactPrefill | null;
  /** Where the privacy line under the form links. */
  privacyHref?: string;
  /** Follows the privacy link inside the app (client-side navigation); without it the browser follows it. */
  onNavigate?: FormNavigateHandler;
  /** Success-notice auto-close delay (default 5000 ms). */
  noticeMs?: number;
  /** Prefix of the fields' ids (`contact-email`, …); change it when the page shows the form twice. */
  idPrefix?: string;
  /** Runs on the first focus inside the form (the site starts its anti-spam work then). */
  onEngage?: () => void;
  /**
   * Where the form posts natively, before its code has loaded or with JavaScript off (the lead
   * handler's plain form route). Default `/api/leads/form/contact`.
   */
  action?: string;
  /**
   * The form's words in your language: labels, button, notice, privacy line, toasts (their ids
   * stay) and the subjects' labels. Every part left out keeps its English default ({@link CONTACT_FORM_TEXT}).
   */
  text?: Partial<ContactFormText>;
}

const EMPTY: ContactFormValues = { name: '', email: '', subject: '', message: '', homepage: '' };

/**
 * The #contact form: name, email, subject, message; all required. While sending
 * the button reads 'Sending...'; success clears the form, toasts and shows 'Message sent
 * successfully!' for 5000 ms; failure toasts and keeps what the visitor wrote.
 */
export function ContactForm(props: ContactFormProps) {
  const {
    onSubmit,
    resolver,
    notify,
    prefill,
    privacyHref = '/privacy',
    onNavigate,
    noticeMs,
    idPrefix = 'contact',
    onEngage,
    action = '/api/leads/form/contact',
  } = props;
  const { subjects, ...words } = props.text ?? {};
  const text = { ...CONTACT_FORM_TEXT, ...words };
  const subjectOptions = CONTACT_SUBJECT_OPTIONS.map((option) => ({
    value: option.value,
    label: subjects?.[option.value] ?? option.label,
  }));
  const { form, status, submit, resetStatus, ready, engage } = useLeadForm<ContactFormValues>({
    defaultValues: EMPTY,
    resolver,
    onSubmit,
    onEngage,
    onSuccess: () => notify?.({ ...CONTACT_FORM_TEXT.successToast, ...words.successToast }),
    onFailure: () => notify?.({ ...CONTACT_FORM_TEXT.failureToast, ...words.failureToast }),
  });
  const { register, formState, setValue } = form;
  const errors = formState.errors;

  useEffect(() => {
    if (!prefill) return;
    if (prefill.subject && CONTACT_SUBJECT_OPTIONS.some((o) => o.value === prefill.subject)) {
      setValue('subject', prefill.subject, { shouldDirty: true });
    }
    if (prefill.message) setValue('message', prefill.message, { shouldDirty: true });
  }, [prefill, setValue]);

  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={engage}
      aria-labelledby={`${idPrefix}-form-title`}
      data-dirty={formState.isDirty || undefined}
      // Set once the form's code has taken over; until then a submit is a native post.
      data-ready={ready || undefined}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <h3 id={`${idPrefix}-form-title`} className="sr-only">
        {text.formTitle}
      </h3>
      <TextField
        idPrefix={idPrefix}
        label={text.name}
        required
        requiredMark={text.required}
        autoComplete="name"
        error={errors.name?.message}
        registration={register('name')}
      />
      <TextField
        idPrefix={idPrefix}
        label={text.email}
        required
        requiredMark={text.required}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        registration={register('email')}
      />
      <SelectField
        idPrefix={idPrefix}
        className="sm:col-span-2"
        label={text.subject}
        required
        requiredMark={text.required}
        placeholder={text.subjectPlaceholder}
        options={subjectOptions}
        error={errors.subject?.message}
        registration={register('subject')}
      />
      <TextAreaField
        idPrefix={idPrefix}
        className="sm:col-span-2"
        label={text.message}
        required
        requiredMark={text.required}
        rows={5}
        error={errors.message?.message}
        registration={register('message')}
      />
      <HoneypotField idPrefix={idPrefix} registration={register('homepage')} />
      <div className="flex flex-col gap-4 sm:col-span-2">
        <ConsentNote text={text.privacyText} linkText={text.privacyLink} href={privacyHref} onNavigate={onNavigate} />
        <SubmitButton
          pending={status === 'submitting'}
          label={text.submit}
          pendingLabel={text.submitting}
          className="self-start"
        />
        <SuccessNotice
          open={status === 'success'}
          message={text.notice}
          closeLabel={text.closeNotice}
          onClose={resetStatus}
          {...(noticeMs === undefined ? {} : { durationMs: noticeMs })}
        />
      </div>
    </form>
  );
}
