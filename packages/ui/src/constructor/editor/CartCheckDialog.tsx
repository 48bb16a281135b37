import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import { Dialog, DialogClose } from '../../design-system/primitives/Dialog/Dialog.tsx';
import type { AddToCart } from './useAddToCart.ts';

/** Before the cart, the design's issues: fix them, or add (or update) the design anyway. */
export function CartCheckDialog({ cart, children }: { cart: AddToCart; children: ReactNode }) {
  const { t } = useTranslation('constructor');
  return (
    <Dialog
      open={cart.checkOpen}
      onOpenChange={cart.setCheckOpen}
      title={t('cart.checkTitle')}
      description={t('cart.checkDescription')}
      footer={
        <>
          <DialogClose>
            <Button variant="soft" tone="neutral">
              {t('cart.fix')}
            </Button>
          </DialogClose>
          <Button onClick={() => void cart.addToCart()}>
            {cart.inCart ? t('cart.updateAnyway') : t('cart.addAnyway')}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
