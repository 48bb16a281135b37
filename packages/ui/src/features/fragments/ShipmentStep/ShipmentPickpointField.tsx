import { carrierNames, type Carrier, type Pickpoint } from '@shop/domain';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import {
  PickpointPicker,
  type PickpointSearchStatus,
} from '../PickpointPicker/PickpointPicker.tsx';
import type { ShipmentForm } from './useShipmentForm.ts';

interface ShipmentPickpointFieldProps {
  control: ShipmentForm['control'];
  /** The carrier of the chosen option, whose pickpoints are searched. */
  carrier: Carrier;
  postcode: string;
  country: string;
  onSearch: (postcode: string) => void;
  pickpoints: readonly Pickpoint[];
  status: PickpointSearchStatus;
  locale: string;
}

/** The pickpoint an option that delivers to one asks for, searched by postcode. */
export function ShipmentPickpointField({
  control,
  carrier,
  ...search
}: ShipmentPickpointFieldProps) {
  return (
    <FormField control={control} name="pickpoint_id">
      {({ value, onChange, onBlur, ref, error }) => (
        <PickpointPicker
          ref={ref}
          carrierName={carrierNames[carrier]}
          postcode={search.postcode}
          country={search.country}
          onSearch={search.onSearch}
          pickpoints={search.pickpoints}
          status={search.status}
          value={value}
          onValueChange={onChange}
          onBlur={onBlur}
          error={error}
          locale={search.locale}
        />
      )}
    </FormField>
  );
}
