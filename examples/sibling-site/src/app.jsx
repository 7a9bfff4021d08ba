import { Hero } from '@rooted/ui/hero';
import { Ventures } from '@rooted/ui/ventures';
import { useSyncExternalStore } from 'react';
import { content } from './content.js';

/** Reads the content store; React re-renders when a change is stored in this tab or another. */
function useSiteContent() {
  return useSyncExternalStore(content.subscribe, content.getSiteContent, content.getSiteContent);
}

/** Branch Collective's home page: the shared hero and venture list, fed by its own content. */
export function App() {
  const { hero, ventures, testimonials, sections } = useSiteContent();
  return (
    <main>
      <Hero
        title={hero.title}
        subtitle={hero.subtitle}
        description={hero.description}
        primaryCta={{ name: hero.ctaText, href: hero.ctaLink }}
        secondaryCta={{ name: 'Our Story', href: '#about' }}
        counters={hero.counters}
        testimonials={testimonials}
        animate={false}
      />
      <Ventures ventures={ventures} heading={sections.ventures} />
    </main>
  );
}
