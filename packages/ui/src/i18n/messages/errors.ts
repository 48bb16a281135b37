import type { NamespaceMessages } from '../locales.ts';

// The error screens (404 and every other error).
export const messages: NamespaceMessages = {
  en: {
    notFound: {
      heading: 'We could not find this page',
      message:
        'The page may have moved or no longer exists. Check the address or start again from the home page.',
      contact: 'Contact us',
      contactIntro: 'Need a hand?',
    },
    serverError: {
      illustration: 'Error {{status}}: something went wrong',
      refresh: 'Refresh',
    },
    backHome: 'Back to home',
  },
  es: {
    notFound: {
      heading: 'No hemos encontrado esta página',
      message:
        'Puede que la página se haya movido o ya no exista. Revisa la dirección o vuelve a la página de inicio.',
      contact: 'Contáctanos',
      contactIntro: '¿Necesitas ayuda?',
    },
    serverError: {
      illustration: 'Error {{status}}: algo ha fallado',
      refresh: 'Recargar',
    },
    backHome: 'Volver al inicio',
  },
  pl: {
    notFound: {
      heading: 'Nie znaleźliśmy tej strony',
      message:
        'Strona mogła zostać przeniesiona lub już nie istnieje. Sprawdź adres lub zacznij od strony głównej.',
      contact: 'Skontaktuj się z nami',
      contactIntro: 'Potrzebujesz pomocy?',
    },
    serverError: {
      illustration: 'Błąd {{status}}: coś poszło nie tak',
      refresh: 'Odśwież',
    },
    backHome: 'Wróć na stronę główną',
  },
};
