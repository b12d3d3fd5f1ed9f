/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Route_Error_ClientInputs */

const en_site_route_error_client = /** @type {(inputs: Site_Route_Error_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That request didn't work`)
};

const de_site_route_error_client = /** @type {(inputs: Site_Route_Error_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das hat nicht geklappt`)
};

/**
* | output |
* | --- |
* | "That request didn't work" |
*
* @param {Site_Route_Error_ClientInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_route_error_client = /** @type {((inputs?: Site_Route_Error_ClientInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Route_Error_ClientInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_route_error_client(inputs)
	return en_site_route_error_client(inputs)
});