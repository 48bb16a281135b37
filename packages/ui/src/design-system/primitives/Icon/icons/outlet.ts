import { BadgePercent } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const OutletIcon = { name: 'outlet', Drawing: BadgePercent } as const satisfies ShopIcon;
