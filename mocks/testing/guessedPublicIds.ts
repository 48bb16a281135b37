/**
 * The tracking ids an attacker would compute from order numbers with the formula the seed once
 * used (a letter block and the number in base 36): none may open an order.
 */
export function guessedPublicIds(orderIds: readonly number[]): string[] {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  return orderIds.map((id) => {
    const block = [7, 13, 19, 23].map((factor) => letters[(id * factor) % letters.length]).join('');
    return `${block}${id.toString(36).toUpperCase()}`;
  });
}
