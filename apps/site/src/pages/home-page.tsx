import { lazySection } from '../first-paint/lazy-section';
import { useDevReadinessLog } from '../lib/readiness-report/use-dev-readiness-log';

/*
 * Sections load their code lazily (docs/decisions/0004): their markup is prerendered and
 * hydrated in place once they come near the viewport or the browser is idle. The hero is among
 * them: its HTML (and so the LCP) needs no script, and its widgets (testimonials, counters) can
 * hydrate a moment after the page without weighing on the entry chunk.
 */
const HeroSection = lazySection('home', () => import('../sections/hero-section').then((m) => m.HeroSection), {
  minHeight: '44rem',
});
const AboutSection = lazySection('about', () => import('../sections/about-section').then((m) => m.AboutSection), {
  minHeight: '60rem',
});
const VenturesSection = lazySection(
  'ventures',
  () => import('../sections/ventures-section').then((m) => m.VenturesSection),
  {
    minHeight: '80rem',
  },
);
const CommunitySection = lazySection(
  'community',
  () => import('../sections/community-section').then((m) => m.CommunitySection),
  {
    minHeight: '28rem',
  },
);
// No space reserved: a home page rendered in the browser alone (a client-side visit) has no story
// cards to show (sections/stories-section.tsx), so the section is left out there.
const StoriesSection = lazySection(
  'stories',
  () => import('../sections/stories-section').then((m) => m.StoriesSection),
  {
    minHeight: '0px',
  },
);
const JoinSection = lazySection('join', () => import('../sections/join-section').then((m) => m.JoinSection), {
  minHeight: '48rem',
});
const QualitySection = lazySection(
  'quality',
  () => import('../sections/quality-section').then((m) => m.QualitySection),
  {
    minHeight: '40rem',
  },
);
const LaunchSection = lazySection('launch', () => import('../sections/launch-section').then((m) => m.LaunchSection), {
  minHeight: '44rem',
});

const ContactSection = lazySection(
  'contact',
  () => import('../sections/contact-section').then((m) => m.ContactSection),
  {
    minHeight: '44rem',
  },
);

/** The long home page, sections in their fixed order (docs/decisions/0026). Each section reads the content model itself. */
export function HomePage() {
  useDevReadinessLog();
  return (
    <>
      <HeroSection />
      <AboutSection />
      <VenturesSection />
      <CommunitySection />
      <StoriesSection />
      <JoinSection />
      <QualitySection />
      <LaunchSection />
      <ContactSection />
    </>
  );
}
