import { Frame } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const DesignIcon = { name: 'design', Drawing: Frame } as const satisfies ShopIcon;
