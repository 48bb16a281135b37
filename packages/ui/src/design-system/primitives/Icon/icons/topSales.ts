import { TrendingUp } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const TopSalesIcon = { name: 'topSales', Drawing: TrendingUp } as const satisfies ShopIcon;
