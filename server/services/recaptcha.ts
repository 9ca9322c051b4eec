/**
 * Google reCAPTCHA v3: this store protects no form with it. recaptchaV3Config answers what Magento's
 * security package answers with reCAPTCHA left unconfigured: not enabled, no website key, no form,
 * and the settings' defaults (score threshold 0.5, inline badge, light theme, its failure message).
 */
export const RECAPTCHA_V3_DISABLED = Object.freeze({
  is_enabled: false,
  website_key: '',
  minimum_score: 0.5,
  badge_position: 'inline',
  language_code: '',
  failure_message: 'reCAPTCHA verification failed.',
  forms: [] as string[],
  theme: 'light'
});
