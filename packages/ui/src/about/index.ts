export { About, type AboutProps } from './about';
