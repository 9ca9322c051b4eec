// The account feature's light entry for first-load code: the header's account trigger (its menu loads
// on demand; the app shell places it in the header) and the start-up session hook (customer details, session expiry).
export { default as AccountTrigger } from './AccountTrigger/AccountTrigger';
export { useAccountSession } from './session/useAccountSession';
