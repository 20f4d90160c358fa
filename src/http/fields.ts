import type { ErrorCollector } from './common.js';

/** A required text field, trimmed; blank is an error. */
export function requiredText(errors: ErrorCollector, body: Record<string, unknown>, name: string): string {
  const value = String(body[name] ?? '').trim();
  if (!value) errors.add({ name, in: 'body', message: 'must not be blank' });
  return value;
}

/** An optional nullable text field, trimmed; blank clears it (null). Undefined when not sent. */
export function optionalText(body: Record<string, unknown>, name: string): string | null | undefined {
  const value = body[name];
  if (value === undefined || value === null) return value as undefined | null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
}

const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A company domain as a bare host name: scheme (or a bare "//"), credentials, port, path and trailing dot stripped. */
export function normaliseDomain(errors: ErrorCollector, value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const host = value
    .trim()
    .toLowerCase()
    .replace(/^(?:[a-z][a-z0-9+.-]*:)?\/\//, '')
    .replace(/^[^@/]*@/, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
  // Blank clears it; anything else must name a host ("http://" names none).
  if (host === '') {
    if (value.trim() === '') return null;
    errors.add({ name: 'domain', in: 'body', message: 'must be a host name such as example.com' });
    return undefined;
  }
  if (!HOST.test(host)) {
    errors.add({ name: 'domain', in: 'body', message: 'must be a host name such as example.com' });
    return undefined;
  }
  return host;
}

const EMAIL = /^[^\s@"(),:;<>[\\\]]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

export function normaliseEmail(errors: ErrorCollector, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const email = value.trim();
  if (!EMAIL.test(email) || email.length > 254) {
    errors.add({ name: 'email', in: 'body', message: 'must be an e-mail address such as jane@example.com' });
    return undefined;
  }
  const at = email.lastIndexOf('@');
  return email.slice(0, at) + email.slice(at).toLowerCase();
}

/** A uuid field as stored (lowercase), keeping null (clear) and undefined (not sent) apart. */
export function lowerUuid(value: unknown): string | null | undefined {
  return typeof value === 'string' ? value.toLowerCase() : (value as null | undefined);
}
