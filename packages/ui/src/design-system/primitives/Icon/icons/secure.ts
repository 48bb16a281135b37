import { Lock } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const SecureIcon = { name: 'secure', Drawing: Lock } as const satisfies ShopIcon;
