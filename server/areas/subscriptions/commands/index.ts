/** The trainer subscription's commands; the admin area calls extendTrial and grantPlan with the admin's id. */
export { extendTrial, grantPlan, setPlatformSetting } from './admin';
export { accessNow, renewLocalIfDue } from '../access';
export { checkoutLink, checkoutLinkUser } from './checkout-link';
export { completeCheckout } from './complete-checkout';
export { confirmCheckout, findOwnCheckout } from './confirm-checkout';
export { getSubscription } from './get-subscription';
export { portalUrl } from './portal';
export { refundSubscription } from './refund';
export { startCheckout, SUCCESS_PATHS } from './start-checkout';
export { handleWebhook } from './webhook';
export { platformSetting, PLATFORM_SETTING_DEFAULTS, type PlatformSettingKey } from './store';
