import {
  TagsListScreen,
  tagsListData,
} from '@shop/ui/features/screens/TagsListScreen/TagsListScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('tagsList', {
  props: () => ({}),
  data: tagsListData,
  render: () => <TagsListScreen />,
});
