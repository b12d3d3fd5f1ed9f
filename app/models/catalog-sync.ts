/** The catalogue sync's messages (SPEC §8), shared by the server and the dashboard's pieces. */
export const GENERATE_SUCCEEDED = "Product pages generated!";
export const GENERATE_FAILED = "Failed to generate product pages.";
export const PRINTIFY_NOT_CONNECTED = "Printify is not connected: set PRINTIFY_API_TOKEN and PRINTIFY_SHOP_ID.";
/** SPEC §7: GET /api/{provider}/products when there is nothing to serve. */
export const PRINTIFY_FETCH_FAILED = "Failed to fetch Printify products";
