import type { Dispatch } from 'react';
import type { EditorAction } from '../model/index.ts';

export type EditorDispatch = Dispatch<EditorAction>;
