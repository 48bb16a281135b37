import { LogOut } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const LogoutIcon = { name: 'logout', Drawing: LogOut } as const satisfies ShopIcon;
