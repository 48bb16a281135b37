import type { Decorator, Preview } from '@storybook/react-vite';
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import { HttpNetworkFrame } from 'msw/experimental';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { brandById } from '@shop/brands';
import { handlers, reset } from '@shop/mocks';
import { action } from 'storybook/actions';
import { ToastProvider } from '../packages/ui/src/design-system/primitives/Toast/Toast.tsx';
import { createRecordingLink } from '../packages/ui/src/design-system/provider/recordingLink.tsx';
import { UiProvider } from '../packages/ui/src/features/i18n/UiProvider.tsx';
// Same JSON message files as the server and the tests: one source of messages.
import '../packages/ui/src/features/i18n/allMessages.ts';
import { uiLanguages } from '../packages/ui/src/features/i18n/locales.ts';
import { brandThemeClasses } from '../packages/ui/src/design-system/theme/brandThemes.css.ts';
import { brands, type Brand } from '../packages/ui/src/design-system/theme/brands.ts';
import { chromaticModes, viewportOptions } from './modes.ts';
import { StoryData } from './StoryData.tsx';
import { recordUnhandledRequest } from './unhandledRequests.ts';

// Every brand's fonts (brands/<id>/fonts.ts), as each brand's site loads its own.
import.meta.glob('../brands/*/fonts.ts', { eager: true });

// In-site links stay in the story: a click is logged to the actions panel instead of navigating.
const storyLink = createRecordingLink(action('navigate'));

const withBrand: Decorator = (Story, { globals, parameters }) => {
  const locale = (globals.locale as string | undefined) ?? 'en';
  return (
    <UiProvider
      themeClass={brandThemeClasses[(globals.brand as Brand | undefined) ?? 'main']}
      language={locale}
      linkComponent={storyLink}
    >
      <StoryData locale={locale}>
        {/* As on the site, one notification viewport for the whole page; it sits outside the
            story root, so a screen's screenshot does not depend on a notification's timing. */}
        <ToastProvider>
          <div data-story-root="" style={{ padding: parameters.layout === 'fullscreen' ? 0 : 16 }}>
            <Story />
          </div>
        </ToastProvider>
      </StoryData>
    </UiProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withBrand],
  loaders: [
    mswLoader(async () => {
      // The happy path of every API area; a story adds a scenario with `parameters.msw.handlers`.
      const worker = setupWorker(...handlers);
      // Stories must not reach any real service: an unmocked API call is a bug in the story. It
      // fails as a network error in the story and is recorded for the story test to fail on.
      await worker.start({
        quiet: true,
        onUnhandledFrame: ({ frame, defaults }) => {
          if (!(frame instanceof HttpNetworkFrame)) return;
          const { request } = frame.data;
          if (isCommonAssetRequest(request)) return;
          recordUnhandledRequest(request);
          defaults.error();
          throw new Error(`No mock answers ${request.method} ${request.url}`);
        },
      });
      return worker;
    }),
  ],
  // Every story starts from the seeded mock store, whatever the previous one changed.
  beforeEach: () => {
    reset();
  },
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        // One item per brand folder, named by its shop name.
        items: brands.map((brand) => ({
          value: brand,
          title: `${brandById(brand).displayName} (${brand})`,
        })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the shop',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        // Each language named in itself; missing messages show in English until translated.
        items: uiLanguages.map((language) => ({
          value: language,
          title: new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    brand: brands[0],
    locale: 'en',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewportOptions },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    chromatic: { modes: chromaticModes, pauseAnimationAtEnd: true },
  },
};

export default preview;
