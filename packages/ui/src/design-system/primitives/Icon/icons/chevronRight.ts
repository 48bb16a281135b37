import { ChevronRight } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const ChevronRightIcon = {
  name: 'chevronRight',
  Drawing: ChevronRight,
} as const satisfies ShopIcon;
