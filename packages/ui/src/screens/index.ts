export { HomeScreen } from './HomeScreen/HomeScreen.tsx';
export {
  LoginScreen,
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
