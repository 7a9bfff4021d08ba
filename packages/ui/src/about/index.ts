export { About, type AboutProps, type ImpactPanel } from './about';
