import { Plus } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const PlusIcon = { name: 'plus', Drawing: Plus } as const satisfies ShopIcon;
