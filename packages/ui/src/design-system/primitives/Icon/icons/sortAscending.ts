import { ArrowUp } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const SortAscendingIcon = {
  name: 'sortAscending',
  Drawing: ArrowUp,
} as const satisfies ShopIcon;
