import { Package } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const OrderIcon = { name: 'order', Drawing: Package } as const satisfies ShopIcon;
