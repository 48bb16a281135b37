import { Truck } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const ShippingIcon = { name: 'shipping', Drawing: Truck } as const satisfies ShopIcon;
