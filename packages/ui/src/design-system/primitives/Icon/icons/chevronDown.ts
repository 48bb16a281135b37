import { ChevronDown } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const ChevronDownIcon = {
  name: 'chevronDown',
  Drawing: ChevronDown,
} as const satisfies ShopIcon;
