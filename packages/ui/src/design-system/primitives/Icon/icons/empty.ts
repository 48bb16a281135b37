import { Inbox } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const EmptyIcon = { name: 'empty', Drawing: Inbox } as const satisfies ShopIcon;
