/** The product's name: page titles, the header, the sign-in pages, the OpenID client's name. */
export const PRODUCT_NAME = 'Property Ops';
