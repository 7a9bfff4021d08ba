export { JoinForm, type JoinFormProps, type JoinFormValues } from './join-form';
export { JOIN_FORM_TEXT, type JoinFormText } from './join-form-text';
export { ErrorSummary, type ErrorSummaryItem } from './error-summary';
