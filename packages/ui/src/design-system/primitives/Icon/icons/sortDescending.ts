import { ArrowDown } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const SortDescendingIcon = {
  name: 'sortDescending',
  Drawing: ArrowDown,
} as const satisfies ShopIcon;
