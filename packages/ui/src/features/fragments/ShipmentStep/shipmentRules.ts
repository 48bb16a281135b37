import { shipmentModes, type ShipmentOption } from '@shop/domain';
import { z } from 'zod/mini';

/**
 * The shipment step's rules (loaded apart from the page: see `FormRules`): a way to receive the
 * order, one of its options, and a pickpoint when the chosen option delivers to one.
 */
export const shipmentStepSchema = (options: readonly ShipmentOption[]) =>
  z
    .object({
      mode: z.enum(shipmentModes),
      shipment_option_id: z
        .string()
        .check(z.minLength(1, { message: 'checkout:errors.chooseOption' })),
      pickpoint_id: z.string(),
    })
    .check(
      z.superRefine((step, context) => {
        const option = options.find((candidate) => candidate.id === step.shipment_option_id);
        if (option?.requires_pickpoint && step.pickpoint_id === '')
          context.addIssue({
            code: 'custom',
            path: ['pickpoint_id'],
            message: 'checkout:errors.choosePickpoint',
          });
      }),
    );
export type ShipmentStepValues = z.input<ReturnType<typeof shipmentStepSchema>>;
