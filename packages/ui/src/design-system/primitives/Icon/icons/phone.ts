import { Phone } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const PhoneIcon = { name: 'phone', Drawing: Phone } as const satisfies ShopIcon;
