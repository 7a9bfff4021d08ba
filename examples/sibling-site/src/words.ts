import type { ContactFormText } from '@rooted/ui/contact-form';
import type { FooterText } from '@rooted/ui/footer';
import type { HeaderText } from '@rooted/ui/header';
import type { HeroText } from '@rooted/ui/hero';
import type { NewsletterFormText } from '@rooted/ui/newsletter-form';
import type { VenturesText } from '@rooted/ui/ventures';

/**
 * Every fixed word of the sections, in Spanish. Each object replaces the English defaults
 * (`HEADER_TEXT`, `HERO_TEXT`, …) part by part; the types list every part there is.
 */
export const headerText: Partial<HeaderText> = {
  navigation: 'Navegación principal',
  menu: 'Menú',
  closeMenu: 'Cerrar el menú',
};

export const heroText: Partial<HeroText> = {
  testimonials: 'Lo que dicen nuestras socias',
  slide: (position, count) => `${position} de ${count}`,
  play: 'Reproducir testimonios',
  pause: 'Pausar testimonios',
  previous: 'Testimonio anterior',
  next: 'Testimonio siguiente',
  loadingImage: 'Cargando imagen',
};

export const venturesHeading = { eyebrow: 'Nuestros proyectos', title: 'Cooperativas que ya caminan solas' };

export const venturesText: Partial<VenturesText> = {
  status: 'Estado: ',
  statusLabels: { Live: 'En marcha', Beta: 'En pruebas', 'Coming Soon': 'Muy pronto' },
  visit: (name) => `Visitar ${name}`,
  opensInNewTab: '(se abre en una pestaña nueva)',
};

export const contactText: Partial<ContactFormText> = {
  formTitle: 'Formulario de contacto',
  name: 'Nombre',
  email: 'Correo electrónico',
  subject: 'Asunto',
  subjectPlaceholder: 'Elige un asunto',
  subjects: {
    general: 'Consulta general',
    partnership: 'Colaboración',
    investment: 'Inversión',
    mentorship: 'Acompañamiento',
    support: 'Ayuda con un proyecto',
  },
  message: 'Mensaje',
  required: '(obligatorio)',
  submit: 'Enviar mensaje',
  submitting: 'Enviando…',
  notice: '¡Mensaje enviado! Te responderemos pronto.',
  closeNotice: 'Cerrar el aviso',
  privacyText: 'Solo usamos tus datos para responder a tu mensaje. Consulta nuestra',
  privacyLink: 'Política de privacidad',
  successToast: { title: '¡Mensaje enviado!', description: 'Te responderemos en un día laborable.' },
  failureToast: { title: 'No se pudo enviar', description: 'Inténtalo de nuevo dentro de un momento.' },
};

export const newsletterText: Partial<NewsletterFormText> = {
  formLabel: 'Boletín',
  email: 'Correo electrónico',
  required: '(obligatorio)',
  placeholder: 'tu@correo.es',
  submit: 'Suscribirme',
  submitting: 'Suscribiendo…',
  successToast: { title: '¡Suscripción hecha!', description: 'Recibirás la próxima carta a primeros de mes.' },
  confirmToast: {
    title: '¡Casi está!',
    description: 'Confirma tu suscripción con el enlace del correo que te acabamos de enviar.',
  },
  failureToast: { title: 'No se pudo suscribir', description: 'Inténtalo de nuevo más tarde.' },
};

export const footerText: Partial<FooterText> = {
  social: 'Redes sociales',
  socialLink: (company, network) => `${company} en ${network} (se abre en una pestaña nueva)`,
  ventures: 'Nuestros proyectos',
  opensInNewTab: '(se abre en una pestaña nueva)',
  explore: 'Explora',
  contact: 'Contacto',
  legal: 'Información legal',
  backToTop: 'Volver arriba',
};
