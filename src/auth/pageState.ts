/**
 * The page-state flag of docs/rules/routes-and-screens.md "Navigation guards": while a registration or invitation page is
 * shown, requests go without the bearer token and 401s are left alone, so an
 * old session in storage cannot interfere with signing up.
 */
let registrationPage = false;

export function setRegistrationPage(on: boolean): void {
  registrationPage = on;
}

export function isRegistrationPage(): boolean {
  return registrationPage;
}
