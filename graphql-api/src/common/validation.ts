import { plainToInstance } from './plain';
import { validate as runValidators, type ValidationError } from 'class-validator';
import { badInput, type FieldError } from './errors';
import { guardInput } from './input-guard';

/**
 * Validates an input object with its class-validator rules (which carry SPEC.md's messages) and
 * throws a 400 with the first message and every failing field (`fields`). Services call this, so REST and GraphQL share it.
 */
export async function validateInput<T extends object>(cls: new () => T, input: unknown): Promise<T> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw badInput('The request body must be a JSON object');
  }
  guardInput(input);
  const instance = plainToInstance(cls, input as Record<string, unknown>);
  const errors = await runValidators(instance, { whitelist: true, forbidUnknownValues: false });
  if (errors.length > 0) {
    const fields = errors.map(firstMessage);
    const error = badInput(fields[0].message, fields[0].field);
    error.fields = fields;
    throw error;
  }
  return instance;
}

function firstMessage(error: ValidationError): FieldError {
  if (error.constraints) {
    const messages = Object.values(error.constraints);
    return { message: messages[messages.length - 1], field: error.property };
  }
  if (error.children?.length) return firstMessage(error.children[0]);
  return { message: `Invalid ${error.property}`, field: error.property };
}

/**
 * One property decorator made of several, applied in the order TypeScript applies a stack of them
 * (the last listed first), so the rule reads like the stack it replaces and keeps its messages' order.
 */
export const allOf =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorate of [...decorators].reverse()) decorate(target, key);
  };
