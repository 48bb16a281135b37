import type { Design, DesignDocument, DesignSummary } from '@shop/domain';
import { db } from '../db.ts';
import { buildAsset, type AssetRef } from '../fixtures/assets.ts';
import type { DesignFixture } from '../fixtures/designs.ts';
import { designPicture } from '../fixtures/pictures.ts';
import { assetUrl, presentImage } from './images.ts';
import { designNameIn, designThemeIn, templateIn } from './localized.ts';

/**
 * The rendered picture of one page of a customer's design at its current revision: a new save
 * gives a new URL, as a renderer's would, so the cart and lists never show a stale picture.
 */
export function renderedPreview(design: DesignFixture, pageIndex = 0): AssetRef {
  // The constructor's own rendering of the first page, when it sent one, is the real picture.
  const uploaded = pageIndex === 0 ? design.preview_upload : undefined;
  if (uploaded)
    return buildAsset({
      kind: 'project_preview',
      key: uploaded.id,
      label: design.name,
      width: uploaded.width,
      height: uploaded.height,
      upload_id: uploaded.id,
    });
  const article = db.articles.find((candidate) => candidate.id === design.article_id);
  return designPicture(
    'project_preview',
    `${design.id}-${pageIndex}-r${design.revision}`,
    article?.family ?? 'photo-books',
    `${design.name} · ${pageIndex + 1}`,
  );
}

export function presentDesignSummary(
  base: string,
  design: DesignFixture,
  language?: string,
): DesignSummary {
  const article = db.articles.find((candidate) => candidate.id === design.article_id);
  return {
    id: design.id,
    slug: design.slug,
    name: designNameIn(design, article, language),
    article_id: design.article_id,
    preview: presentImage(base, {
      ...design.preview,
      label: designThemeIn(design, article, language) ?? design.preview.label,
    }),
    updated_at: design.updated_at,
  };
}

/**
 * The document of a seeded design: every photo slot of the article's template filled with a
 * sample photo cropped to the slot, every text slot with its default text.
 */
function sampleDocument(base: string, design: DesignFixture, language?: string): DesignDocument {
  const stored = db.productTemplates.find(
    (candidate) => candidate.article_id === design.article_id,
  );
  const template = stored && templateIn(stored, language);
  if (!template) return { version: 1, template_id: design.article_id, pages: [] };
  return {
    version: 1,
    template_id: template.id,
    pages: template.pages.map((page) => ({
      index: page.index,
      photos: page.photo_slots.map((slot, position) => {
        const width = 1600;
        const height = Math.max(1, Math.round((width * slot.height_mm) / slot.width_mm));
        const photo = buildAsset({
          kind: 'design',
          key: `${design.id}-${page.index}-${position}`,
          label: design.name,
          width,
          height,
          mockup: 'photo',
        });
        return {
          slot_id: slot.id,
          image: { url: assetUrl(base, photo, 'jpg'), width, height },
          crop: { x: 0, y: 0, width, height },
          rotation_deg: 0,
        };
      }),
      texts: page.text_slots.map((slot) => ({ slot_id: slot.id, text: slot.default_text })),
    })),
  };
}

export function presentDesign(base: string, design: DesignFixture, language?: string): Design {
  return {
    ...presentDesignSummary(base, design, language),
    scope: design.scope,
    created_at: design.created_at,
    revision: design.revision,
    document: design.document ?? sampleDocument(base, design, language),
  };
}
