import { Star } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const ReviewIcon = { name: 'review', Drawing: Star } as const satisfies ShopIcon;
