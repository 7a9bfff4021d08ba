export { ConsentBanner } from './consent-banner';
export type { ConsentBannerProps, ConsentBannerWords } from './consent-banner';
