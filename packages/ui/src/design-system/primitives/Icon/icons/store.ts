import { Store } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const StoreIcon = { name: 'store', Drawing: Store } as const satisfies ShopIcon;
