import { afterEach, describe, expect, it } from 'vitest';
import { takeSavedFormValues } from './restore-form-values';
import { FORM_VALUES_KEY, saveFormValues } from './save-form-values';

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

function page(html: string) {
  document.body.innerHTML = html;
}

describe('saving and restoring form values across a full page load', () => {
  it('keeps what the visitor typed, by field id and page, and leaves out empty fields, the honeypot and checkboxes', () => {
    page(`<form>
      <input id="contact-name" type="text">
      <input id="contact-email" type="email">
      <textarea id="contact-message"></textarea>
      <select id="contact-subject"><option value="">Pick</option><option value="press">Press</option></select>
      <div aria-hidden="true"><input id="contact-homepage" type="text"></div>
      <input id="join-keepOnFile" type="checkbox" checked>
    </form>`);
    (document.getElementById('contact-name') as HTMLInputElement).value = 'Ada';
    (document.getElementById('contact-message') as HTMLTextAreaElement).value = 'Hello there';
    (document.getElementById('contact-subject') as HTMLSelectElement).value = 'press';
    (document.getElementById('contact-homepage') as HTMLInputElement).value = 'spam';
    saveFormValues();
    expect(JSON.parse(sessionStorage.getItem(FORM_VALUES_KEY)!)).toEqual({
      [location.pathname]: { 'contact-name': 'Ada', 'contact-message': 'Hello there', 'contact-subject': 'press' },
    });
  });

  it('gives each form its own values once, and keeps the others for their forms', () => {
    sessionStorage.setItem(
      FORM_VALUES_KEY,
      JSON.stringify({
        [location.pathname]: { 'contact-name': 'Ada', 'footer-newsletter-email': 'a@example.org' },
        '/other': { 'contact-name': 'Bo' },
      }),
    );
    expect(takeSavedFormValues('contact')).toEqual({ 'contact-name': 'Ada' });
    expect(takeSavedFormValues('contact')).toEqual({});
    expect(takeSavedFormValues('footer-newsletter')).toEqual({ 'footer-newsletter-email': 'a@example.org' });
    expect(JSON.parse(sessionStorage.getItem(FORM_VALUES_KEY)!)['/other']).toEqual({ 'contact-name': 'Bo' });
  });

  it('saves nothing when no form holds input', () => {
    page('<form><input id="contact-name" type="text"></form>');
    saveFormValues();
    expect(sessionStorage.getItem(FORM_VALUES_KEY)).toBeNull();
  });
});
