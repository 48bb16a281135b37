import type { NamespaceMessages } from '../locales.ts';

// Shared strings of the design system, plus the labels of enumerations (`enums.<list>.<value>`,
// see `translationKey` in @shop/domain). The i18n issue adds the remaining enumerations.
export const messages: NamespaceMessages = {
  en: {
    loading: 'Loading…',
    close: 'Close',
    dismiss: 'Dismiss',
    opensInNewTab: '(opens in a new tab)',
    price: {
      original: 'Original price',
      current: 'Current price',
    },
    image: {
      unavailable: 'Image not available',
    },
    alert: {
      info: 'Information',
      positive: 'Success',
      caution: 'Warning',
      critical: 'Error',
    },
    enums: {
      productCategoryTags: {
        INFANTIL: 'Kids',
        OUTLET: 'Outlet',
        NOVELTY: 'New',
        TOP_SALES: 'Bestseller',
        ECONOMIC: 'Great value',
        PROMOTION: 'Promotion',
      },
    },
  },
  es: {
    loading: 'Cargando…',
    close: 'Cerrar',
    dismiss: 'Descartar',
    opensInNewTab: '(se abre en una pestaña nueva)',
    price: {
      original: 'Precio original',
      current: 'Precio actual',
    },
    image: {
      unavailable: 'Imagen no disponible',
    },
    alert: {
      info: 'Información',
      positive: 'Éxito',
      caution: 'Aviso',
      critical: 'Error',
    },
    enums: {
      productCategoryTags: {
        INFANTIL: 'Infantil',
        OUTLET: 'Outlet',
        NOVELTY: 'Novedad',
        TOP_SALES: 'Más vendido',
        ECONOMIC: 'Económico',
        PROMOTION: 'Promoción',
      },
    },
  },
  pl: {
    loading: 'Ładowanie…',
    close: 'Zamknij',
    dismiss: 'Odrzuć',
    opensInNewTab: '(otwiera się w nowej karcie)',
    price: {
      original: 'Cena pierwotna',
      current: 'Cena aktualna',
    },
    image: {
      unavailable: 'Obraz niedostępny',
    },
    alert: {
      info: 'Informacja',
      positive: 'Sukces',
      caution: 'Ostrzeżenie',
      critical: 'Błąd',
    },
    enums: {
      productCategoryTags: {
        INFANTIL: 'Dla dzieci',
        OUTLET: 'Outlet',
        NOVELTY: 'Nowość',
        TOP_SALES: 'Bestseller',
        ECONOMIC: 'Ekonomiczny',
        PROMOTION: 'Promocja',
      },
    },
  },
};
