import type { ApiClient, Cart } from '@shop/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { useAutosave } from '../data/useAutosave.ts';
import { useCartLineOfDesign } from '../data/useCartLineOfDesign.ts';

type CartState = 'idle' | 'adding' | 'added' | 'failed';

/**
 * Adding the design to the cart: the quantity, the print check shown first when the design has
 * issues, and the add itself (after saving). A design already in the cart updates its line.
 */
export function useAddToCart({
  client,
  articleId,
  designId,
  autosave,
  onAddedToCart,
}: {
  client: ApiClient;
  articleId: number;
  /** The saved design being edited, if any. */
  designId: string | undefined;
  autosave: ReturnType<typeof useAutosave>;
  onAddedToCart?: (cart: Cart) => void;
}) {
  const queryClient = useQueryClient();
  const [quantity, setQuantity] = useState(1);
  const [checkOpen, setCheckOpen] = useState(false);
  const [cartState, setCartState] = useState<CartState>('idle');
  const lineInCart = useCartLineOfDesign(client, designId);

  const addToCart = async () => {
    setCheckOpen(false);
    setCartState('adding');
    const saved = await autosave.saveNow();
    const savedId = autosave.saved.current.designId;
    if (!saved || !savedId) {
      setCartState('failed');
      return;
    }
    try {
      // Back from the cart, the saved design is its line's: the cart shows it with its new preview.
      const result = lineInCart
        ? await client.call('cart.get')
        : await client.call('cart.addLine', {
            article_id: articleId,
            quantity,
            design_id: savedId,
          });
      queryClient.setQueryData(['cart'], result);
      setCartState('added');
      onAddedToCart?.(result.cart);
    } catch {
      setCartState('failed');
    }
  };

  return {
    quantity,
    setQuantity,
    checkOpen,
    setCheckOpen,
    cartState,
    inCart: Boolean(lineInCart),
    addToCart,
  };
}

export type AddToCart = ReturnType<typeof useAddToCart>;
