import { ArrowUpDown } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const SortIcon = { name: 'sort', Drawing: ArrowUpDown } as const satisfies ShopIcon;
