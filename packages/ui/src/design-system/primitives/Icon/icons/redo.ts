import { Redo2 } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const RedoIcon = { name: 'redo', Drawing: Redo2 } as const satisfies ShopIcon;
