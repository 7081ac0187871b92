/** Cart limits (decision 054), apart from the schemas so the browser's guest cart can use them alone. */
export const CART_QUANTITY_MAX = 99;
export const CART_ITEMS_MAX = 50;
