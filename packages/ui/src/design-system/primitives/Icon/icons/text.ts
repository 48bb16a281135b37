import { Type } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const TextIcon = { name: 'text', Drawing: Type } as const satisfies ShopIcon;
