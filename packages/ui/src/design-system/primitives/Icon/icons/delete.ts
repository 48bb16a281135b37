import { Trash } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const DeleteIcon = { name: 'delete', Drawing: Trash } as const satisfies ShopIcon;
