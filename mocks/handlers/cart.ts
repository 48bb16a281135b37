import type { HttpHandler } from 'msw';
import { db, nextId } from '../db.ts';
import { currencyFor } from '../present/money.ts';
import { mayOpenDesign } from '../store/designAccess.ts';
import { invalid, MockApiNotice, notFound } from '../routing/errors.ts';
import { route } from '../routing/route.ts';
import {
  findArticle,
  findPromotionCode,
  presentCart,
  promotionCodeRefusal,
} from '../store/cart.ts';

function checkQuantity(quantity: number, min: number, max: number): void {
  if (quantity < min || quantity > max)
    throw invalid(`Quantity must be between ${min} and ${max}`, {
      quantity: `Between ${min} and ${max}`,
    });
}

export const cartHandlers: HttpHandler[] = [
  route('cart.get', ({ base, session, language }) => ({
    cart: presentCart(base, session, language),
  })),

  route('cart.addLine', ({ input, base, session, language, customer }) => {
    const article = findArticle(input.article_id);
    if (input.design_id !== undefined) {
      const design = db.designs.find((candidate) => candidate.id === input.design_id);
      const mine =
        design && (design.scope !== 'PRIVATE' || mayOpenDesign(design, session, customer));
      if (!design || !mine) throw notFound(`Design ${input.design_id}`);
      if (design.article_id !== article.id)
        throw invalid('The design is for another article', {
          design_id: 'Not a design of this article',
        });
    } else if (article.customizable) {
      throw invalid(`${article.name} needs a design`, {
        design_id: 'Required for customizable articles',
      });
    }
    const same = session.cart.lines.find(
      (line) => line.article_id === article.id && line.design_id === (input.design_id ?? null),
    );
    const quantity = (same?.quantity ?? 0) + input.quantity;
    checkQuantity(quantity, article.min_quantity, article.max_quantity);
    if (same) same.quantity = quantity;
    else
      session.cart.lines.push({
        id: nextId('cartLine'),
        article_id: article.id,
        design_id: input.design_id ?? null,
        quantity,
      });
    return { cart: presentCart(base, session, language) };
  }),

  route('cart.changeQuantity', ({ input, base, session, language }) => {
    const line = session.cart.lines.find((candidate) => candidate.id === input.line_id);
    if (!line) throw notFound(`Cart line ${input.line_id}`);
    const article = findArticle(line.article_id);
    checkQuantity(input.quantity, article.min_quantity, article.max_quantity);
    line.quantity = input.quantity;
    return { cart: presentCart(base, session, language) };
  }),

  route('cart.removeLine', ({ input, base, session, language }) => {
    const index = session.cart.lines.findIndex((candidate) => candidate.id === input.line_id);
    if (index < 0) throw notFound(`Cart line ${input.line_id}`);
    session.cart.lines.splice(index, 1);
    return { cart: presentCart(base, session, language) };
  }),

  // A code that does not apply is not a failure: 5004 with the unchanged cart (see the contract).
  route('cart.applyPromotionCode', ({ input, base, session, language }) => {
    const code = findPromotionCode(input.promotion_code);
    const refusal = promotionCodeRefusal(code, session.cart, currencyFor(language));
    if (refusal || !code)
      return new MockApiNotice(
        { cart: presentCart(base, session, language) },
        refusal ?? 'Unknown promotion code',
      );
    session.cart.promotion_code = code.code;
    return { cart: presentCart(base, session, language) };
  }),

  route('cart.removePromotionCode', ({ base, session, language }) => {
    session.cart.promotion_code = null;
    return { cart: presentCart(base, session, language) };
  }),
];
