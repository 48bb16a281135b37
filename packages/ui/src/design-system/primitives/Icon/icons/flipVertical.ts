import { FlipVertical2 } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const FlipVerticalIcon = {
  name: 'flipVertical',
  Drawing: FlipVertical2,
} as const satisfies ShopIcon;
