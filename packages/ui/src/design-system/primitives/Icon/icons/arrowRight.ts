import { ArrowRight } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const ArrowRightIcon = {
  name: 'arrowRight',
  Drawing: ArrowRight,
} as const satisfies ShopIcon;
