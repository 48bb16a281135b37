export const textFieldTypes = ['text', 'email', 'tel', 'password', 'number'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];
