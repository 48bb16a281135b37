import { Globe } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const CountrySiteIcon = { name: 'countrySite', Drawing: Globe } as const satisfies ShopIcon;
