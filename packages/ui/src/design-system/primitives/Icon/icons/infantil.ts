import { Baby } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const InfantilIcon = { name: 'infantil', Drawing: Baby } as const satisfies ShopIcon;
