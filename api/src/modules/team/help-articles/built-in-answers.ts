import type { HELP_CATEGORIES, HELP_LANGUAGES } from '@ros/shared-events';

type Category = (typeof HELP_CATEGORIES)[number];
/** One built-in answer: its category, question and answer (plain text, which reads as Markdown). */
export interface BuiltInAnswer {
  category: Category;
  title: string;
  body: string;
}

/**
 * The help page's built-in answers, about the app itself (the same in every restaurant), in each
 * language of the app. Each list holds the same answers in the same order (their ids are their places).
 */
export const BUILT_IN_ANSWERS: Record<(typeof HELP_LANGUAGES)[number], BuiltInAnswer[]> = {
  en: [
    {
      category: 'general',
      title: 'What is Restaurant OS?',
      body: 'One app for ordering, point of sale, kitchen display, menus, tables, inventory, staff and reports. Every restaurant gets its own space.',
    },
    {
      category: 'general',
      title: 'Does it work on tablets and phones?',
      body: 'Yes. The POS is touch-friendly, the kitchen display runs full screen, and guests order from their phones through the digital menu.',
    },
    {
      category: 'general',
      title: 'Do screens update by themselves?',
      body: 'Yes. Orders, tickets and table changes appear on every open screen within a moment; the navbar shows whether you are live.',
    },
    {
      category: 'accounts',
      title: 'How do I add staff?',
      body: 'Open Staff management and invite them by email with a role. They join when they accept the invitation.',
    },
    {
      category: 'accounts',
      title: 'What can each role do?',
      body: 'Owner can do everything. Manager, Cashier, Waiter, Chef and Delivery have sensible defaults you can adjust in User role.',
    },
    {
      category: 'accounts',
      title: 'Can I work at several restaurants?',
      body: 'Yes. Use the restaurant switcher in the navbar; your role can differ per restaurant.',
    },
    {
      category: 'signIn',
      title: 'I forgot my password.',
      body: 'Use "Forgot Password?" on the sign-in page; we email you a link to choose a new one.',
    },
    {
      category: 'signIn',
      title: 'What does "Remember me" do?',
      body: 'It keeps you signed in on this device after the browser closes. Leave it off on shared devices.',
    },
    {
      category: 'sales',
      title: 'What does the Basic plan include?',
      body: 'Unlimited orders, the complete POS, a digital menu with unlimited dishes, unlimited tables and members, income and expense reports.',
    },
    {
      category: 'sales',
      title: 'What does Premium add?',
      body: 'Multiple restaurants, inventory, unlimited menus and spaces, delivery, reservations, custom roles and annual reports.',
    },
    {
      category: 'support',
      title: 'How do I reach support?',
      body: 'Email support@restaurant-os.app. Premium restaurants also get 24/7 chat support and step-by-step tutorials.',
    },
  ],
  es: [
    {
      category: 'general',
      title: '¿Qué es Restaurant OS?',
      body: 'Una sola aplicación para pedidos, punto de venta, pantalla de cocina, menús, mesas, inventario, personal e informes. Cada restaurante tiene su propio espacio.',
    },
    {
      category: 'general',
      title: '¿Funciona en tabletas y teléfonos?',
      body: 'Sí. El POS es táctil, la pantalla de cocina funciona a pantalla completa y los clientes piden desde su teléfono a través del menú digital.',
    },
    {
      category: 'general',
      title: '¿Las pantallas se actualizan solas?',
      body: 'Sí. Los pedidos, las comandas y los cambios de mesa aparecen en todas las pantallas abiertas en un instante; la barra de navegación indica si estás en directo.',
    },
    {
      category: 'accounts',
      title: '¿Cómo añado personal?',
      body: 'Abre Gestión de personal e invítalos por correo electrónico con un rol. Se unen cuando aceptan la invitación.',
    },
    {
      category: 'accounts',
      title: '¿Qué puede hacer cada rol?',
      body: 'El Propietario puede hacerlo todo. Gerente, Cajero, Camarero, Cocinero y Repartidor tienen permisos predeterminados razonables que puedes ajustar en Roles de usuario.',
    },
    {
      category: 'accounts',
      title: '¿Puedo trabajar en varios restaurantes?',
      body: 'Sí. Usa el selector de restaurantes de la barra de navegación; tu rol puede ser distinto en cada restaurante.',
    },
    {
      category: 'signIn',
      title: 'He olvidado mi contraseña.',
      body: 'Usa "¿Olvidaste tu contraseña?" en la página de inicio de sesión; te enviaremos un enlace para elegir una nueva.',
    },
    {
      category: 'signIn',
      title: '¿Qué hace "Recordarme"?',
      body: 'Mantiene tu sesión iniciada en este dispositivo aunque cierres el navegador. Desactívalo en dispositivos compartidos.',
    },
    {
      category: 'sales',
      title: '¿Qué incluye el plan Básico?',
      body: 'Pedidos ilimitados, el POS completo, un menú digital con platos ilimitados, mesas y miembros ilimitados, e informes de ingresos y gastos.',
    },
    {
      category: 'sales',
      title: '¿Qué añade Premium?',
      body: 'Varios restaurantes, inventario, menús y espacios ilimitados, reparto a domicilio, reservas, roles personalizados e informes anuales.',
    },
    {
      category: 'support',
      title: '¿Cómo contacto con soporte?',
      body: 'Escribe a support@restaurant-os.app. Los restaurantes Premium también tienen soporte por chat 24/7 y tutoriales paso a paso.',
    },
  ],
};
