import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../design-system/primitives/Alert/Alert.tsx';
import { Button } from '../design-system/primitives/Button/Button.tsx';
import { Spinner } from '../design-system/primitives/Spinner/Spinner.tsx';
import { useApiClient } from '../features/data/ApiClientProvider.tsx';
import { useCountrySite } from '../features/data/CountrySiteContext.tsx';
import { constructorQueries } from './data/constructorQueries.ts';
import { CalendarDrawingContext, useCalendarDrawing } from './editor/calendarDrawing.ts';
import { localizeTemplateTexts } from './editor/localizedTemplate.ts';
import PreviewOf from './editor/preview/PreviewOf.tsx';
import { useCanvasColors } from './editor/useCanvasColors.ts';
import { fromApiDocument, type DesignDoc, type Template } from './model/index.ts';

/**
 * A saved design shown whole as it will arrive, outside the editor (a cart line's "Preview"):
 * every page of it, the same way the editor's preview shows it.
 */
export function SavedDesignPreview({
  articleId,
  designId,
}: {
  articleId: number;
  designId: string;
}) {
  const { t } = useTranslation('constructor');
  const client = useApiClient();
  const { brand } = useCountrySite();
  const template = useQuery(constructorQueries.template(client, articleId));
  const design = useQuery(constructorQueries.design(client, brand, designId));
  const shown = useMemo(() => {
    if (!template.data || !design.data) return null;
    const localized = localizeTemplateTexts(template.data.template, t);
    return { template: localized, doc: fromApiDocument(localized, design.data.design.document) };
  }, [template.data, design.data, t]);
  if (template.isError || design.isError)
    return (
      <Alert tone="critical" title={t('preview.loadFailed')}>
        <Button
          size="small"
          variant="soft"
          tone="neutral"
          onClick={() => void (template.isError ? template.refetch() : design.refetch())}
        >
          {t('retry')}
        </Button>
      </Alert>
    );
  if (!shown) return <Spinner label={t('preview.drawing')} showLabel />;
  return <DrawnPreview template={shown.template} doc={shown.doc} />;
}

/** The design's pages drawn with the shop's colours and, for a calendar, the site's dates. */
function DrawnPreview({ template, doc }: { template: Template; doc: DesignDoc }) {
  const { colors, rootRef } = useCanvasColors();
  const calendar = useCalendarDrawing(template, doc, colors);
  return (
    <div ref={rootRef}>
      <CalendarDrawingContext value={calendar}>
        <PreviewOf template={template} doc={doc} />
      </CalendarDrawingContext>
    </div>
  );
}
