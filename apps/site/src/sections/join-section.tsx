import { Section } from '@rooted/ui/section';
import { SiteJoinForm } from '../lib/leads/lead-forms.lazy';
import { PrintContactLine } from './print-contact-line';

/** #join: the community application, posting to /api/leads (the page loads this section lazily). */
export function JoinSection() {
  return (
    <Section
      id="join"
      tone="tinted"
      eyebrow="Join us"
      title="Grow with a community that has your back"
      intro="Founders, mentors and changemakers apply to join the studio's community. Tell us what you are building and how you would like to take part."
    >
      <div className="mt-10 rounded-card border border-line bg-card p-6 shadow-sm sm:p-8 print:hidden">
        <SiteJoinForm />
      </div>
      <PrintContactLine action="To apply, visit or write to us" />
    </Section>
  );
}
