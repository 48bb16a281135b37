import { Shrink } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const FitIcon = { name: 'fit', Drawing: Shrink } as const satisfies ShopIcon;
