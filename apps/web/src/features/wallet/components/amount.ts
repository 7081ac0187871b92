import { takaToPoisha } from '@haat/shared/money';
import { useTranslation } from '../../../lib/i18n.ts';
import { useInText } from './in-text.ts';

/**
 * What the user typed in taka (Latin or Bengali digits, `৳`, grouping commas, up to two decimals)
 * as integer poisha; undefined when it is not an amount.
 */
export function parseTaka(text: string): number | undefined {
  if (!text.trim()) return undefined;
  return takaToPoisha(text);
}

/**
 * Checks an amount before the confirmation step: typed as an amount, within `min`–`max` (said with
 * the screen's own `rangeKey` message), and not above the balance when it is known. Answers the
 * message for the amount field, or undefined when it may go on.
 */
export function useAmountProblem() {
  const { t } = useTranslation();
  const inText = useInText();
  return (
    amount: number | undefined,
    limits: { min: number; max: number; rangeKey: string; balance: number | undefined },
  ): string | undefined => {
    if (amount === undefined) return t('wallet.amount_invalid');
    if (amount < limits.min || amount > limits.max)
      return t(limits.rangeKey, { min: inText.money(limits.min), max: inText.money(limits.max) });
    if (limits.balance !== undefined && amount > limits.balance)
      return t('wallet.insufficient', { balance: inText.money(limits.balance) });
    return undefined;
  };
}
