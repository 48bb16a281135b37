import { db, fixtures, handlers, scenarios } from '@shop/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CheckoutScreen, type CheckoutStepNumber } from './CheckoutScreen.tsx';
import { withRouterLink } from '../../layouts/shared/storySupport.tsx';
import {
  busyAround,
  expectFollows,
  expectLinkToRoute,
  expectLoading,
  startingWith,
} from '../screenStorySupport.ts';
import { storyMessages, escapeRegExp } from '../../../testing/storyMessages.ts';
import { screenshotStoryHere } from '../../../testing/storyScreenshot.ts';

// The data of these stories comes from the mock product API (mocks/) through the MSW worker.
const onStepChange = fn();

/** Shipment options of a scenario with fixed delivery dates, so the screenshots do not move with the calendar. */
function fixedDeliveryDates(scenario: HttpHandler[]): HttpHandler[] {
  return [
    ...scenario,
    http.get('*/checkout/shipment-options', async ({ request }) => {
      const response = await getResponse([...scenario, ...handlers], request.clone());
      if (!response?.ok) return response;
      const body = (await response.json()) as {
        options: { estimated_delivery: { from: string; to: string } }[];
      };
      for (const option of body.options)
        option.estimated_delivery = { from: '2026-11-25', to: '2026-11-27' };
      return HttpResponse.json(body);
    }),
  ];
}

const meta = {
  title: 'Features/Screens/Checkout',
  component: CheckoutScreen,
  args: {
    step: 1,
    onStepChange,
    onOrderPlaced: fn(),
    returnUrl: 'https://shop.example/en-ie/order-completed',
    loginHref: '/en-ie/login',
    cartHref: '/en-ie/cart',
    privacyHref: '/en-ie/privacy',
    termsHref: '/en-ie/terms',
  },
  parameters: { msw: { handlers: scenarios.checkout.start } },
  beforeEach: () => {
    sessionStorage.clear();
    onStepChange.mockClear();
  },
  // The route keeps the step in the URL; here the story keeps it.
  render: function Render(args) {
    const [step, setStep] = useState<CheckoutStepNumber>(args.step);
    return (
      <CheckoutScreen
        {...args}
        step={step}
        onStepChange={(next) => {
          setStep(next);
          args.onStepChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof CheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Messages = ReturnType<typeof storyMessages>;

/** The stepper's button of a step, as it reads before its state. */
const stepName = (t: Messages, number: number, name: 'contact' | 'address') =>
  `${t('data:stepper.stepNumber', { number })}: ${t(`data:stepper.steps.${name}`)}`;

/** A message about a carrier the story does not name: the carrier is any text. */
const carrier = '\u0000';
const anyCarrier = (text: string): RegExp =>
  new RegExp(`^${text.split(carrier).map(escapeRegExp).join('.+')}$`);

/** Radix radios choose on focus while an arrow key is held, as a real key press does. */
const pressArrow = async (key: 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'ArrowLeft') => {
  await userEvent.keyboard(`{${key}>}`);
  await new Promise((resolve) => setTimeout(resolve, 50));
  await userEvent.keyboard(`{/${key}}`);
};

/** Step 1 as a guest, by keyboard only; the address step starts with the contact's name. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const email = await canvas.findByRole('textbox', {
      name: startingWith(t('checkout:contact.email')),
    });
    await userEvent.click(email);
    await userEvent.keyboard('ana.garcia@example.com');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('Ana');
    await userEvent.tab();
    await userEvent.keyboard('García');
    await userEvent.tab();
    await userEvent.keyboard('+353 85 123 4567');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    canvas.getByRole('button', { name: t('checkout:contact.submit') }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onStepChange).toHaveBeenCalledWith(2));
    await expect(
      await canvas.findByRole('heading', { name: t('checkout:address.title') }),
    ).toBeVisible();
    await expect(
      canvas.getAllByRole('textbox', { name: startingWith(t('checkout:address.firstName')) })[0],
    ).toHaveValue('Ana');
    await expect(
      canvas.getByRole('button', { name: startingWith(stepName(t, 1, 'contact')) }),
    ).toBeVisible();
  },
};

/**
 * The logged-in demo customer: step 1 starts from the profile (e-mail, name, phone), offers no
 * login and does not ask again for the privacy consent already given; step 2 chooses the saved
 * default address, which the checkout then holds.
 */
export const LoggedIn: Story = {
  args: { loginHref: undefined, customer: fixtures.customer.demo },
  parameters: { msw: { handlers: fixedDeliveryDates(scenarios.checkout.loggedIn) } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const profile = fixtures.customer.profile();
    const [home] = fixtures.customer.addresses();
    await expect(
      await canvas.findByRole('textbox', { name: startingWith(t('checkout:contact.email')) }),
    ).toHaveValue(profile.email);
    await expect(
      canvas.getByRole('textbox', { name: startingWith(t('checkout:contact.firstName')) }),
    ).toHaveValue(profile.first_name);
    await expect(
      canvas.getByRole('textbox', { name: startingWith(t('checkout:contact.phone')) }),
    ).toHaveValue(profile.phone);
    await expect(canvas.queryByRole('link', { name: t('checkout:contact.login') })).toBeNull();
    await expect(
      canvas.queryByRole('checkbox', { name: t('checkout:contact.acceptsTerms') }),
    ).toBeNull();
    await expect(canvas.getByText(t('checkout:contact.termsAccepted'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('checkout:contact.submit') }));
    await waitFor(() => expect(onStepChange).toHaveBeenCalledWith(2));
    const saved = await canvas.findByRole('radio', { name: new RegExp(home?.street ?? '') });
    await expect(saved).toBeChecked();
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('checkout:address.submit') }));
    await waitFor(() => expect(onStepChange).toHaveBeenCalledWith(3));
    const session = [...db.sessions.values()].find(
      (candidate) => candidate.checkout.contact?.email === profile.email,
    );
    await expect(session?.checkout.delivery?.address).toMatchObject({
      street: home?.street,
      postcode: home?.postcode,
    });
    await expect(session?.checkout.billing_address?.street).toBe(home?.street);
  },
};

/** What the customer typed but did not send is still there when the step comes back (as after a reload). */
export const DraftKept: Story = {
  args: { step: 2 },
  parameters: { msw: { handlers: scenarios.checkout.shipmentStep } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const city = (
      await canvas.findAllByRole('textbox', { name: startingWith(t('checkout:address.city')) })
    )[0] as HTMLElement;
    await expect(city).toHaveValue('Valencia');
    await userEvent.clear(city);
    await userEvent.type(city, 'Alicante');
    await userEvent.click(canvas.getByRole('button', { name: t('checkout:back') }));
    await expect(
      await canvas.findByRole('heading', { name: t('checkout:contact.title') }),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: startingWith(stepName(t, 2, 'address')) }),
    );
    await waitFor(async () =>
      expect(
        (
          await canvas.findAllByRole('textbox', { name: startingWith(t('checkout:address.city')) })
        )[0],
      ).toHaveValue('Alicante'),
    );
  },
};

/** Step 3: switching to pickpoint delivery lists the pickpoints near the address; one chosen by keyboard. */
export const Shipment: Story = {
  args: { step: 3 },
  parameters: { msw: { handlers: fixedDeliveryDates(scenarios.checkout.shipmentStep) } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const home = await canvas.findByRole('radio', {
      name: startingWith(t('checkout:shipment.modes.ADDRESS')),
    });
    home.focus();
    await pressArrow('ArrowDown');
    const option = (
      await canvas.findAllByRole(
        'radio',
        { name: startingWith(`${t('checkout:shipment.modes.PICKPOINT')} · `) },
        { timeout: 4000 },
      )
    )[0] as HTMLElement;
    option.focus();
    await userEvent.keyboard(' ');
    const firstPickpoint = (
      await within(
        await canvas.findByRole(
          'radiogroup',
          { name: anyCarrier(t('checkout:pickpoint.label', { carrier })) },
          { timeout: 4000 },
        ),
      ).findAllByRole('radio')
    )[0] as HTMLElement;
    firstPickpoint.focus();
    await userEvent.keyboard(' ');
    canvas.getByRole('button', { name: t('checkout:shipment.submit') }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onStepChange).toHaveBeenCalledWith(4));
    await expect(
      await canvas.findByRole('heading', { name: t('checkout:payment.title') }),
    ).toBeVisible();
  },
};

/**
 * Back on step 2 with a billing address other than the delivery one: both come back as entered,
 * and a change to the billing address reaches the checkout.
 */
export const Addresses: Story = {
  args: { step: 2 },
  parameters: { msw: { handlers: fixedDeliveryDates(scenarios.checkout.separateAddresses) } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const billing = await canvas.findByRole('group', { name: t('checkout:address.billing') });
    const delivery = canvas.getByRole('group', { name: t('checkout:address.delivery') });
    await waitFor(() =>
      expect(
        within(billing).getByRole('textbox', { name: startingWith(t('checkout:address.street')) }),
      ).toHaveValue('Calle de Colón'),
    );
    await expect(
      within(delivery).getByRole('textbox', { name: startingWith(t('checkout:address.street')) }),
    ).toHaveValue('Plaza del Ayuntamiento');
    await expect(
      canvas.getByRole('checkbox', { name: t('checkout:address.deliverySame') }),
    ).not.toBeChecked();
    const company = within(billing).getByRole('textbox', {
      name: startingWith(t('checkout:address.companyName')),
    });
    await userEvent.clear(company);
    await userEvent.type(company, 'Estudio Ruiz SL');
    await userEvent.click(canvas.getByRole('button', { name: t('checkout:address.submit') }));
    await waitFor(() => expect(onStepChange).toHaveBeenCalledWith(3));
    const saved = [...db.sessions.values()].find(
      (session) => session.checkout.billing_address?.company_name === 'Estudio Ruiz SL',
    );
    await expect(saved?.checkout.delivery?.address?.street).toBe('Plaza del Ayuntamiento');
  },
};

/** Step 4: "place order" sends one order however often it is pressed. */
export const Payment: Story = {
  args: { step: 4 },
  parameters: {
    msw: {
      handlers: [
        http.post('*/checkout/orders', async () => {
          placeOrderCalls += 1;
          await delay(300);
        }),
        ...scenarios.checkout.paymentStep,
      ],
    },
  },
  beforeEach: () => {
    placeOrderCalls = 0;
  },
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const card = await canvas.findByRole('radio', { name: /Credit or debit card/ });
    card.focus();
    await userEvent.keyboard(' ');
    canvas.getByRole('checkbox', { name: t('checkout:payment.acceptsTerms') }).focus();
    await userEvent.keyboard(' ');
    const place = canvas.getByRole('button', { name: t('checkout:payment.submit') });
    place.focus();
    await userEvent.keyboard('{Enter}{Enter}');
    await userEvent.click(place);
    await waitFor(() => expect(args.onOrderPlaced).toHaveBeenCalledTimes(1));
    await expect(placeOrderCalls).toBe(1);
    const placed = args.onOrderPlaced.mock.calls[0]?.[0] as {
      payment: { redirect_url: string | null };
    };
    await expect(placed.payment.redirect_url).toMatch(/^https:\/\//);
    await expect(place).toBeDisabled();
  },
};
let placeOrderCalls = 0;

/** Back from the payment page without paying: step 4 says so first. */
export const PaymentFailed: Story = {
  args: { step: 4, paymentFailed: true },
  parameters: { msw: { handlers: scenarios.checkout.paymentStep } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('checkout:payment.failedTitle'))).toBeVisible();
    await expect(canvas.getByText(t('checkout:paymentFailed'))).toBeVisible();
  },
};

/** The API fails to place the order: the message says nothing was charged and every choice is kept. */
export const PlaceOrderFails: Story = {
  args: { step: 4 },
  parameters: {
    msw: {
      handlers: [
        http.post('*/checkout/orders', () =>
          HttpResponse.json(
            { error: { error_code: 5000, message: 'The product API failed' } },
            { status: 500 },
          ),
        ),
        ...scenarios.checkout.paymentStep,
      ],
    },
  },
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const card = await canvas.findByRole('radio', { name: /PayPal/ });
    card.focus();
    await userEvent.keyboard(' ');
    canvas.getByRole('checkbox', { name: t('checkout:payment.acceptsTerms') }).focus();
    await userEvent.keyboard(' ');
    canvas.getByRole('button', { name: t('checkout:payment.submit') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(t('checkout:placeError'))).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /PayPal/ })).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: t('checkout:payment.acceptsTerms') }),
    ).toBeChecked();
    await expect(canvas.getByRole('button', { name: t('checkout:payment.submit') })).toBeEnabled();
    await expect(args.onOrderPlaced).not.toHaveBeenCalled();
  },
};

/** The first request fails: the checkout says so, and its retry asks again and opens the first step. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [...scenarios.checkout.start, ...scenarios.checkout.failsOnce] } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('checkout:loadError'))).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await screenshotStoryHere();
    await userEvent.click(canvas.getByRole('button', { name: t('checkout:retry') }));
    await expect(
      await canvas.findByRole('textbox', { name: startingWith(t('checkout:contact.email')) }),
    ).toBeVisible();
    await expect(canvas.queryByText(t('checkout:loadError'))).toBeNull();
  },
};

/** Nothing in the cart: the checkout says so and leads back to the cart. */
export const Empty: Story = {
  decorators: [withRouterLink],
  parameters: { msw: { handlers: scenarios.cart.empty } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(await canvas.findByText(t('checkout:emptyCart'))).toBeVisible();
    const back = canvas.getByRole('link', { name: t('checkout:backToCart') });
    await expectLinkToRoute(back, 'cart', globals);
    await expectFollows(back);
  },
};

/** While the checkout loads, the page is marked busy and announced; no step and no error yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.checkout.slow } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expectLoading(busyAround(canvas.getByText(t('checkout:loading'))), t('checkout:loading'));
    // The loading state is what this story shows; the answer may come at any time after.
    await screenshotStoryHere();
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('checkout:title') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByText(t('checkout:loadError'))).toBeNull();
  },
};
