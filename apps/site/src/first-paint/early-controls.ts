/**
 * The controls whose clicks are kept before their part of the page has hydrated: buttons that
 * are not a form's submit button, and elements that act as one by their role (tabs, options,
 * switches, menu items). Submit buttons are disabled until their form's code has loaded, so the
 * browser never delivers a click to them; links and form fields work without JavaScript.
 *
 * The boot script (boot-script.ts) carries this text, so changing it changes the CSP hash, which
 * the server computes from the same constant.
 */
export const EARLY_CONTROLS = 'button[type=button],[role=button],[role=tab],[role=switch],[role=option],[role=menuitem]';

/** Form fields: typing into a prerendered one survives hydration as it is, so their keystrokes are never kept. */
export const FORM_FIELDS = 'input,textarea,select,[contenteditable]';
