/**
 * The sign-up form's rules: the domain's, which the storefront's register endpoint checks too
 * (loaded apart from the page: see `FormRules`).
 */
export { signUpSchema } from '@shop/domain';
