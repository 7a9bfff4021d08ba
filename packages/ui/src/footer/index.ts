export { Footer, type FooterProps, type FooterSocialLinks, type FooterVenture } from './footer';
