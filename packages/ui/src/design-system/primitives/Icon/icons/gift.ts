import { Gift } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const GiftIcon = { name: 'gift', Drawing: Gift } as const satisfies ShopIcon;
