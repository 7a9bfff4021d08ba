import { Hero, type HeroImageSource } from '@rooted/ui/hero';
import { useAppConfig, useSiteContent } from '../lib/content-store/use-site-content';
import { useSiteNavigate } from '../lib/navigation/use-site-navigate';

/** Self-hosted hero picture in AVIF and WebP (docs/decisions/0018), 4:3, never lazy. */
const HERO_IMAGE: HeroImageSource = {
  avif: '/images/hero-640.avif 640w, /images/hero-960.avif 960w',
  webp: '/images/hero-640.webp 640w, /images/hero-960.webp 960w',
  src: '/images/hero-960.webp',
  alt: 'Cupped hands holding a seedling in front of farm fields, a farmhouse and a rising sun',
  width: 960,
  height: 720,
  sizes: '(min-width: 1024px) 540px, calc(100vw - 2rem)',
};

/**
 * #home: the hero, fed by content.hero and the testimonials; the animations setting can still it.
 * A counter marked `countsVentures` counts the venture cards of the content.
 * An owner's uploaded picture (content.hero.image) replaces the site's own, at the same layout sizes.
 */
export function HeroSection() {
  const hero = useSiteContent((c) => c.hero);
  const ventureCount = useSiteContent((c) => c.ventures.length);
  // A counter of the ventures shows how many cards there are, never a figure typed beside them.
  const counters = hero.counters.map((counter) =>
    counter.countsVentures ? { ...counter, target: ventureCount } : counter,
  );
  const testimonials = useSiteContent((c) => c.testimonials);
  const animate = useAppConfig((c) => c.ui.animations);
  const onNavigate = useSiteNavigate();
  return (
    <Hero
      title={hero.title}
      subtitle={hero.subtitle}
      description={hero.description}
      primaryCta={{ name: hero.ctaText, href: hero.ctaLink }}
      secondaryCta={{ name: 'Learn Our Story', href: '#about' }}
      counters={counters}
      testimonials={testimonials}
      image={hero.image ? { ...hero.image, sizes: HERO_IMAGE.sizes } : HERO_IMAGE}
      animate={animate}
      onNavigate={onNavigate}
    />
  );
}
