/**
 * The controls whose clicks are kept before their part of the page has hydrated: buttons that
 * are not a form's submit button, and elements that act as one by their role (tabs, options,
 * switches, menu items). A submit before its form's code has loaded is posted by the browser to
 * the server's plain form route, so it is left alone (a replay would send it twice); links and
 * form fields work without JavaScript too.
 *
 * The boot script (boot-script.ts) carries this text, so changing it changes the CSP hash, which
 * the server computes from the same constant.
 */
export const EARLY_CONTROLS =
  'button[type=button],[role=button],[role=tab],[role=switch],[role=option],[role=menuitem]';

/** Form fields: typing into a prerendered one survives hydration as it is, so their keystrokes are never kept. */
export const FORM_FIELDS = 'input,textarea,select,[contenteditable]';
