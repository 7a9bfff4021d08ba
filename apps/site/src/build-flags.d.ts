// Compile-time constants from scripts/build-flags.ts (Vite's `define`): a branch on a flag that
// is off is removed from the bundle.
declare const __ANALYTICS__: boolean;
declare const __GA_MEASUREMENT_ID__: string;
declare const __ERROR_TRACKING__: boolean;
declare const __PERFORMANCE_MONITORING__: boolean;
declare const __PERFORMANCE_SAMPLE_RATE__: number;
declare const __RELEASE__: string;
