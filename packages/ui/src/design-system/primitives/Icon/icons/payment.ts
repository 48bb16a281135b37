import { CreditCard } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const PaymentIcon = { name: 'payment', Drawing: CreditCard } as const satisfies ShopIcon;
