import { renderFormPage, type FormPage, type FormPageLook, type FormPageText } from '@rooted/lead-capture';
import { CONTACT_FORM_TEXT, CONTACT_SUBJECT_OPTIONS } from '@rooted/ui/contact-form';
import { JOIN_FORM_TEXT } from '@rooted/ui/join-form';
import { NEWSLETTER_FORM_TEXT } from '@rooted/ui/newsletter-form';
import { EXIT_INTENT_TEXT } from '@rooted/ui/exit-intent-dialog';
import { siteLook } from './confirmation-page';
import type { StaticFile } from './static-files';

const toastText = (toast: { title: string; description: string }) => ({
  title: toast.title,
  message: toast.description,
});

const newsletter: FormPageText = {
  title: 'Newsletter',
  submit: NEWSLETTER_FORM_TEXT.submit,
  labels: { email: NEWSLETTER_FORM_TEXT.email },
  // The same words the toasts show when the form's script sends it.
  sent: toastText(NEWSLETTER_FORM_TEXT.successToast),
  confirm: toastText(NEWSLETTER_FORM_TEXT.confirmToast),
  consent: {
    text: `${NEWSLETTER_FORM_TEXT.consentText} ${NEWSLETTER_FORM_TEXT.privacyLink}.`,
    version: NEWSLETTER_FORM_TEXT.consentVersion,
  },
  note: { text: NEWSLETTER_FORM_TEXT.consentText, linkText: NEWSLETTER_FORM_TEXT.privacyLink, href: '/privacy' },
};

/** Each form's wording on its page: the labels, buttons and result texts the site's forms use. */
export const FORM_PAGE_TEXT: Record<FormPage['kind'], FormPageText> = {
  contact: {
    title: 'Contact form',
    submit: CONTACT_FORM_TEXT.submit,
    labels: {
      name: CONTACT_FORM_TEXT.name,
      email: CONTACT_FORM_TEXT.email,
      subject: CONTACT_FORM_TEXT.subject,
      message: CONTACT_FORM_TEXT.message,
    },
    options: { subject: Object.fromEntries(CONTACT_SUBJECT_OPTIONS.map((option) => [option.value, option.label])) },
    selectPlaceholder: CONTACT_FORM_TEXT.subjectPlaceholder,
    sent: toastText(CONTACT_FORM_TEXT.successToast),
    note: { text: CONTACT_FORM_TEXT.privacyText, linkText: CONTACT_FORM_TEXT.privacyLink, href: '/privacy' },
  },
  join: {
    title: 'Join us application',
    submit: JOIN_FORM_TEXT.submit,
    labels: {
      name: JOIN_FORM_TEXT.name,
      email: JOIN_FORM_TEXT.email,
      company: JOIN_FORM_TEXT.company,
      role: JOIN_FORM_TEXT.role,
      interests: JOIN_FORM_TEXT.interests,
      message: JOIN_FORM_TEXT.message,
      keepOnFile: JOIN_FORM_TEXT.keepOnFile,
      marketingOptIn: JOIN_FORM_TEXT.marketingOptIn,
    },
    summaryTitle: JOIN_FORM_TEXT.summaryTitle,
    sent: toastText(JOIN_FORM_TEXT.successToast),
    consent: { text: JOIN_FORM_TEXT.marketingOptIn, version: JOIN_FORM_TEXT.marketingOptInVersion },
    note: { text: JOIN_FORM_TEXT.privacyText, linkText: JOIN_FORM_TEXT.privacyLink, href: '/privacy' },
  },
  newsletter,
  'exit-intent': { ...newsletter, title: EXIT_INTENT_TEXT.title },
};

/**
 * Renders the pages of the plain form posts (a form sent without JavaScript, or before its code
 * loaded) in the site's look: the built stylesheets, the layout of the confirmation page, the
 * forms' own field classes and wording. No script, so the site's CSP holds.
 */
export function createFormPageRenderer(files: Map<string, StaticFile>): (page: FormPage) => string {
  const look: FormPageLook = {
    ...siteLook(files),
    forms: FORM_PAGE_TEXT,
    formClasses: {
      form: 'mt-8 grid w-full gap-5 rounded-card border border-line bg-card p-6 text-left shadow-sm sm:p-8',
      label: 'block text-sm font-semibold text-heading',
      control:
        'mt-1.5 block w-full min-h-12 rounded-control border border-line bg-card px-4 py-3 text-base text-ink shadow-sm aria-[invalid=true]:border-clay-600',
      error: 'mt-1.5 text-sm font-medium text-clay-ink',
      submit:
        'inline-flex min-h-12 items-center justify-center justify-self-start rounded-full bg-clay-600 px-7 font-semibold text-white hover:bg-clay-700',
      summary: 'mt-6 w-full rounded-card border border-clay-600 bg-card p-4 text-left text-clay-ink',
      checkbox: 'flex items-start gap-3 text-base text-ink',
      note: 'text-sm leading-relaxed text-ink-muted',
    },
  };
  return (page) => renderFormPage(page, look);
}
