import { Bold } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const BoldIcon = { name: 'bold', Drawing: Bold } as const satisfies ShopIcon;
