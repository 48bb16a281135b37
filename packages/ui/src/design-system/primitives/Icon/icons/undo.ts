import { Undo2 } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const UndoIcon = { name: 'undo', Drawing: Undo2 } as const satisfies ShopIcon;
