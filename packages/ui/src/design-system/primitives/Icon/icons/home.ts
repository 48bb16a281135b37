import { House } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const HomeIcon = { name: 'home', Drawing: House } as const satisfies ShopIcon;
