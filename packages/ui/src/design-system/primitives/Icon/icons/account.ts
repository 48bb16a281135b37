import { User } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const AccountIcon = { name: 'account', Drawing: User } as const satisfies ShopIcon;
