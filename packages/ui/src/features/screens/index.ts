export { HomeScreen, prefetchHomePage } from './HomeScreen/HomeScreen.tsx';
export { homeHeroImage } from './HomeScreen/hero/homeHero.ts';
export { recentOrdersQuery } from '../data/orderQueries.ts';
export {
  accountHomeBlocks,
  accountHomeBlocksOf,
  accountHomeQueries,
  type AccountHomeBlock,
} from '../data/accountHomeQueries.ts';
export {
  LoginScreen,
  signUpSectionId,
  WrongCredentialsError,
  type LoginCredentials,
  type LoginScreenProps,
} from './LoginScreen/LoginScreen.tsx';
export {
  ExpiredResetLinkError,
  PasswordResetScreen,
  type NewPasswordValues,
  type PasswordResetScreenProps,
} from './PasswordResetScreen/PasswordResetScreen.tsx';
export {
  AccountHomeScreen,
  type AccountHomeScreenProps,
} from './AccountHomeScreen/AccountHomeScreen.tsx';
