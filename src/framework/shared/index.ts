// What both sides of the framework share with the product: the payload's shape and addresses,
// and escaping for inline scripts.
export * from './flight-payload';
export * from './script-escape';
export type * from './frozen-part-reference';
