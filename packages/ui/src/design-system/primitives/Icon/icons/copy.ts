import { Copy } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const CopyIcon = { name: 'copy', Drawing: Copy } as const satisfies ShopIcon;
