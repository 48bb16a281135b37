import { Minus } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const MinusIcon = { name: 'minus', Drawing: Minus } as const satisfies ShopIcon;
