/**
 * rjsf's validator interface (`ValidatorType`) on top of `validateDetailed` (form-validator.ts): no
 * code generation, messages in the page's language, field titles in the error summary. Every rjsf
 * `Form` gets one through the forms' setup (rjsf-setup.ts), never on its own.
 */
import {
  createErrorHandler,
  getDefaultFormState,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import { FormSchemaError, validateDetailed, type DetailedValidationError, type JsonSchema, type ValidatorSay } from './form-validator';
import { fieldTitle } from '@/ui/rjsf/field-title';

function segmentsOf(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function toRjsfError(error: DetailedValidationError, schema: RJSFSchema, uiSchema: UiSchema | undefined, say: ValidatorSay): RJSFValidationError {
  const segments = segmentsOf(error.path);
  const title = fieldTitle(segments, schema, uiSchema);
  return {
    name: error.keyword,
    // rjsf's dotted property path (`.contact.email`, `.items.0`), read back by `toErrorSchema`.
    property: segments.length ? `.${segments.join('.')}` : '.',
    message: error.message,
    params: {},
    // A title that is a sentence (a consent box's) loses its final period before « : message ».
    stack: title ? say('fieldError', { title: title.replace(/\.$/u, ''), message: error.message }) : error.message,
    schemaPath: error.schemaPath,
    title,
  };
}

/** Resolve `$ref`s of a sub-schema against the root, as rjsf expects of `isValid`. */
function withRootDefinitions(schema: RJSFSchema, rootSchema: RJSFSchema | undefined): JsonSchema {
  if (!rootSchema || rootSchema === schema) return schema;
  const out: Record<string, unknown> = { ...schema };
  if (rootSchema.$defs !== undefined && out.$defs === undefined) out.$defs = rootSchema.$defs;
  if (rootSchema.definitions !== undefined && out.definitions === undefined) out.definitions = rootSchema.definitions;
  if (rootSchema.$schema !== undefined && out.$schema === undefined) out.$schema = rootSchema.$schema;
  return out;
}

/** The eval-free validator rjsf forms use (see docs/decisions/005-form-validator.md), its messages said by `say`. */
export function createFormValidator(say: ValidatorSay): ValidatorType {
  const validator: ValidatorType = {
    validateFormData(
      formData: unknown,
      schema: RJSFSchema,
      customValidate?: CustomValidator,
      transformErrors?: ErrorTransformer,
      uiSchema?: UiSchema,
    ): ValidationData<unknown> {
      let errors: RJSFValidationError[];
      try {
        errors = validateDetailed(schema, formData, say).map((e) => toRjsfError(e, schema, uiSchema, say));
      } catch (error) {
        if (!(error instanceof FormSchemaError)) throw error;
        errors = [{ name: 'schema', property: '.', message: error.message, stack: error.message, params: {} }];
      }
      if (transformErrors) errors = transformErrors(errors, uiSchema);
      const errorSchema = toErrorSchema(errors);
      if (!customValidate) return { errors, errorSchema };
      const withDefaults = getDefaultFormState(validator, schema, formData, schema, true);
      const handler = customValidate(withDefaults, createErrorHandler(withDefaults), uiSchema, errorSchema);
      return validationDataMerge({ errors, errorSchema }, unwrapErrorHandler(handler));
    },
    isValid(schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema): boolean {
      try {
        return validateDetailed(withRootDefinitions(schema, rootSchema), formData, say).length === 0;
      } catch {
        return false;
      }
    },
    rawValidation<Result>(schema: RJSFSchema, formData?: unknown): { errors?: Result[]; validationError?: Error } {
      try {
        const errors = validateDetailed(schema, formData, say);
        // rjsf's playground only displays these; their shape is ours (path, message, keyword, schemaPath).
        return errors.length ? { errors: errors as Result[] } : {};
      } catch (error) {
        return { validationError: error instanceof Error ? error : new Error(String(error)) };
      }
    },
  };
  return validator;
}
