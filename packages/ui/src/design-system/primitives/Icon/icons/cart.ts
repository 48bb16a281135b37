import { ShoppingCart } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const CartIcon = { name: 'cart', Drawing: ShoppingCart } as const satisfies ShopIcon;
