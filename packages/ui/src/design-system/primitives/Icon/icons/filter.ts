import { SlidersHorizontal } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const FilterIcon = {
  name: 'filter',
  Drawing: SlidersHorizontal,
} as const satisfies ShopIcon;
