import { Flame } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const PromotionIcon = { name: 'promotion', Drawing: Flame } as const satisfies ShopIcon;
