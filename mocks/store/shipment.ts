import {
  carrierNames,
  type CountrySite,
  type Currency,
  type DeliveryAddressKind,
  type ShipmentOption,
} from '@shop/domain';
import { priceList } from '../fixtures/prices.ts';
import { fillText, shopTextsFor, type ShopTexts } from '../fixtures/texts/index.ts';
import { money } from '../present/money.ts';

const day = 86_400_000;

/** The shipment texts in English, the fixtures' own wording; other languages live in texts/. */
export const englishShipmentTexts: ShopTexts['shipment'] = {
  factoryPickup: 'Pick up at our factory',
  pickpoint: '{carrier} pickpoint',
  homeDelivery: '{carrier} home delivery',
  express: 'Express, delivered by our own courier',
  factory: 'Factory',
};

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function window(now: Date, fromDays: number, toDays: number): ShipmentOption['estimated_delivery'] {
  return {
    from: isoDay(new Date(now.getTime() + fromDays * day)),
    to: isoDay(new Date(now.getTime() + toDays * day)),
  };
}

/**
 * Shipment options for a delivery kind on a country site: home delivery by each of the site's
 * carriers plus a managed express; pickpoints by each carrier; factory pickup for free.
 */
export function shipmentOptionsFor(
  kind: DeliveryAddressKind,
  site: CountrySite,
  currency: Currency,
  now = new Date(),
): ShipmentOption[] {
  // Options are named in the country site's language.
  const texts = shopTextsFor(site.language)?.shipment ?? englishShipmentTexts;
  if (kind === 'FACTORY_PICKUP')
    return [
      {
        id: 'CUSTOMER',
        mode: 'CUSTOMER',
        delivery_type: 'SEND',
        carrier: null,
        name: texts.factoryPickup,
        price: money(0, currency),
        estimated_delivery: window(now, 3, 4),
        requires_pickpoint: false,
      },
    ];
  if (kind === 'PICKPOINT' || kind === 'PICKPOINT_CUSTOMER')
    return site.carriers.map((carrier, index) => ({
      id: `PICKPOINT-${carrier}`,
      mode: 'PICKPOINT',
      delivery_type: 'SEND',
      carrier,
      name: fillText(texts.pickpoint, { carrier: carrierNames[carrier] }),
      price: money(priceList(2.95 + index)[currency], currency),
      estimated_delivery: window(now, 4, 6),
      requires_pickpoint: true,
    }));
  return [
    ...site.carriers.map((carrier, index): ShipmentOption => ({
      id: `ADDRESS-${carrier}`,
      mode: 'ADDRESS',
      delivery_type: 'SEND',
      carrier,
      name: fillText(texts.homeDelivery, { carrier: carrierNames[carrier] }),
      price: money(priceList(4.95 + index)[currency], currency),
      estimated_delivery: window(now, 3 + index, 5 + index),
      requires_pickpoint: false,
    })),
    {
      id: 'MANAGED',
      mode: 'MANAGED',
      delivery_type: 'MANAGED',
      carrier: null,
      name: texts.express,
      price: money(priceList(12.95)[currency], currency),
      estimated_delivery: window(now, 1, 2),
      requires_pickpoint: false,
    },
  ];
}
