import { BringToFront } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const BringForwardIcon = {
  name: 'bringForward',
  Drawing: BringToFront,
} as const satisfies ShopIcon;
