export { Footer, type FooterProps, type FooterSocialLinks, type FooterVenture } from './footer';
export { FOOTER_TEXT, type FooterText } from './footer-text';
