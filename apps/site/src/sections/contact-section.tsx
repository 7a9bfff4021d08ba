import { ContactForm, type ContactFormValues, type ContactPrefill } from '@rooted/ui/contact-form';
import { Section } from '@rooted/ui/section';
import { useEffect, useState } from 'react';
import { lazyLeadResolver } from '../lib/lead-resolvers';
import { notifyToast, useLeadSubmit } from '../lib/use-lead-submit';
import { useSiteContent } from '../lib/use-site-content';
import { useSiteNavigate } from '../lib/use-site-navigate';

const resolver = lazyLeadResolver<ContactFormValues>('contact');

/** The live chat's prefill request (dispatched through `prefillContact` in lib/contact-prefill.ts). */
const PREFILL_CONTACT_EVENT = 'rooted:prefill-contact';

/** Prefills from the live chat's "write to a person" (`rooted:prefill-contact`, detail `{subject?, message?}`). */
function useContactPrefill(): ContactPrefill | null {
  const [prefill, setPrefill] = useState<ContactPrefill | null>(null);
  useEffect(() => {
    const onPrefill = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (typeof detail !== 'object' || detail === null) return;
      const { subject, message } = detail as { subject?: unknown; message?: unknown };
      setPrefill({
        ...(typeof subject === 'string' ? { subject } : {}),
        ...(typeof message === 'string' ? { message } : {}),
      });
    };
    window.addEventListener(PREFILL_CONTACT_EVENT, onPrefill);
    return () => window.removeEventListener(PREFILL_CONTACT_EVENT, onPrefill);
  }, []);
  return prefill;
}

/** #contact: how to reach the studio, and the contact form posting to /api/leads. */
export function ContactSection() {
  const company = useSiteContent((c) => c.company);
  const onSubmit = useLeadSubmit<ContactFormValues>('contact');
  const onNavigate = useSiteNavigate();
  const prefill = useContactPrefill();
  return (
    <Section
      id="contact"
      eyebrow="Contact"
      title="Let's talk"
      intro={`Write to ${company.email} or call ${company.phone}. We reply within 24 hours.`}
    >
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_2fr]">
        <address className="flex flex-col gap-4 text-base not-italic text-ink-muted">
          <p>
            <span className="block text-sm font-semibold text-brand-900">Email</span>
            <a href={`mailto:${company.email}`} className="text-brand-800 underline underline-offset-4">
              {company.email}
            </a>
          </p>
          <p>
            <span className="block text-sm font-semibold text-brand-900">Phone</span>
            {company.phone}
          </p>
          <p>
            <span className="block text-sm font-semibold text-brand-900">Studio</span>
            {company.address}
          </p>
        </address>
        <div className="rounded-card border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
          <ContactForm onSubmit={onSubmit} resolver={resolver} notify={notifyToast} prefill={prefill} onNavigate={onNavigate} />
        </div>
      </div>
    </Section>
  );
}
