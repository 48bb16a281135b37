import { Tag } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const TagIcon = { name: 'tag', Drawing: Tag } as const satisfies ShopIcon;
