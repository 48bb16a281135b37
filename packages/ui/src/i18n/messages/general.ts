import type { NamespaceMessages } from '../locales.ts';

export const messages: NamespaceMessages = {
  en: {
    loading: 'Loading…',
    close: 'Close',
  },
  es: {
    loading: 'Cargando…',
    close: 'Cerrar',
  },
  pl: {
    loading: 'Ładowanie…',
    close: 'Zamknij',
  },
};
