/**
 * The hero's own words (the copy, counters and testimonials come in as props): the testimonial
 * carousel's names and controls and the picture's loading state, mostly for screen readers.
 * English by default; a site in another language passes its own through `Hero`'s `text`.
 */
export const HERO_TEXT = {
  /** The name of the testimonials region. */
  testimonials: 'What our members say',
  /** Each slide's name: its place among all. */
  slide: (position: number, count: number) => `${position} of ${count}`,
  play: 'Play testimonials',
  pause: 'Pause testimonials',
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  /** Announced while the hero picture loads. */
  loadingImage: 'Loading image',
};

/** The hero's words; pass a part through `Hero`'s `text` to replace it. */
export type HeroText = typeof HERO_TEXT;
