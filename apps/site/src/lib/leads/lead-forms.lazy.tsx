import type { LeadKind } from '@rooted/lead-capture/schemas';
import { ContactForm, type ContactFormValues, type ContactPrefill } from '@rooted/ui/contact-form';
import { JoinForm, type JoinFormValues } from '@rooted/ui/join-form';
import { NewsletterForm, type NewsletterFormValues } from '@rooted/ui/newsletter-form';
import type { NavigateHandler } from '@rooted/ui/header';
import { lazyLeadResolver } from './lead-resolvers';
import { useRestoredFormValues } from './restore-form-values';
import { notifyToast, useLeadSubmit } from './use-lead-submit';
import { useSiteNavigate } from '../navigation/use-site-navigate';

/*
 * The ui forms wired to /api/leads. This module (with react-hook-form and react-query) is loaded
 * lazily by the sections that show a form, so it stays out of every page's first download.
 */

const contactResolver = lazyLeadResolver<ContactFormValues>('contact');
const joinResolver = lazyLeadResolver<JoinFormValues>('join');
const newsletterResolvers = {
  newsletter: lazyLeadResolver<NewsletterFormValues>('newsletter'),
  'exit-intent': lazyLeadResolver<NewsletterFormValues>('exit-intent'),
} satisfies Partial<Record<LeadKind, unknown>>;

/** The #contact form, posting kind `contact`. */
export function SiteContactForm({ prefill }: { prefill: ContactPrefill | null }) {
  const { onSubmit, engage } = useLeadSubmit<ContactFormValues>('contact');
  useRestoredFormValues('contact');
  const onNavigate = useSiteNavigate();
  return (
    <ContactForm
      onSubmit={onSubmit}
      onEngage={engage}
      resolver={contactResolver}
      notify={notifyToast}
      prefill={prefill}
      onNavigate={onNavigate}
    />
  );
}

/** The #join application, posting kind `join`. */
export function SiteJoinForm() {
  const { onSubmit, engage } = useLeadSubmit<JoinFormValues>('join');
  useRestoredFormValues('join');
  const onNavigate = useSiteNavigate();
  return (
    <JoinForm
      onSubmit={onSubmit}
      onEngage={engage}
      resolver={joinResolver}
      notify={notifyToast}
      onNavigate={onNavigate}
    />
  );
}

/** Props of {@link SiteNewsletterForm}. */
export interface SiteNewsletterFormProps {
  /** `newsletter` (footer) or `exit-intent` (popup; source exit_intent_popup on the server). */
  kind: 'newsletter' | 'exit-intent';
  idPrefix: string;
  tone: 'light' | 'dark';
  heading?: string;
  /** Runs on success before the toast (remember the signup, close the popup). */
  onSubscribed: () => void;
  /** Wraps the site's link policy (the popup closes before following the privacy link). */
  onNavigate?: NavigateHandler;
}

/** The one newsletter form, posting kind `newsletter` or `exit-intent`. */
export function SiteNewsletterForm({
  kind,
  idPrefix,
  tone,
  heading,
  onSubscribed,
  onNavigate,
}: SiteNewsletterFormProps) {
  const { onSubmit, engage } = useLeadSubmit<NewsletterFormValues>(kind);
  useRestoredFormValues(idPrefix);
  const siteNavigate = useSiteNavigate();
  return (
    <NewsletterForm
      idPrefix={idPrefix}
      action={`/api/leads/form/${kind}`}
      tone={tone}
      {...(heading ? { heading } : {})}
      onSubmit={onSubmit}
      onEngage={engage}
      resolver={newsletterResolvers[kind]}
      notify={notifyToast}
      onSubscribed={onSubscribed}
      onNavigate={onNavigate ?? siteNavigate}
    />
  );
}
