import { Calendar } from 'lucide-react';
import type { ShopIcon } from '../iconVariants.ts';

export const CalendarIcon = { name: 'calendar', Drawing: Calendar } as const satisfies ShopIcon;
