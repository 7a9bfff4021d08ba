export {
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
  type FieldBaseProps,
  type SelectOption,
} from './text-field';
export { HoneypotField } from './honeypot-field';
export { SubmitButton } from './submit-button';
export { ConsentNote, type ConsentNoteProps } from './consent-note';
export { ConsentFields } from './consent-fields';
export { SuccessNotice, SUCCESS_NOTICE_MS, type SuccessNoticeProps } from './success-notice';
export { useLeadForm, type LeadFormState, type UseLeadFormOptions } from './use-lead-form';
export { fieldIds } from './field-ids';
export type {
  FieldMessages,
  FormConsent,
  FormNavigateHandler,
  FormStatus,
  FormToast,
  FormToastText,
  LeadSubmitHandler,
  NotifyHandler,
  SubmitOutcome,
} from './types';
