import { Eye } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const ShowIcon = { name: 'show', Drawing: Eye } as const satisfies ShopIcon;
