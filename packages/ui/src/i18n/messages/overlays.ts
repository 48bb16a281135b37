import type { NamespaceMessages } from '../locales.ts';

/** Strings of Dialog, Drawer, Popover, Tooltip, Tabs, Accordion and Toast. */
export const messages: NamespaceMessages = {
  en: {
    close: 'Close',
    closeDialog: 'Close dialog',
    closeDrawer: 'Close panel',
    closePopover: 'Close',
    dismissNotification: 'Dismiss notification',
    notification: 'Notification',
    notifications: 'Notifications ({{hotkey}})',
    moreInformation: 'More information',
  },
  es: {
    close: 'Cerrar',
    closeDialog: 'Cerrar diálogo',
    closeDrawer: 'Cerrar panel',
    closePopover: 'Cerrar',
    dismissNotification: 'Descartar notificación',
    notification: 'Notificación',
    notifications: 'Notificaciones ({{hotkey}})',
    moreInformation: 'Más información',
  },
  pl: {
    close: 'Zamknij',
    closeDialog: 'Zamknij okno',
    closeDrawer: 'Zamknij panel',
    closePopover: 'Zamknij',
    dismissNotification: 'Zamknij powiadomienie',
    notification: 'Powiadomienie',
    notifications: 'Powiadomienia ({{hotkey}})',
    moreInformation: 'Więcej informacji',
  },
};
