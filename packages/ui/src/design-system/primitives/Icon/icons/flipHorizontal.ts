import { FlipHorizontal2 } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const FlipHorizontalIcon = {
  name: 'flipHorizontal',
  Drawing: FlipHorizontal2,
} as const satisfies ShopIcon;
