export { Hero, type HeroProps } from './hero';
export { HeroCounters, type HeroCounter } from './hero-counters';
export { HeroImage, type HeroImageSource } from './hero-image';
export { TestimonialCarousel, type Testimonial, type TestimonialCarouselProps } from './testimonial-carousel';
export { useRotation, TESTIMONIAL_INTERVAL_MS, type RotationOptions } from './use-rotation';
export { useCountUp, COUNTER_DURATION_MS, COUNTER_STEPS } from './use-count-up';
export { usePrefersReducedMotion, prefersReducedMotionNow } from './use-reduced-motion';
export { HERO_TEXT, type HeroText } from './hero-text';
