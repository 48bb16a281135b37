import { TriangleExclamationPoint } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const CautionIcon = {
  name: 'caution',
  Drawing: TriangleExclamationPoint,
} as const satisfies ShopIcon;
