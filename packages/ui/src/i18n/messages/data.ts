import type { NamespaceMessages } from '../locales.ts';

// Data-display primitives: tables, pagination, breadcrumbs, the checkout stepper and the tracking timeline.
export const messages: NamespaceMessages = {
  en: {
    table: {
      empty: 'Nothing to show yet.',
      sortBy: 'Sort by {{column}}',
    },
    pagination: {
      label: 'Pagination',
      previous: 'Previous page',
      next: 'Next page',
      page: 'Page {{page}}',
    },
    breadcrumbs: { label: 'Breadcrumb' },
    stepper: {
      label: 'Checkout steps',
      stepNumber: 'Step {{number}}',
      completed: 'completed',
      current: 'current step',
      steps: { contact: 'Contact', address: 'Address', shipment: 'Shipment', payment: 'Payment' },
    },
    timeline: {
      label: 'Shipment progress',
      current: 'Current status',
      states: {
        PROCESSING: 'Being prepared',
        ON_ROUTE: 'On its way',
        ON_DELIVERY: 'Out for delivery',
        DELIVERED: 'Delivered',
        INCIDENCE: 'Delivery problem',
        PENDING_TO_PICK: 'Ready for pickup',
        PICKED: 'Picked up',
      },
    },
  },
  es: {
    table: {
      empty: 'Todavía no hay nada que mostrar.',
      sortBy: 'Ordenar por {{column}}',
    },
    pagination: {
      label: 'Paginación',
      previous: 'Página anterior',
      next: 'Página siguiente',
      page: 'Página {{page}}',
    },
    breadcrumbs: { label: 'Ruta de navegación' },
    stepper: {
      label: 'Pasos del pedido',
      stepNumber: 'Paso {{number}}',
      completed: 'completado',
      current: 'paso actual',
      steps: { contact: 'Contacto', address: 'Dirección', shipment: 'Envío', payment: 'Pago' },
    },
    timeline: {
      label: 'Progreso del envío',
      current: 'Estado actual',
      states: {
        PROCESSING: 'En preparación',
        ON_ROUTE: 'En camino',
        ON_DELIVERY: 'En reparto',
        DELIVERED: 'Entregado',
        INCIDENCE: 'Incidencia en la entrega',
        PENDING_TO_PICK: 'Listo para recoger',
        PICKED: 'Recogido',
      },
    },
  },
  pl: {
    table: {
      empty: 'Na razie nie ma nic do pokazania.',
      sortBy: 'Sortuj według: {{column}}',
    },
    pagination: {
      label: 'Stronicowanie',
      previous: 'Poprzednia strona',
      next: 'Następna strona',
      page: 'Strona {{page}}',
    },
    breadcrumbs: { label: 'Ścieżka nawigacji' },
    stepper: {
      label: 'Kroki zamówienia',
      stepNumber: 'Krok {{number}}',
      completed: 'ukończony',
      current: 'bieżący krok',
      steps: { contact: 'Kontakt', address: 'Adres', shipment: 'Dostawa', payment: 'Płatność' },
    },
    timeline: {
      label: 'Postęp przesyłki',
      current: 'Obecny status',
      states: {
        PROCESSING: 'W przygotowaniu',
        ON_ROUTE: 'W drodze',
        ON_DELIVERY: 'W doręczeniu',
        DELIVERED: 'Doręczona',
        INCIDENCE: 'Problem z doręczeniem',
        PENDING_TO_PICK: 'Gotowa do odbioru',
        PICKED: 'Odebrana',
      },
    },
  },
};
