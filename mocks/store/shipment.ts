import {
  carrierNames,
  type CountrySite,
  type Currency,
  type DeliveryAddressKind,
  type ShipmentOption,
} from '@shop/domain';
import { priceList } from '../fixtures/prices.ts';
import { fillText, shopTextsFor } from '../fixtures/texts/index.ts';
import { money } from '../present/money.ts';

const day = 86_400_000;

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
  const texts = shopTextsFor(site.language);
  if (kind === 'FACTORY_PICKUP')
    return [
      {
        id: 'CUSTOMER',
        mode: 'CUSTOMER',
        delivery_type: 'SEND',
        carrier: null,
        name: texts ? texts.shipment.factoryPickup : 'Pick up at our factory',
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
      name: texts
        ? fillText(texts.shipment.pickpoint, { carrier: carrierNames[carrier] })
        : `${carrierNames[carrier]} pickpoint`,
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
      name: texts
        ? fillText(texts.shipment.homeDelivery, { carrier: carrierNames[carrier] })
        : `${carrierNames[carrier]} home delivery`,
      price: money(priceList(4.95 + index)[currency], currency),
      estimated_delivery: window(now, 3 + index, 5 + index),
      requires_pickpoint: false,
    })),
    {
      id: 'MANAGED',
      mode: 'MANAGED',
      delivery_type: 'MANAGED',
      carrier: null,
      name: texts ? texts.shipment.express : 'Express, delivered by our own courier',
      price: money(priceList(12.95)[currency], currency),
      estimated_delivery: window(now, 1, 2),
      requires_pickpoint: false,
    },
  ];
}
