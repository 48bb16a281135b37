import { Trash2 } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const RemoveIcon = { name: 'remove', Drawing: Trash2 } as const satisfies ShopIcon;
