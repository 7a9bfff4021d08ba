import { About } from '@rooted/ui/about';
import { CommunityStats } from '@rooted/ui/community-stats';
import { Hero } from '@rooted/ui/hero';
import { Section } from '@rooted/ui/section';
import { Ventures } from '@rooted/ui/ventures';
import { useSiteContent } from '../lib/use-site-content';
import { useSiteNavigate } from '../lib/use-site-navigate';

/** The long home page: every section reads the content model, none holds copy of its own. */
export function HomePage() {
  const content = useSiteContent((c) => c);
  const onNavigate = useSiteNavigate();
  const { hero, about, ventures, communityStats, company, testimonials } = content;

  return (
    <>
      <Hero
        title={hero.title}
        subtitle={hero.subtitle}
        description={hero.description}
        primaryCta={{ name: hero.ctaText, href: hero.ctaLink }}
        secondaryCta={{ name: 'Learn Our Story', href: '#about' }}
        counters={hero.counters}
        testimonial={testimonials[0]}
        onNavigate={onNavigate}
      />
      <About mission={about.mission} vision={about.vision} values={about.values} />
      <Ventures ventures={ventures} />
      <CommunityStats
        stats={[communityStats.entrepreneurs, communityStats.valueCreated, communityStats.peopleCentric, communityStats.activeVentures]}
      />
      <Section
        id="join"
        tone="tinted"
        eyebrow="Join us"
        title="Grow with a community that has your back"
        intro="Founders, mentors and changemakers apply to join the studio's community. Tell us what you are building and how you would like to take part."
      />
      <Section
        id="contact"
        eyebrow="Contact"
        title="Let's talk"
        intro={`Write to ${company.email} or call ${company.phone}. We reply within 24 hours.`}
      />
    </>
  );
}
