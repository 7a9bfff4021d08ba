import { z } from 'zod';

/** Colour scheme choices; `auto` follows the visitor's system setting. */
export const THEMES = ['light', 'dark', 'auto'] as const;

/**
 * The browser app config without the provider credentials: the API key is a server secret and
 * never lives in the browser, so the schema has no place for it.
 */
export const appConfigSchema = z.strictObject({
  features: z.strictObject({
    exitIntentPopup: z.boolean(),
    liveChat: z.boolean(),
    analytics: z.boolean(),
    developmentTools: z.boolean(),
  }),
  ui: z.strictObject({
    theme: z.enum(THEMES),
    animations: z.boolean(),
  }),
});

/** The validated app config. */
export type AppConfig = z.infer<typeof appConfigSchema>;
/** The feature flags. */
export type FeatureFlags = AppConfig['features'];
/** A colour scheme choice. */
export type Theme = (typeof THEMES)[number];
