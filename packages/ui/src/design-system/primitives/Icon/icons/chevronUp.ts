import { ChevronUp } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const ChevronUpIcon = { name: 'chevronUp', Drawing: ChevronUp } as const satisfies ShopIcon;
