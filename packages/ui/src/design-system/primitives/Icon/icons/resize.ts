import { Scaling } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const ResizeIcon = { name: 'resize', Drawing: Scaling } as const satisfies ShopIcon;
