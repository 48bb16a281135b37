import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import type { AlertTone } from '../../../design-system/primitives/Alert/alertVariants.ts';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import type { ButtonTone } from '../../../design-system/primitives/Button/buttonVariants.ts';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { VisuallyHidden } from '../../../design-system/primitives/VisuallyHidden/VisuallyHidden.tsx';
import { LoadingShape, type LoadingShapeProps } from './LoadingShape.tsx';

/** What AsyncState reads of a query: a `useQuery` result, or several combined into one. */
export type AsyncRead<Data> = Pick<
  UseQueryResult<Data>,
  'data' | 'isPending' | 'isError' | 'refetch'
>;

export interface AsyncStateProps<Data> {
  read: AsyncRead<Data>;
  /** The placeholders while it loads: a named shape, and its count, lines, title and space. */
  loading: LoadingShapeProps;
  /**
   * The loading text is shown above the placeholders (at the shape's `space`), not only told to
   * screen readers.
   */
  showLoadingText?: boolean;
  /** Whether the data holds nothing to show; `empty` is shown then. */
  isEmpty?: (data: Data) => boolean;
  /** What an empty read shows: the screen's EmptyState, with its own words and way on. */
  empty?: ReactNode;
  /** The screen's own words for the states; the shop's general ones otherwise. */
  texts?: { loading?: string; error?: string; retry?: string };
  /** The failure's tone: `caution` when the page still works without this block. */
  errorTone?: AlertTone;
  retryTone?: ButtonTone;
  /** A failure the customer cannot retry (a link that no longer works) shows no retry. */
  retry?: boolean;
  children: (data: Data) => ReactNode;
}

/**
 * A block that shows data the page reads: placeholders while it loads (announced to screen
 * readers), the shop's alert with a retry if it failed, the screen's empty state if it holds
 * nothing, the content otherwise. Data the server prefetched is there on the first render, so the
 * server's HTML and the browser's first render are the content itself.
 */
export function AsyncState<Data>({
  read,
  loading,
  showLoadingText = false,
  isEmpty,
  empty,
  texts,
  errorTone = 'critical',
  retryTone,
  retry = true,
  children,
}: AsyncStateProps<Data>) {
  const { t } = useTranslation('general');
  if (read.isPending) {
    const loadingText = texts?.loading ?? t('loading');
    return (
      <div aria-busy="true">
        <Stack space={loading.space ?? 'medium'}>
          {showLoadingText ? (
            <Text tone="muted">{loadingText}</Text>
          ) : (
            <VisuallyHidden>{loadingText}</VisuallyHidden>
          )}
          <LoadingShape {...loading} />
        </Stack>
      </div>
    );
  }
  if (read.isError) {
    return (
      <Alert
        tone={errorTone}
        action={
          retry ? (
            <Button
              variant="soft"
              tone={retryTone}
              size="small"
              onClick={() => void read.refetch()}
            >
              {texts?.retry ?? t('retry')}
            </Button>
          ) : undefined
        }
      >
        {texts?.error ?? t('loadError')}
      </Alert>
    );
  }
  // Neither pending nor failed: TanStack Query has the data.
  const data = read.data as Data;
  if (empty !== undefined && isEmpty?.(data)) return empty;
  return children(data);
}
