import type { NamespaceMessages } from '../locales.ts';

/** Strings of the storefront's frame: navigation, footer groups, page titles and descriptions. */
export const messages: NamespaceMessages = {
  en: {
    nav: {
      offers: 'Offers',
      ideas: 'Ideas',
      reviews: 'Reviews',
      help: 'Help',
      contact: 'Contact',
      tracking: 'Track an order',
      aboutUs: 'About us',
      newsletter: 'Newsletter',
    },
    footer: { shop: 'Shop', help: 'Help', company: 'Company' },
    pages: {
      home: {
        title: 'Personalised photo books, canvases and gifts',
        description:
          'Design photo books, canvases, mugs and calendars with your photos and get them printed and delivered.',
      },
      login: {
        title: 'Log in',
        description: 'Log in to your account to see your orders and designs.',
      },
      passwordReset: {
        title: 'Reset your password',
        description: 'Choose a new password for your account.',
      },
      accountsHome: { title: 'Your account', description: 'Your orders, designs and details.' },
      cart: { title: 'Your cart', description: 'The products in your cart, ready for checkout.' },
      checkout: { title: 'Checkout', description: 'Contact, address, shipment and payment.' },
      orderCompleted: { title: 'Order placed', description: 'Thank you for your order.' },
      offers: { title: 'Offers', description: 'Our current offers on photo products.' },
      search: { title: 'Search', description: 'Find photo products and designs.' },
      tagsList: { title: 'Ideas', description: 'Ideas and occasions for your photo products.' },
      tag: { title: 'Ideas', description: 'Photo products and designs for this occasion.' },
      designs: {
        title: 'Designs',
        description: 'Ready-made designs to personalise with your photos.',
      },
      design: { title: 'Design', description: 'Personalise this design with your photos.' },
      page: { title: 'Information', description: 'Information about our shop.' },
      tracking: { title: 'Track your order', description: 'Follow your order to your door.' },
      trackingOrder: { title: 'Order tracking', description: 'Where your order is now.' },
      userRequiredAction: {
        title: 'Your order needs you',
        description: 'We need some details to finish your order.',
      },
      create: {
        title: 'Design your product',
        description: 'Place your photos and text and see the result.',
      },
      notFound: { title: '404 Not Found', description: 'This page does not exist.' },
      error: { title: '500 Error', description: 'Something went wrong.' },
    },
    newBuild: 'A new version of the shop is available.',
    reload: 'Reload',
  },
  es: {
    nav: {
      offers: 'Ofertas',
      ideas: 'Ideas',
      reviews: 'Opiniones',
      help: 'Ayuda',
      contact: 'Contacto',
      tracking: 'Seguir un pedido',
      aboutUs: 'Quiénes somos',
      newsletter: 'Newsletter',
    },
    footer: { shop: 'Tienda', help: 'Ayuda', company: 'Empresa' },
    pages: {
      home: {
        title: 'Fotolibros, lienzos y regalos personalizados',
        description:
          'Diseña fotolibros, lienzos, tazas y calendarios con tus fotos y recíbelos impresos en casa.',
      },
      login: {
        title: 'Iniciar sesión',
        description: 'Entra en tu cuenta para ver tus pedidos y diseños.',
      },
      passwordReset: {
        title: 'Restablecer la contraseña',
        description: 'Elige una contraseña nueva para tu cuenta.',
      },
      accountsHome: { title: 'Tu cuenta', description: 'Tus pedidos, diseños y datos.' },
      cart: { title: 'Tu cesta', description: 'Los productos de tu cesta, listos para pagar.' },
      checkout: { title: 'Finalizar compra', description: 'Contacto, dirección, envío y pago.' },
      orderCompleted: { title: 'Pedido realizado', description: 'Gracias por tu pedido.' },
      offers: { title: 'Ofertas', description: 'Nuestras ofertas en productos fotográficos.' },
      search: { title: 'Buscar', description: 'Encuentra productos y diseños.' },
      tagsList: {
        title: 'Ideas',
        description: 'Ideas y ocasiones para tus productos fotográficos.',
      },
      tag: { title: 'Ideas', description: 'Productos y diseños para esta ocasión.' },
      designs: { title: 'Diseños', description: 'Diseños listos para personalizar con tus fotos.' },
      design: { title: 'Diseño', description: 'Personaliza este diseño con tus fotos.' },
      page: { title: 'Información', description: 'Información sobre nuestra tienda.' },
      tracking: { title: 'Seguir tu pedido', description: 'Sigue tu pedido hasta tu puerta.' },
      trackingOrder: {
        title: 'Seguimiento del pedido',
        description: 'Dónde está tu pedido ahora.',
      },
      userRequiredAction: {
        title: 'Tu pedido te necesita',
        description: 'Necesitamos algunos datos para terminar tu pedido.',
      },
      create: {
        title: 'Diseña tu producto',
        description: 'Coloca tus fotos y textos y mira el resultado.',
      },
      notFound: { title: '404 Not Found', description: 'Esta página no existe.' },
      error: { title: '500 Error', description: 'Algo ha fallado.' },
    },
    newBuild: 'Hay una versión nueva de la tienda.',
    reload: 'Recargar',
  },
  pl: {
    nav: {
      offers: 'Oferty',
      ideas: 'Inspiracje',
      reviews: 'Opinie',
      help: 'Pomoc',
      contact: 'Kontakt',
      tracking: 'Śledź zamówienie',
      aboutUs: 'O nas',
      newsletter: 'Newsletter',
    },
    footer: { shop: 'Sklep', help: 'Pomoc', company: 'Firma' },
    pages: {
      home: {
        title: 'Personalizowane fotoksiążki, obrazy i prezenty',
        description:
          'Zaprojektuj fotoksiążki, obrazy, kubki i kalendarze ze swoimi zdjęciami i zamów je z dostawą.',
      },
      login: {
        title: 'Zaloguj się',
        description: 'Zaloguj się, aby zobaczyć swoje zamówienia i projekty.',
      },
      passwordReset: { title: 'Zresetuj hasło', description: 'Ustaw nowe hasło do swojego konta.' },
      accountsHome: { title: 'Twoje konto', description: 'Twoje zamówienia, projekty i dane.' },
      cart: {
        title: 'Twój koszyk',
        description: 'Produkty w Twoim koszyku, gotowe do zamówienia.',
      },
      checkout: { title: 'Zamówienie', description: 'Kontakt, adres, dostawa i płatność.' },
      orderCompleted: { title: 'Zamówienie złożone', description: 'Dziękujemy za zamówienie.' },
      offers: { title: 'Oferty', description: 'Nasze aktualne oferty na produkty ze zdjęciami.' },
      search: { title: 'Szukaj', description: 'Znajdź produkty i projekty.' },
      tagsList: { title: 'Inspiracje', description: 'Pomysły i okazje na produkty ze zdjęciami.' },
      tag: { title: 'Inspiracje', description: 'Produkty i projekty na tę okazję.' },
      designs: {
        title: 'Projekty',
        description: 'Gotowe projekty do spersonalizowania zdjęciami.',
      },
      design: { title: 'Projekt', description: 'Spersonalizuj ten projekt swoimi zdjęciami.' },
      page: { title: 'Informacje', description: 'Informacje o naszym sklepie.' },
      tracking: { title: 'Śledź zamówienie', description: 'Śledź swoje zamówienie aż do drzwi.' },
      trackingOrder: {
        title: 'Śledzenie zamówienia',
        description: 'Gdzie jest teraz Twoje zamówienie.',
      },
      userRequiredAction: {
        title: 'Twoje zamówienie czeka na Ciebie',
        description: 'Potrzebujemy kilku danych, aby dokończyć zamówienie.',
      },
      create: {
        title: 'Zaprojektuj produkt',
        description: 'Umieść zdjęcia i teksty i zobacz efekt.',
      },
      notFound: { title: '404 Not Found', description: 'Ta strona nie istnieje.' },
      error: { title: '500 Error', description: 'Coś poszło nie tak.' },
    },
    newBuild: 'Dostępna jest nowa wersja sklepu.',
    reload: 'Odśwież',
  },
};
