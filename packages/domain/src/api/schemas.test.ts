import { describe, expect, it } from 'vitest';
import {
  checkoutEndpoints,
  designDocumentSchema,
  orderStatusCodeSchema,
  productTemplateSchema,
  reviewSummarySchema,
  shipmentOptionSchema,
  trackingSchema,
} from './endpoints/index.ts';
import { emailSchema } from '../validation/email.ts';
import { newPasswordSchema, signUpSchema } from '../validation/inputRules.ts';

const template = {
  id: 3,
  article_id: 101,
  print_size_mm: { width: 210, height: 297 },
  bleed_mm: 3,
  safe_area_mm: { top: 5, right: 5, bottom: 5, left: 5 },
  min_effective_dpi: 150,
  page_count: { min: 24, max: 120, step: 2 },
  pages: [
    {
      index: 0,
      side: 'cover',
      photo_slots: [{ id: 'p1', x_mm: 0, y_mm: 0, width_mm: 210, height_mm: 297 }],
      text_slots: [
        {
          id: 't1',
          x_mm: 20,
          y_mm: 250,
          width_mm: 170,
          height_mm: 20,
          default_text: 'Our summer',
          max_length: 40,
          font_family: 'Lato',
          font_size_pt: 24,
          color: '#112233',
          align: 'center',
        },
      ],
    },
  ],
};

describe('constructor schemas', () => {
  it('reads a template with slot geometry in millimetres', () => {
    const parsed = productTemplateSchema.parse(template);
    expect(parsed.pages[0]?.photo_slots[0]?.rotation_deg).toBe(0);
    // Templates from before free photos allow none; a page may allow them.
    expect(parsed.pages[0]?.free_photos).toBe(false);
    const inner = { ...template.pages[0], index: 1, side: 'inner', free_photos: true };
    expect(
      productTemplateSchema.parse({ ...template, pages: [...template.pages, inner] }).pages[1]
        ?.free_photos,
    ).toBe(true);
    expect(
      productTemplateSchema.safeParse({ ...template, pages: [{ ...inner, free_photos: 'yes' }] })
        .success,
    ).toBe(false);
    expect(productTemplateSchema.safeParse({ ...template, pages: [] }).success).toBe(false);
    expect(productTemplateSchema.safeParse({ ...template, min_effective_dpi: 0 }).success).toBe(
      false,
    );
  });

  it('reads a design document and refuses unknown versions', () => {
    const document = {
      version: 1,
      template_id: 3,
      pages: [
        {
          index: 0,
          photos: [
            {
              slot_id: 'p1',
              image: { url: 'https://cdn.example/u/1.jpg', width: 4000, height: 3000 },
              crop: { x: 0, y: 0, width: 4000, height: 3000 },
              rotation_deg: 90,
            },
          ],
          texts: [{ slot_id: 't1', text: 'Summer 2026', color: '#ffffff' }],
        },
      ],
    };
    expect(designDocumentSchema.parse(document)).toEqual(document);
    expect(designDocumentSchema.safeParse({ ...document, version: 2 }).success).toBe(false);
  });
});

describe('order and tracking schemas', () => {
  it('takes the spec status codes only', () => {
    for (const code of [0, 1, 2, 4, 8, 9, 10, 13, 14, 15, 16, 17, 200, 201, 202]) {
      expect(orderStatusCodeSchema.safeParse(code).success).toBe(true);
    }
    for (const code of [3, 5, 100, '0'])
      expect(orderStatusCodeSchema.safeParse(code).success).toBe(false);
  });

  it('reads a tracking page with events and a pending refund action', () => {
    const tracking = {
      public_id: 'trk-1',
      order_number: 'WPX-1001',
      status_code: 9,
      state: 'ON_ROUTE',
      shipment_mode: 'PICKPOINT',
      carrier: 'MONDIAL_RELAY',
      payment_status: 'PAID',
      payment_instructions: null,
      tracking_number: 'MR123',
      carrier_tracking_url: 'https://carrier.example/MR123',
      estimated_delivery: '2026-11-25',
      events: [
        {
          state: 'PROCESSING',
          occurred_at: '2026-11-20T09:00:00+01:00',
          description: 'Received',
          location: null,
        },
      ],
      user_required_actions: [
        {
          public_id: 'act-1',
          type: 'PROVIDE_DATA_TO_REFUND',
          status: 'PENDING',
          created_at: '2026-11-21T10:00:00Z',
          amount: { amount: 12.5, currency: 'EUR' },
        },
      ],
      items: [
        { article_name: 'Photo mug', quantity: 2, url_preview: 'https://img.example/mug.png' },
      ],
      destination: {
        name: 'Relay Point Café',
        street: 'Rue de la Paix 3',
        postcode: '75002',
        city: 'Paris',
        country: 'FR',
      },
    };
    expect(trackingSchema.parse(tracking)).toEqual(tracking);
    expect(trackingSchema.safeParse({ ...tracking, items: [{ quantity: 1 }] }).success).toBe(false);
    expect(
      trackingSchema.safeParse({ ...tracking, destination: { name: 'Ana', country: 'Spain' } })
        .success,
    ).toBe(false);
    expect(trackingSchema.safeParse({ ...tracking, carrier: 'POSTMAN_PAT' }).success).toBe(false);
    expect(trackingSchema.safeParse({ ...tracking, state: 'LOST' }).success).toBe(false);
  });
});

describe('checkout schemas', () => {
  it('requires accepted terms and a valid e-mail at the contact step', () => {
    const contact = {
      email: ' ana@example.com ',
      customer_type: 'PERSON',
      first_name: 'Ana',
      last_name: 'Pérez',
      phone: '+34600000000',
      accepts_terms: true,
    };
    expect(checkoutEndpoints.setContact.request.parse(contact)).toMatchObject({
      email: 'ana@example.com',
      company_name: null,
      newsletter: false,
    });
    expect(
      checkoutEndpoints.setContact.request.safeParse({ ...contact, accepts_terms: false }).success,
    ).toBe(false);
    expect(
      checkoutEndpoints.setContact.request.safeParse({ ...contact, email: 'ana@example' }).success,
    ).toBe(false);
  });

  it('takes a saved or a new address for an ADDRESS delivery, neither for a factory pickup', () => {
    const { request } = checkoutEndpoints.setAddress;
    const address = {
      first_name: 'Ana',
      last_name: 'Pérez',
      street: 'Gran Via 1',
      postcode: '08001',
      city: 'Barcelona',
      country: 'ES',
      phone: '+34600000000',
    };
    expect(request.safeParse({ kind: 'ADDRESS', address_id: 4 }).success).toBe(true);
    expect(request.safeParse({ kind: 'ADDRESS', address }).success).toBe(true);
    expect(request.safeParse({ kind: 'ADDRESS' }).success).toBe(false);
    expect(request.safeParse({ kind: 'ADDRESS', address_id: 4, address }).success).toBe(false);
    expect(request.safeParse({ kind: 'FACTORY_PICKUP' }).success).toBe(true);
  });

  it('reads a shipment option with its carrier and delivery window', () => {
    const option = {
      id: 'gls-home',
      mode: 'ADDRESS',
      delivery_type: 'SEND',
      carrier: 'GLS',
      name: 'Home delivery',
      price: { amount: 4.99, currency: 'EUR' },
      estimated_delivery: { from: '2026-11-25', to: '2026-11-27' },
      requires_pickpoint: false,
    };
    expect(shipmentOptionSchema.parse(option)).toEqual(option);
    expect(
      shipmentOptionSchema.safeParse({
        ...option,
        estimated_delivery: { from: '2026-2-30', to: '2026-11-27' },
      }).success,
    ).toBe(false);
  });
});

describe('other schemas', () => {
  it('uses the spec e-mail rule after trimming', () => {
    expect(emailSchema.parse('  a.b+c@shop.example ')).toBe('a.b+c@shop.example');
    expect(emailSchema.safeParse('a b@shop.example').success).toBe(false);
  });

  it('keeps five rating counts', () => {
    expect(
      reviewSummarySchema.safeParse({ average: 4.6, count: 10, distribution: [0, 0, 1, 2, 7] })
        .success,
    ).toBe(true);
    expect(
      reviewSummarySchema.safeParse({ average: 4.6, count: 10, distribution: [0, 1, 2, 7] })
        .success,
    ).toBe(false);
  });
});

describe('sign-up schemas', () => {
  const messagesOf = (password: string) =>
    newPasswordSchema.safeParse(password).error?.issues.map((issue) => issue.message) ?? [];

  it('asks a new password for 8 characters with a letter and a digit, in any script', () => {
    expect(messagesOf('summer2026')).toEqual([]);
    expect(messagesOf('żółw2026')).toEqual([]);
    expect(messagesOf('onlyletters')).toEqual(['validation.passwordDigit']);
    expect(messagesOf('12345678')).toEqual(['validation.passwordLetter']);
    expect(messagesOf('a1')).toHaveLength(1);
  });

  it('needs the terms accepted and trims the names and the e-mail', () => {
    const values = {
      email: ' nora@example.com ',
      password: 'summer2026',
      first_name: ' Nora ',
      last_name: 'Vidal',
      newsletter: false,
      accepts_terms: true,
    };
    expect(signUpSchema.parse(values)).toMatchObject({
      email: 'nora@example.com',
      first_name: 'Nora',
    });
    expect(signUpSchema.safeParse({ ...values, accepts_terms: false }).success).toBe(false);
    expect(signUpSchema.safeParse({ ...values, first_name: ' ' }).success).toBe(false);
  });
});
