import { ZoomIn } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const ZoomIcon = { name: 'zoom', Drawing: ZoomIn } as const satisfies ShopIcon;
