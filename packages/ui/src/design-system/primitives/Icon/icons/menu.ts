import { Menu } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const MenuIcon = { name: 'menu', Drawing: Menu } as const satisfies ShopIcon;
