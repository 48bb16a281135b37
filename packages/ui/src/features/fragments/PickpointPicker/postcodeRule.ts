/** The domain's postcode rule, in a chunk of its own: the pickpoint search loads it when used. */
export { isPostcodeOf } from '@shop/domain';
