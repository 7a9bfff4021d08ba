export { ExitIntentDialog, EXIT_INTENT_TEXT, type ExitIntentDialogProps } from './exit-intent-dialog';
