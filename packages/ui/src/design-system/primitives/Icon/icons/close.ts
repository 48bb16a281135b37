import { X } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const CloseIcon = { name: 'close', Drawing: X } as const satisfies ShopIcon;
