import { JoinForm, type JoinFormValues } from '@rooted/ui/join-form';
import { Section } from '@rooted/ui/section';
import { lazyLeadResolver } from '../lib/lead-resolvers';
import { notifyToast, useLeadSubmit } from '../lib/use-lead-submit';
import { useSiteNavigate } from '../lib/use-site-navigate';

const resolver = lazyLeadResolver<JoinFormValues>('join');

/** #join: the community application, posting to /api/leads. */
export function JoinSection() {
  const onSubmit = useLeadSubmit<JoinFormValues>('join');
  const onNavigate = useSiteNavigate();
  return (
    <Section
      id="join"
      tone="tinted"
      eyebrow="Join us"
      title="Grow with a community that has your back"
      intro="Founders, mentors and changemakers apply to join the studio's community. Tell us what you are building and how you would like to take part."
    >
      <div className="mt-10 max-w-3xl rounded-card border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
        <JoinForm onSubmit={onSubmit} resolver={resolver} notify={notifyToast} onNavigate={onNavigate} />
      </div>
    </Section>
  );
}
