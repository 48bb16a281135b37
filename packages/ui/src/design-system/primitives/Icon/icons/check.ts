import { Check } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const CheckIcon = { name: 'check', Drawing: Check } as const satisfies ShopIcon;
