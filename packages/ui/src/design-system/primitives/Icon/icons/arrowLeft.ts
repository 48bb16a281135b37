import { ArrowLeft } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const ArrowLeftIcon = { name: 'arrowLeft', Drawing: ArrowLeft } as const satisfies ShopIcon;
