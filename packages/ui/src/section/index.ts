export { Section, type SectionHeading, type SectionProps } from './section';
