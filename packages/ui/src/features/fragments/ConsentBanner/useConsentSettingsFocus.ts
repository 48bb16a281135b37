import { useEffect, useRef } from 'react';

/**
 * Focus while the settings open and close: opening them moves focus to the first option, closing
 * them returns it to the button that opened them; Escape in the options closes them unanswered.
 */
export function useConsentSettingsFocus(
  configuring: boolean,
  setConfiguring: (configuring: boolean) => void,
) {
  const firstOption = useRef<HTMLButtonElement>(null);
  const configureButton = useRef<HTMLButtonElement>(null);
  const wasConfiguring = useRef(false);
  const options = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    if (configuring) firstOption.current?.focus();
    else if (wasConfiguring.current) configureButton.current?.focus();
    wasConfiguring.current = configuring;
  }, [configuring]);

  useEffect(() => {
    const fieldset = options.current;
    if (!configuring || !fieldset) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setConfiguring(false);
    };
    fieldset.addEventListener('keydown', onKeyDown);
    return () => fieldset.removeEventListener('keydown', onKeyDown);
  }, [configuring, setConfiguring]);

  return { firstOption, configureButton, options };
}
