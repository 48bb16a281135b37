import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import type { DesignPage, FreeText } from '../../model/index.ts';
import type { EditorDispatch } from '../editorContext.ts';
import { TextFields } from './TextFields.tsx';

/** A text placed anywhere on the page: its words and style, and its removal. */
export function FreeTextFields({
  page,
  free,
  fieldRef,
  dispatch,
}: {
  page: DesignPage;
  free: FreeText;
  fieldRef: Ref<HTMLTextAreaElement>;
  dispatch: EditorDispatch;
}) {
  const { t } = useTranslation('constructor');
  return (
    <>
      <TextFields
        value={free}
        fieldRef={fieldRef}
        onText={(text) =>
          dispatch({
            type: 'command',
            command: {
              type: 'updateFreeText',
              pageIndex: page.index,
              id: free.id,
              changes: { text },
            },
            gesture: `type-${free.id}`,
          })
        }
        onStyle={(changes) =>
          dispatch({
            type: 'command',
            command: { type: 'updateFreeText', pageIndex: page.index, id: free.id, changes },
          })
        }
      />
      <Button
        size="small"
        variant="soft"
        tone="critical"
        onClick={() =>
          dispatch({
            type: 'command',
            command: { type: 'removeFreeText', pageIndex: page.index, id: free.id },
          })
        }
      >
        {t('text.remove')}
      </Button>
    </>
  );
}
