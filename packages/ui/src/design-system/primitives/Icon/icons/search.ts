import { Search } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const SearchIcon = { name: 'search', Drawing: Search } as const satisfies ShopIcon;
