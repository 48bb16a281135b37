import { CircleCheck } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const PositiveIcon = { name: 'positive', Drawing: CircleCheck } as const satisfies ShopIcon;
