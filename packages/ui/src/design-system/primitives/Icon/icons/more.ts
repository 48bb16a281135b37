import { Ellipsis } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const MoreIcon = { name: 'more', Drawing: Ellipsis } as const satisfies ShopIcon;
