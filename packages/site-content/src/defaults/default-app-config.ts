import type { AppConfig } from '../schema/app-config-schema';

/** The default stored flags: exit-intent popup and live chat on, analytics and dev tools off. */
export const defaultAppConfig: AppConfig = {
  features: {
    exitIntentPopup: true,
    liveChat: true,
    analytics: false,
    developmentTools: false,
  },
  ui: {
    theme: 'auto',
    animations: true,
  },
};
