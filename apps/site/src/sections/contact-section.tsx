import { Section } from '@rooted/ui/section';
import { useSiteContent } from '../lib/use-site-content';

/** #contact: how to reach the studio (the contact form arrives with the lead-capture work). */
export function ContactSection() {
  const company = useSiteContent((c) => c.company);
  return (
    <Section
      id="contact"
      eyebrow="Contact"
      title="Let's talk"
      intro={`Write to ${company.email} or call ${company.phone}. We reply within 24 hours.`}
    />
  );
}
