import { ChevronLeft } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const ChevronLeftIcon = {
  name: 'chevronLeft',
  Drawing: ChevronLeft,
} as const satisfies ShopIcon;
