import { ArrowLeftRight } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const SwapIcon = { name: 'swap', Drawing: ArrowLeftRight } as const satisfies ShopIcon;
