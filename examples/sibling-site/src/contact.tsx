import { ContactForm } from '@rooted/ui/contact-form';
import { leadFormProps } from './lead-forms';
import { contactText } from './words';

const send = leadFormProps('contact');

/** The contact form in Spanish, sending through `@rooted/lead-capture/client` to this site's `/api/leads`. */
export function Contact() {
  return (
    <section id="contacto" aria-labelledby="contacto-titulo" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h2 id="contacto-titulo" className="font-display text-3xl font-semibold text-heading">
        Cuéntanos tu idea
      </h2>
      <p className="mt-3 text-ink-muted">
        ¿Quieres fundar una cooperativa o colaborar con alguna? Te respondemos en un día laborable.
      </p>
      <div className="mt-8">
        <ContactForm text={contactText} privacyHref="/privacidad" {...send} />
      </div>
    </section>
  );
}
