import type { ConfirmationLook } from '../consent/confirmation-page.js';
import type { FieldErrors, LeadKind } from '../schemas.js';
import { classAttribute as cls, escapeHtml, renderServerPage } from '../server-page.js';
import { CONSENT_FIELDS, FORM_FIELDS, HONEYPOT_FIELD, type FormField } from './form-fields.js';

/** What a plain HTML form page shows: the empty form, the form with its errors, a result, or a refusal. */
export type FormPageOutcome = 'form' | 'invalid' | 'sent' | 'confirm' | 'limited' | 'unavailable' | 'refused';

/** The content of a form page; a renderer turns it into HTML. */
export interface FormPage {
  kind: LeadKind;
  outcome: FormPageOutcome;
  /** HTTP status the page is sent with. */
  status: 200 | 400 | 403 | 404 | 408 | 413 | 415 | 422 | 429 | 503;
  /** Where the form posts (`{basePath}/leads/form/{kind}`). */
  action: string;
  /** What the visitor typed, shown again in the form (never the honeypot). */
  values: Readonly<Record<string, string | boolean>>;
  /** Field-level messages from the lead schema, keyed by field name. */
  fields: FieldErrors;
  /** A sentence above the form: why it was refused, or what to do next. */
  message?: string;
}

/** A form's own wording on its page; every part has a plain default. */
export interface FormPageText {
  /** The page heading above the form. */
  title?: string;
  submit?: string;
  /** Labels by field name. */
  labels?: Readonly<Record<string, string>>;
  /** Option labels of a select, by field name, then by value. */
  options?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The select's "nothing chosen" option. */
  selectPlaceholder?: string;
  /** Heading and sentence after a successful send. */
  sent?: { title: string; message: string };
  /** Heading and sentence after a signup that waits for its confirmation email. */
  confirm?: { title: string; message: string };
  /** The consent wording the form shows, posted in hidden fields so the consent record keeps it. */
  consent?: { text: string; version: string };
  /** The privacy line under the form. */
  note?: { text: string; linkText: string; href: string };
  /** Heading of the list of errors above the form. */
  summaryTitle?: string;
}

/** How a site dresses the form pages: the confirmation page's look, each form's wording and field classes. */
export interface FormPageLook extends ConfirmationLook {
  forms?: Partial<Record<LeadKind, FormPageText>>;
  formClasses?: {
    form?: string;
    label?: string;
    control?: string;
    error?: string;
    submit?: string;
    summary?: string;
    checkbox?: string;
    note?: string;
  };
}

const DEFAULT_TITLES: Record<LeadKind, string> = {
  contact: 'Contact form',
  join: 'Join us application',
  newsletter: 'Newsletter',
  'exit-intent': 'Newsletter',
};

/** The heading a page of this outcome carries. */
function pageTitle(page: FormPage, text: FormPageText): string {
  if (page.outcome === 'sent') return text.sent?.title ?? 'Thank you';
  if (page.outcome === 'confirm') return text.confirm?.title ?? text.sent?.title ?? 'Thank you';
  return text.title ?? DEFAULT_TITLES[page.kind];
}

/**
 * A form page as HTML: no script, so it works with JavaScript off and passes a strict CSP. Every
 * value the visitor typed is escaped; the honeypot is always empty.
 */
export function renderFormPage(page: FormPage, look: FormPageLook = {}): string {
  const text = look.forms?.[page.kind] ?? {};
  const { classes = {} } = look;
  let body: string;
  if (page.outcome === 'sent' || page.outcome === 'confirm') {
    const result = page.outcome === 'confirm' ? (text.confirm ?? text.sent) : text.sent;
    const home = look.homeUrl ? `\n<a href="${escapeHtml(look.homeUrl)}"${cls(classes.link)}>Return to Home</a>` : '';
    body = `<p${cls(classes.message)} role="status">${escapeHtml(result?.message ?? 'Your form was sent.')}</p>${home}`;
  } else {
    const message = page.message ? `\n<p${cls(classes.message)} role="alert">${escapeHtml(page.message)}</p>` : '';
    body = `${message.trimStart()}\n${renderForm(page, text, look)}`;
  }
  return renderServerPage(pageTitle(page, text), body, look);
}

function renderForm(page: FormPage, text: FormPageText, look: FormPageLook): string {
  const c = look.formClasses ?? {};
  const idOf = (name: string) => `${page.kind}-${name}`;
  const fields = FORM_FIELDS[page.kind];
  const errors = fields.flatMap((field) => {
    const message = page.fields[field.name]?.[0];
    return message ? [{ field, message }] : [];
  });
  const summary =
    errors.length > 0
      ? `<div${cls(c.summary)} role="alert">\n<h2>${escapeHtml(text.summaryTitle ?? 'Please correct the following:')}</h2>\n<ul>\n${errors
          .map(({ field, message }) => `<li><a href="#${idOf(field.name)}">${escapeHtml(message)}</a></li>`)
          .join('\n')}\n</ul>\n</div>\n`
      : '';
  const controls = fields.map((field) => renderField(field, page, text, c, idOf)).join('\n');
  const consent = text.consent
    ? CONSENT_FIELDS.map(
        (name) =>
          `<input type="hidden" name="${name}" value="${escapeHtml(name === 'consentText' ? text.consent!.text : text.consent!.version)}">`,
      ).join('\n') + '\n'
    : '';
  const honeypot = `<div aria-hidden="true" style="position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden">\n<label for="${idOf(HONEYPOT_FIELD)}">Leave this field empty</label>\n<input id="${idOf(HONEYPOT_FIELD)}" type="text" name="${HONEYPOT_FIELD}" value="" tabindex="-1" autocomplete="off">\n</div>\n`;
  const note = text.note
    ? `<p${cls(c.note)}>${escapeHtml(text.note.text)} <a href="${escapeHtml(text.note.href)}">${escapeHtml(text.note.linkText)}</a>.</p>\n`
    : '';
  return `${summary}<form method="post" action="${escapeHtml(page.action)}"${cls(c.form)} aria-label="${escapeHtml(text.title ?? DEFAULT_TITLES[page.kind])}">
${controls}
${consent}${honeypot}${note}<button type="submit"${cls(c.submit)}>${escapeHtml(text.submit ?? 'Send')}</button>
</form>`;
}

function renderField(
  field: FormField,
  page: FormPage,
  text: FormPageText,
  c: NonNullable<FormPageLook['formClasses']>,
  idOf: (name: string) => string,
): string {
  const id = idOf(field.name);
  const label = escapeHtml(text.labels?.[field.name] ?? field.label);
  const value = page.values[field.name];
  const error = page.fields[field.name]?.[0];
  const aria = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const errorText = error ? `\n<p id="${id}-error"${cls(c.error)}>${escapeHtml(error)}</p>` : '';
  if (field.type === 'checkbox') {
    return `<div${cls(c.checkbox)}><input id="${id}" type="checkbox" name="${field.name}" value="on"${value === true ? ' checked' : ''}${aria}> <label for="${id}">${label}</label>${errorText}</div>`;
  }
  const required = field.required ? ' required aria-required="true"' : '';
  const shown = typeof value === 'string' ? value : '';
  const auto = field.autoComplete ? ` autocomplete="${field.autoComplete}"` : '';
  const labelHtml = `<label for="${id}"${cls(c.label)}>${label}${field.required ? ' (required)' : ''}</label>`;
  let control: string;
  if (field.type === 'textarea') {
    // The newline after the start tag is dropped by every HTML parser, so a value that starts
    // with one keeps it.
    control = `<textarea id="${id}" name="${field.name}" rows="5"${required}${aria}${cls(c.control)}>\n${escapeHtml(shown)}</textarea>`;
  } else if (field.type === 'select') {
    const labels = text.options?.[field.name] ?? {};
    const options = [`<option value="">${escapeHtml(text.selectPlaceholder ?? 'Choose one')}</option>`]
      .concat(
        (field.options ?? []).map(
          (option) =>
            `<option value="${escapeHtml(option)}"${option === shown ? ' selected' : ''}>${escapeHtml(labels[option] ?? option)}</option>`,
        ),
      )
      .join('');
    control = `<select id="${id}" name="${field.name}"${required}${aria}${cls(c.control)}>${options}</select>`;
  } else {
    const inputMode = field.type === 'email' ? ' inputmode="email"' : '';
    control = `<input id="${id}" type="${field.type}" name="${field.name}" value="${escapeHtml(shown)}"${auto}${inputMode}${required}${aria}${cls(c.control)}>`;
  }
  return `<div>${labelHtml}\n${control}${errorText}</div>`;
}
