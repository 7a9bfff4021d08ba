import { AboutSection } from '../sections/about-section';
import { CommunitySection } from '../sections/community-section';
import { ContactSection } from '../sections/contact-section';
import { HeroSection } from '../sections/hero-section';
import { JoinSection } from '../sections/join-section';
import { VenturesSection } from '../sections/ventures-section';

/** The long home page, in the order of spec §1. Each section reads the content model itself. */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <AboutSection />
      <VenturesSection />
      <CommunitySection />
      <JoinSection />
      <ContactSection />
    </>
  );
}
