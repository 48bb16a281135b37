// Sample data of the cart and checkout fragments' stories: a cart of two lines on a euro site.
import type { Cart, CartLine, PaymentMethodOption, Pickpoint, ShipmentOption } from '@shop/domain';
import photo from '../../primitives/Image/fixtures/photo-print.png';

const eur = (amount: number) => ({ amount, currency: 'EUR' as const });

export const sampleLines: CartLine[] = [
  {
    id: 11,
    article_id: 101,
    article_name: 'Hardcover photo book A4',
    article_name_plural: 'Hardcover photo books A4',
    design_id: 'summer-memories',
    quantity: 2,
    unit_price: eur(29.95),
    total: eur(59.9),
    url_preview: new URL(photo, window.location.href).href,
  },
  {
    id: 12,
    article_id: 205,
    article_name: 'Magic mug',
    article_name_plural: 'Magic mugs',
    design_id: null,
    quantity: 1,
    unit_price: eur(14.95),
    total: eur(14.95),
    url_preview: new URL(photo, window.location.href).href,
  },
];

export const sampleCart: Cart = {
  id: 7001,
  lines: sampleLines,
  promotion_code: 'WELCOME10',
  totals: { subtotal: eur(74.85), discount: eur(7.49), shipping: eur(4.95), total: eur(72.31) },
  item_count: 3,
};

const window3to5 = { from: '2026-11-25', to: '2026-11-27' };

export const sampleShipmentOptions: ShipmentOption[] = [
  {
    id: 'ADDRESS-CORREOS',
    mode: 'ADDRESS',
    delivery_type: 'SEND',
    carrier: 'CORREOS',
    name: 'Correos home delivery',
    price: eur(4.95),
    estimated_delivery: window3to5,
    requires_pickpoint: false,
  },
  {
    id: 'ADDRESS-UPS',
    mode: 'ADDRESS',
    delivery_type: 'SEND',
    carrier: 'UPS',
    name: 'UPS home delivery',
    price: eur(6.95),
    estimated_delivery: { from: '2026-11-24', to: '2026-11-25' },
    requires_pickpoint: false,
  },
  // A carrier the Spanish site does not work with: never shown there.
  {
    id: 'ADDRESS-GLS',
    mode: 'ADDRESS',
    delivery_type: 'SEND',
    carrier: 'GLS',
    name: 'GLS home delivery',
    price: eur(5.95),
    estimated_delivery: window3to5,
    requires_pickpoint: false,
  },
  {
    id: 'MANAGED',
    mode: 'MANAGED',
    delivery_type: 'MANAGED',
    carrier: null,
    name: 'Express',
    price: eur(12.95),
    estimated_delivery: { from: '2026-11-23', to: '2026-11-24' },
    requires_pickpoint: false,
  },
];

export const samplePickpointOptions: ShipmentOption[] = [
  {
    id: 'PICKPOINT-CORREOS',
    mode: 'PICKPOINT',
    delivery_type: 'SEND',
    carrier: 'CORREOS',
    name: 'Correos pickpoint',
    price: eur(2.95),
    estimated_delivery: { from: '2026-11-26', to: '2026-11-28' },
    requires_pickpoint: true,
  },
];

const hours = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '09:00', closes: '20:00' }));

export const samplePickpoints: Pickpoint[] = [
  {
    id: 'CORREOS-46002-1',
    carrier: 'CORREOS',
    name: 'Oficina Correos Valencia Centro',
    street: 'Plaza del Ayuntamiento 24',
    postcode: '46002',
    city: 'Valencia',
    country: 'ES',
    latitude: 39.47,
    longitude: -0.376,
    distance_m: 350,
    opening_hours: hours,
  },
  {
    id: 'CORREOS-46002-2',
    carrier: 'CORREOS',
    name: 'Citypaq Mercado Central',
    street: 'Plaza del Mercado 6',
    postcode: '46001',
    city: 'Valencia',
    country: 'ES',
    latitude: 39.473,
    longitude: -0.379,
    distance_m: 1200,
    opening_hours: hours,
  },
];

export const samplePaymentMethods: PaymentMethodOption[] = [
  { method: 'CARD', payment_type: 'ONLINE_PREPAID', name: 'Credit or debit card', fee: null },
  { method: 'PAYPAL', payment_type: 'ONLINE_PREPAID', name: 'PayPal', fee: null },
  { method: 'BIZUM', payment_type: 'ONLINE_PREPAID', name: 'Bizum', fee: null },
  { method: 'BANK_TRANSFER', payment_type: 'TRANSFER', name: 'Bank transfer', fee: null },
  { method: 'KLARNA', payment_type: 'ONLINE_PREPAID', name: 'Klarna', fee: eur(1.5) },
];

export const sampleSite = { locale: 'en-IE', priceDecimals: true };
