import { Info } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const InfoIcon = { name: 'info', Drawing: Info } as const satisfies ShopIcon;
