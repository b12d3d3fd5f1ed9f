/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Route_Error_RetryInputs */

const en_site_route_error_retry = /** @type {(inputs: Site_Route_Error_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

const de_site_route_error_retry = /** @type {(inputs: Site_Route_Error_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch einmal versuchen`)
};

/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Site_Route_Error_RetryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_route_error_retry = /** @type {((inputs?: Site_Route_Error_RetryInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Route_Error_RetryInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_route_error_retry(inputs)
	return en_site_route_error_retry(inputs)
});