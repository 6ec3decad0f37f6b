import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../domain/constants';
import { installMemoryStorage, type MemoryStorage } from '../../test/memoryStorage';
import { forgetPaymentStop, paymentStopCode, postPaymentTarget, rememberPaymentStop, safeCheckoutUrl } from './stop';

let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
});

describe('the payment stop (docs/rules/errors-and-limits.md "Payment required (402)")', () => {
  it('remembers the link, the page to come back to and the reason', () => {
    rememberPaymentStop({ code: 'subscription_required', checkoutUrl: 'https://pay/x', redirect: '/trainer/clients?q=a' });
    expect(storage.getItem(STORAGE_KEYS.trialCheckoutUrl)).toBe('https://pay/x');
    expect(paymentStopCode()).toBe('subscription_required');
    expect(postPaymentTarget()).toBe('/trainer/clients?q=a');
  });
  it('keeps an earlier link when the 402 carried none, and reads an unknown reason as trial_expired', () => {
    storage.setItem(STORAGE_KEYS.trialCheckoutUrl, 'https://pay/old');
    rememberPaymentStop({ code: 'weird', redirect: '/trainer' });
    expect(storage.getItem(STORAGE_KEYS.trialCheckoutUrl)).toBe('https://pay/old');
    expect(paymentStopCode()).toBe('trial_expired');
  });
  it('comes back only to a trainer page', () => {
    for (const bad of ['https://evil.example/', '//evil.example', '/client', '/login']) {
      storage.setItem(STORAGE_KEYS.postPaymentRedirect, bad);
      expect(postPaymentTarget(), bad).toBe('/trainer');
    }
  });
  it('leaves nothing behind once paid', () => {
    rememberPaymentStop({ code: 'trial_expired', checkoutUrl: 'https://pay/x', redirect: '/trainer/meals' });
    storage.setItem(STORAGE_KEYS.trialUserEmail, 'a@b.co');
    forgetPaymentStop();
    expect(storage.getItem(STORAGE_KEYS.trialCheckoutUrl)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.trialUserEmail)).toBeNull();
    expect(postPaymentTarget()).toBe('/trainer');
  });
  it('follows only http(s) links', () => {
    expect(safeCheckoutUrl('javascript:alert(1)')).toBeNull();
    expect(safeCheckoutUrl('https://checkout.stripe.com/c/pay/cs_1')).toBe('https://checkout.stripe.com/c/pay/cs_1');
  });
});
