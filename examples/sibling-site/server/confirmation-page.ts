import { renderConfirmationPage, type ConfirmationPage, type ConfirmationWords } from '@rooted/lead-capture';

/** The page a newsletter confirmation link opens, in Spanish; the package's English words are the defaults. */
const words: ConfirmationWords = {
  outcomes: {
    pending: {
      title: 'Confirma tu suscripción',
      message:
        'Pulsa el botón para confirmar que quieres nuestros correos en esta dirección. Hasta entonces no enviamos nada.',
    },
    confirmed: {
      title: 'Suscripción confirmada',
      message: '¡Gracias! Tu suscripción está confirmada. Pronto te llegará un correo de bienvenida.',
    },
    'already-confirmed': {
      title: 'Ya estaba confirmada',
      message: 'Esta suscripción ya se confirmó con este enlace. No hace falta nada más.',
    },
    expired: {
      title: 'Este enlace ha caducado',
      message: 'Los enlaces de confirmación duran 7 días. Suscríbete de nuevo y te enviaremos otro.',
    },
    invalid: {
      title: 'Este enlace no es válido',
      message: 'El enlace está incompleto o ha cambiado. Suscríbete de nuevo y usa el enlace del correo nuevo.',
    },
    unavailable: {
      title: 'Inténtalo de nuevo',
      message: 'No hemos podido confirmar tu suscripción ahora. Abre el enlace otra vez dentro de unos minutos.',
    },
  },
  home: 'Volver al inicio',
  signUpAgain: 'Suscribirme de nuevo',
  confirm: 'Confirmar mi suscripción',
};

/** Colmena's confirmation page: Spanish, with its stylesheet-free plain look and a way home. */
export const renderColmenaConfirmation = (page: ConfirmationPage) =>
  renderConfirmationPage(page, { lang: 'es', siteName: 'Colmena', homeUrl: '/' }, words);
