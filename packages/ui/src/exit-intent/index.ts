export { useExitIntent, type ExitIntentState, type UseExitIntentOptions } from './use-exit-intent';
export {
  EXIT_INTENT_DEFAULTS,
  EXIT_INTENT_EXCLUDED_PATHS,
  EXIT_INTENT_MEDIA_QUERY,
  hasUnsentInput,
  isBusy,
  isCoarseDevice,
  isExcludedPath,
  isSuppressed,
  scrolledRatio,
} from './exit-intent-rules';
export {
  EXIT_INTENT_KEY,
  EXIT_INTENT_SHOWN_KEY,
  readChoice,
  recordExitIntentDismissed,
  recordExitIntentShown,
  recordNewsletterSignup,
} from './exit-intent-storage';
