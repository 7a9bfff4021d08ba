export { Section, type SectionProps } from './section';
