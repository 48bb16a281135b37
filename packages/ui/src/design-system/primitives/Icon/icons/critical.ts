import { CircleExclamationPoint } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const CriticalIcon = {
  name: 'critical',
  Drawing: CircleExclamationPoint,
} as const satisfies ShopIcon;
