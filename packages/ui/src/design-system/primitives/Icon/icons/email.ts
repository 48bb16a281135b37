import { Mail } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const EmailIcon = { name: 'email', Drawing: Mail } as const satisfies ShopIcon;
