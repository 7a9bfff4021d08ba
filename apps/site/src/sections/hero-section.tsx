import { Hero } from '@rooted/ui/hero';
import { useSiteContent } from '../lib/use-site-content';
import { useSiteNavigate } from '../lib/use-site-navigate';

/** #home: the hero, fed by content.hero and the testimonials. */
export function HeroSection() {
  const hero = useSiteContent((c) => c.hero);
  const testimonials = useSiteContent((c) => c.testimonials);
  const onNavigate = useSiteNavigate();
  return (
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
  );
}
