import { PasswordResetPage } from '../authPages.tsx';
import type { ScreenEntry } from '../screenEntry.ts';

export const screen: ScreenEntry = { render: ({ match }) => <PasswordResetPage match={match} /> };
