import type { Testimonial } from '@rooted/ui/hero';
import type { VentureCard } from '@rooted/ui/ventures';

/**
 * Colmena's content, typed with the sections' own prop types. It is plain data in the page's
 * code: no content store and no zod in the browser (an editable store would add about 28 KB gzip).
 */
export const company = {
  name: 'Colmena',
  tagline: 'Cooperativas de barrio',
  description: 'Ayudamos a vecinas y vecinos a fundar cooperativas que pagan con justicia y se quedan en el barrio.',
  email: 'hola@colmena.example',
  phone: '+34 910 000 142',
  address: 'Calle del Panal 7, 28012 Madrid',
};

export const navigation = [
  { name: 'Proyectos', href: '#ventures' },
  { name: 'Contacto', href: '#contacto' },
];

export const hero = {
  title: 'Negocios que pertenecen a quienes los hacen funcionar',
  subtitle: 'Colmena · Cooperativas de barrio',
  description:
    'Un pequeño estudio que acompaña a cooperativas desde la primera reunión hasta la primera nómina: estatutos, plan de negocio, financiación ética y mucha paciencia.',
  primaryCta: { name: 'Escríbenos', href: '#contacto' },
  secondaryCta: { name: 'Ver proyectos', href: '#ventures' },
  counters: [
    { id: 'cooperativas', target: 12, suffix: '', label: 'Cooperativas' },
    { id: 'socias', target: 140, suffix: '+', label: 'Personas socias' },
    { id: 'barrios', target: 5, suffix: '', label: 'Barrios' },
  ],
};

export const testimonials: Testimonial[] = [
  {
    text: 'Abrimos el obrador en tres meses y hoy somos siete socias.',
    author: 'Lucía Fernández',
    role: 'Panadería La Espiga',
  },
  {
    text: 'Nos ayudaron a entender los números sin perder la ilusión.',
    author: 'Andrés Molina',
    role: 'Taller de bicis El Radio',
  },
];

export const ventures: VentureCard[] = [
  {
    id: 'la-espiga',
    name: 'Panadería La Espiga',
    tagline: 'Pan de masa madre hecho por quienes son dueñas del horno.',
    description: 'Una panadería cooperativa que muele trigo de la sierra y vende en su mostrador y en dos mercados.',
    status: 'Live',
    features: ['Propiedad de sus trabajadoras', 'Harina de proximidad'],
    website: 'https://laespiga.example',
    isLive: true,
    icon: 'sprout',
    color: 'amber',
  },
  {
    id: 'el-radio',
    name: 'Taller de bicis El Radio',
    tagline: 'Reparar antes que comprar.',
    description: 'Un taller y escuela de reparación de bicicletas con cuota solidaria y talleres abiertos los sábados.',
    status: 'Beta',
    features: ['Cuota según ingresos', 'Taller abierto cada sábado'],
    website: 'https://elradio.example',
    isLive: false,
    icon: 'wrench',
    color: 'sky',
  },
];

export const legalLinks = [
  { name: 'Privacidad', href: '/privacidad' },
  { name: 'Aviso legal', href: '/aviso-legal' },
];
