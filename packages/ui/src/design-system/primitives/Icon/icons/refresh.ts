import { RefreshCw } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const RefreshIcon = { name: 'refresh', Drawing: RefreshCw } as const satisfies ShopIcon;
