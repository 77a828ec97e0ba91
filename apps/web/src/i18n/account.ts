import english from './locales/en/account.json';
import { knownText } from './known';
import { useScreenT } from './common';

/** The `account` namespace's messages (sign-in, sign-up, passwords) in the page's language. */
export const useAccountT = () => useScreenT('account', english);

/** An account's message in English (core's check, the server's refusal) in the page's language when known. */
export function useAccountText(): (text: string | undefined) => string | undefined {
  const t = useAccountT();
  return (text) => (text ? knownText(t, english, text) : text);
}

/** The password field's show/hide toggle in the page's language. */
export function usePasswordToggleWords() {
  const t = useAccountT();
  return {
    show: t('passwordToggle.show'),
    hide: t('passwordToggle.hide'),
    showLabel: t('passwordToggle.showLabel'),
    hideLabel: t('passwordToggle.hideLabel'),
  };
}
