import { Pencil } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const EditIcon = { name: 'edit', Drawing: Pencil } as const satisfies ShopIcon;
