export { About, type AboutProps, type ImpactPanel } from './about';
export { ABOUT_TEXT, type AboutText } from './about-text';
