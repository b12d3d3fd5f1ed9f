/** The catalogue sync's messages, kept word for word (docs/decisions/007-kept-product-contract.md); server and dashboard share them. */
export const GENERATE_SUCCEEDED = "Product pages generated!";
export const GENERATE_FAILED = "Failed to generate product pages.";
export const PRINTIFY_NOT_CONNECTED = "Printify is not connected: set PRINTIFY_API_TOKEN and PRINTIFY_SHOP_ID.";
/** GET /api/{provider}/products when there is nothing to serve (the error its clients already know). */
export const PRINTIFY_FETCH_FAILED = "Failed to fetch Printify products";
