import type { NamespaceMessages } from '../locales.ts';

/** Strings of the storefront's frame: navigation, footer groups, page titles and descriptions. */
export const messages: NamespaceMessages = {
  en: {
    nav: { offers: 'Offers', ideas: 'Ideas', reviews: 'Reviews', help: 'Help', contact: 'Contact', tracking: 'Track an order', aboutUs: 'About us', newsletter: 'Newsletter' },
    footer: { shop: 'Shop', help: 'Help', company: 'Company' },
    pages: {
      home: { title: 'Personalised photo books, canvases and gifts', description: 'Design photo books, canvases, mugs and calendars with your photos and get them printed and delivered.' },
      login: { title: 'Log in', description: 'Log in to your account to see your orders and designs.' },
      passwordReset: { title: 'Reset your password', description: 'Choose a new password for your account.' },
      accountsHome: { title: 'Your account', description: 'Your orders, designs and details.' },
      notFound: { title: '404 Not Found', description: 'This page does not exist.' },
      error: { title: '500 Error', description: 'Something went wrong.' },
    },
    newBuild: 'A new version of the shop is available.',
    reload: 'Reload',
  },
  es: {
    nav: { offers: 'Ofertas', ideas: 'Ideas', reviews: 'Opiniones', help: 'Ayuda', contact: 'Contacto', tracking: 'Seguir un pedido', aboutUs: 'Quiénes somos', newsletter: 'Newsletter' },
    footer: { shop: 'Tienda', help: 'Ayuda', company: 'Empresa' },
    pages: {
      home: { title: 'Fotolibros, lienzos y regalos personalizados', description: 'Diseña fotolibros, lienzos, tazas y calendarios con tus fotos y recíbelos impresos en casa.' },
      login: { title: 'Iniciar sesión', description: 'Entra en tu cuenta para ver tus pedidos y diseños.' },
      passwordReset: { title: 'Restablecer la contraseña', description: 'Elige una contraseña nueva para tu cuenta.' },
      accountsHome: { title: 'Tu cuenta', description: 'Tus pedidos, diseños y datos.' },
      notFound: { title: '404 Not Found', description: 'Esta página no existe.' },
      error: { title: '500 Error', description: 'Algo ha fallado.' },
    },
    newBuild: 'Hay una versión nueva de la tienda.',
    reload: 'Recargar',
  },
  pl: {
    nav: { offers: 'Oferty', ideas: 'Inspiracje', reviews: 'Opinie', help: 'Pomoc', contact: 'Kontakt', tracking: 'Śledź zamówienie', aboutUs: 'O nas', newsletter: 'Newsletter' },
    footer: { shop: 'Sklep', help: 'Pomoc', company: 'Firma' },
    pages: {
      home: { title: 'Personalizowane fotoksiążki, obrazy i prezenty', description: 'Zaprojektuj fotoksiążki, obrazy, kubki i kalendarze ze swoimi zdjęciami i zamów je z dostawą.' },
      login: { title: 'Zaloguj się', description: 'Zaloguj się, aby zobaczyć swoje zamówienia i projekty.' },
      passwordReset: { title: 'Zresetuj hasło', description: 'Ustaw nowe hasło do swojego konta.' },
      accountsHome: { title: 'Twoje konto', description: 'Twoje zamówienia, projekty i dane.' },
      notFound: { title: '404 Not Found', description: 'Ta strona nie istnieje.' },
      error: { title: '500 Error', description: 'Coś poszło nie tak.' },
    },
    newBuild: 'Dostępna jest nowa wersja sklepu.',
    reload: 'Odśwież',
  },
};
