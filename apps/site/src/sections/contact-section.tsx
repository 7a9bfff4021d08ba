import type { ContactPrefill } from '@rooted/ui/contact-form';
import { Section } from '@rooted/ui/section';
import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { PREFILL_CONTACT_EVENT, readPrefill, takePendingPrefill } from '../lib/leads/contact-prefill';
import { useSiteContent } from '../lib/content-store/use-site-content';
import { keepOnFailure } from '../lib/resilience/lazy-failure';
import { whenNeeded } from '../first-paint/when-needed';
import { PhoneLink } from '../pages/text/phone-link';
import { PrintContactLine } from './print-contact-line';

// The form's code (react-hook-form, react-query) is fetched when #contact nears the viewport; until
// then the prerendered form stays on screen (and stays, if the code is gone after a deploy). The
// prerenderer loads it at once.
const SiteContactForm = lazy(
  keepOnFailure(() =>
    (import.meta.env.SSR ? Promise.resolve() : whenNeeded(() => document.getElementById('contact')))
      .then(() => import('../lib/leads/lead-forms.lazy'))
      .then((m) => ({ default: m.SiteContactForm })),
  ),
);

/** Prefills from the live chat's "write to a person" (`rooted:prefill-contact`, detail `{subject?, message?}`). */
function useContactPrefill(): ContactPrefill | null {
  const [prefill, setPrefill] = useState<ContactPrefill | null>(null);
  useEffect(() => {
    // A request made before this section's code arrived was remembered by the root layout. It is
    // applied after hydration (not as initial state) so the first render matches the prerendered form.
    const pending = takePendingPrefill();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing from an outside event source, once
    if (pending) setPrefill(pending);
    const onPrefill = (event: Event) => {
      const request = readPrefill(event);
      if (request) setPrefill(request);
      takePendingPrefill();
    };
    window.addEventListener(PREFILL_CONTACT_EVENT, onPrefill);
    return () => window.removeEventListener(PREFILL_CONTACT_EVENT, onPrefill);
  }, []);
  return prefill;
}

/** Memoised so a re-render of the section (e.g. content sync) never disturbs the form's pending hydration. */
const ContactFormSlot = memo(function ContactFormSlot({ prefill }: { prefill: ContactPrefill | null }) {
  return (
    <Suspense fallback={<div aria-busy="true" className="min-h-[36rem]" />}>
      <SiteContactForm prefill={prefill} />
    </Suspense>
  );
});

/** #contact: how to reach the studio, and the contact form posting to /api/leads. */
export function ContactSection() {
  const company = useSiteContent((c) => c.company);
  const prefill = useContactPrefill();
  return (
    <Section
      id="contact"
      eyebrow="Contact"
      title="Let's talk"
      intro="Write or call, whichever suits you. We reply within 24 hours."
    >
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_2fr]">
        <address className="flex flex-col gap-4 text-base not-italic text-ink-muted">
          <p>
            <span className="block text-sm font-semibold text-heading">Email</span>
            <a href={`mailto:${company.email}`} className="text-accent underline underline-offset-4">
              {company.email}
            </a>
          </p>
          <p>
            <span className="block text-sm font-semibold text-heading">Phone</span>
            <PhoneLink phone={company.phone} className="text-accent underline underline-offset-4" />
          </p>
          <p>
            <span className="block text-sm font-semibold text-heading">Studio</span>
            {company.address}
          </p>
        </address>
        <div className="rounded-card border border-line bg-card p-6 shadow-sm sm:p-8 print:hidden">
          <ContactFormSlot prefill={prefill} />
        </div>
        <PrintContactLine action="To send us a message, visit or write to us" />
      </div>
    </Section>
  );
}
