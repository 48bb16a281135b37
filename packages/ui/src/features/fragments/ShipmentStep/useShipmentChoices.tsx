import {
  carrierNames,
  priceSiteOf,
  shipmentModes,
  siteDates,
  type PriceSite,
  type ShipmentOption,
} from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../design-system/primitives/Price/Price.tsx';

/** "24 – 26 Nov" in the site's language: the days an option delivers between. */
function formatDeliveryWindow(locale: string, window: ShipmentOption['estimated_delivery']) {
  // Calendar days name the same day in every zone: the site's zone does not matter here.
  return siteDates({ locale, timeZone: 'UTC' }).calendarRange(window.from, window.to);
}

/**
 * The shipment step's two choices as radio cards: the ways to receive the order, and the options
 * of the chosen way with their carrier, delivery dates and price.
 */
export function useShipmentChoices(
  ofMode: readonly ShipmentOption[],
  site: Pick<PriceSite, 'locale' | 'priceDecimals'>,
) {
  const { t } = useTranslation('checkout');
  const modeChoices = shipmentModes.map((value) => ({
    value,
    label: t(`shipment.modes.${value}`),
    description: t(`shipment.modeDescriptions.${value}`),
  }));
  const optionChoices = ofMode.map((option) => ({
    value: option.id,
    label: option.carrier
      ? `${t(`shipment.modes.${option.mode}`)} · ${carrierNames[option.carrier]}`
      : t(`shipment.modes.${option.mode}`),
    description: t('shipment.delivery', {
      dates: formatDeliveryWindow(site.locale, option.estimated_delivery),
    }),
    aside:
      option.price.amount === 0 ? (
        t('shipment.free')
      ) : (
        <Price amount={option.price.amount} site={priceSiteOf(site, option.price)} />
      ),
  }));
  return { modeChoices, optionChoices };
}
