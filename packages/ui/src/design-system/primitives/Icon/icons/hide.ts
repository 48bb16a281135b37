import { EyeOff } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const HideIcon = { name: 'hide', Drawing: EyeOff } as const satisfies ShopIcon;
