import { Section } from '@rooted/ui/section';

/** #join: the community application (its form arrives with the lead-capture work). */
export function JoinSection() {
  return (
    <Section
      id="join"
      tone="tinted"
      eyebrow="Join us"
      title="Grow with a community that has your back"
      intro="Founders, mentors and changemakers apply to join the studio's community. Tell us what you are building and how you would like to take part."
    />
  );
}
