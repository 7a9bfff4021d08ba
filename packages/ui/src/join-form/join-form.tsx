import type { Resolver } from 'react-hook-form';
import {
  CheckboxField,
  ConsentFields,
  ConsentNote,
  fieldIds,
  HoneypotField,
  SubmitButton,
  SuccessNotice,
  TextAreaField,
  TextField,
  useLeadForm,
} from '../form-fields';
import type { FormConsent, FormNavigateHandler, LeadSubmitHandler, NotifyHandler } from '../form-fields';
import { ErrorSummary } from './error-summary';
import { JOIN_FORM_TEXT, type JoinFormText } from './join-form-text';

/** The join-us application's values (the honeypot included; the newsletter box's wording is added on submit). */
export interface JoinFormValues {
  name: string;
  email: string;
  company: string;
  role: string;
  interests: string;
  message: string;
  keepOnFile: boolean;
  marketingOptIn: boolean;
  homepage: string;
}

/** Props of {@link JoinForm}. */
export interface JoinFormProps {
  /** Sends the application; the form never fetches. */
  onSubmit: LeadSubmitHandler<JoinFormValues>;
  /**
   * Validation before sending (react-hook-form's `Resolver`); without one the form sends unchecked
   * and shows the server's `400` field messages. The form's values lack what the sender adds
   * (`kind`, `pageUrl`, the form token and proof), so `joinLeadSchema` from
   * `@rooted/lead-capture/schemas` fits only without them: `zodResolver(joinLeadSchema.omit({ kind:
   * true, formToken: true, proof: true, consentText: true, consentVersion: true, pageUrl: true }))`
   * (`zodResolver` from `@hookform/resolvers/zod`). Load it lazily: it brings zod.
   */
  resolver?: Resolver<JoinFormValues>;
  /** Shows the outcome toast (texts in {@link JOIN_FORM_TEXT}). */
  notify?: NotifyHandler;
  /** Where the privacy line under the form links. */
  privacyHref?: string;
  /** Follows the privacy link inside the app (client-side navigation); without it the browser follows it. */
  onNavigate?: FormNavigateHandler;
  /** Success-notice auto-close delay (default 5000 ms). */
  noticeMs?: number;
  /** Prefix of the fields' ids (`join-email`, …); change it when the page shows the form twice. */
  idPrefix?: string;
  /** Runs on the first focus inside the form (the site starts its anti-spam work then). */
  onEngage?: () => void;
  /** Where the form posts natively (before its code has loaded, or with JavaScript off). Default `/api/leads/form/join`. */
  action?: string;
  /**
   * The form's words in your language: labels, the required mark, boxes, button, notice, error
   * summary, privacy line and toasts (their ids stay). Every part left out keeps its English
   * default ({@link JOIN_FORM_TEXT}).
   */
  text?: Partial<JoinFormText>;
  /**
   * The newsletter box's sentence and its version, sent with the application and kept in the
   * consent record when the box is ticked. Default: the English sentence and version of
   * {@link JOIN_FORM_TEXT}. A translated sentence needs a version of its own.
   */
  consent?: FormConsent;
}

const EMPTY: JoinFormValues = {
  name: '',
  email: '',
  company: '',
  role: '',
  interests: '',
  message: '',
  keepOnFile: false,
  marketingOptIn: false,
  homepage: '',
};
const TEXT_FIELDS = ['name', 'email', 'company', 'role', 'interests', 'message'] as const;

/**
 * The #join application: six required fields, two separate unticked boxes (keep on file for
 * 12 months; newsletter), an error summary at the top after a failed submit, and the same
 * idle → submitting → success | failure machine as the contact form.
 */
export function JoinForm(props: JoinFormProps) {
  const {
    onSubmit,
    resolver,
    notify,
    privacyHref = '/privacy',
    onNavigate,
    noticeMs,
    idPrefix = 'join',
    onEngage,
    action = '/api/leads/form/join',
  } = props;
  const text = { ...JOIN_FORM_TEXT, ...props.text };
  const consent = props.consent ?? {
    text: JOIN_FORM_TEXT.marketingOptIn,
    version: JOIN_FORM_TEXT.marketingOptInVersion,
  };
  const { form, status, submit, resetStatus, ready, engage } = useLeadForm<JoinFormValues>({
    defaultValues: EMPTY,
    resolver,
    onSubmit,
    onEngage,
    // The newsletter box's own sentence; the server keeps it only when the box is ticked.
    consent: { consentText: consent.text, consentVersion: consent.version },
    onSuccess: () => notify?.({ ...JOIN_FORM_TEXT.successToast, ...props.text?.successToast }),
    onFailure: () => notify?.({ ...JOIN_FORM_TEXT.failureToast, ...props.text?.failureToast }),
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const summary = TEXT_FIELDS.flatMap((name) => {
    const message = errors[name]?.message;
    return message ? [{ fieldId: fieldIds(idPrefix, name).input, message }] : [];
  });
  const field = (name: (typeof TEXT_FIELDS)[number]) => ({
    idPrefix,
    label: text[name],
    required: true,
    requiredMark: text.required,
    error: errors[name]?.message,
    registration: register(name),
  });

  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={engage}
      aria-label={text.formLabel}
      data-dirty={formState.isDirty || undefined}
      // Set once the form's code has taken over; until then a submit is a native post.
      data-ready={ready || undefined}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      {formState.submitCount > 0 ? <ErrorSummary title={text.summaryTitle} items={summary} /> : null}
      <TextField {...field('name')} autoComplete="name" />
      <TextField {...field('email')} type="email" autoComplete="email" inputMode="email" />
      <TextField {...field('company')} autoComplete="organization" />
      <TextField {...field('role')} autoComplete="organization-title" />
      <TextAreaField {...field('interests')} className="sm:col-span-2" rows={2} />
      <TextAreaField {...field('message')} className="sm:col-span-2" rows={5} />
      <fieldset className="flex flex-col gap-3 sm:col-span-2">
        <legend className="sr-only">{text.optionalChoices}</legend>
        <CheckboxField idPrefix={idPrefix} label={text.keepOnFile} registration={register('keepOnFile')} />
        <CheckboxField idPrefix={idPrefix} label={consent.text} registration={register('marketingOptIn')} />
      </fieldset>
      <HoneypotField idPrefix={idPrefix} registration={register('homepage')} />
      {/* The newsletter box's wording for a native post; the script sends it itself. */}
      <ConsentFields text={consent.text} version={consent.version} />
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
