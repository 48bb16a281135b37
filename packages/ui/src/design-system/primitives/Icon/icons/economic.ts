import { PiggyBank } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const EconomicIcon = { name: 'economic', Drawing: PiggyBank } as const satisfies ShopIcon;
