export { Form, FormSubmit, type FormProps, type FormSubmitProps } from './Form.tsx';
export { FormField, type FormFieldProps, type FormFieldRenderProps } from './FormField.tsx';
export { useZodForm, type UseZodFormOptions, type ZodFormSchema } from './useZodForm.ts';
export { useDraftSync } from './useDraftSync.ts';
export { zodIssueToMessageKey, zodErrorMap, translateFieldError } from './zodMessages.ts';
