/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Route_Error_Not_FoundInputs */

const en_site_route_error_not_found = /** @type {(inputs: Site_Route_Error_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not found`)
};

const de_site_route_error_not_found = /** @type {(inputs: Site_Route_Error_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gefunden`)
};

/**
* | output |
* | --- |
* | "Not found" |
*
* @param {Site_Route_Error_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_route_error_not_found = /** @type {((inputs?: Site_Route_Error_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Route_Error_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_route_error_not_found(inputs)
	return en_site_route_error_not_found(inputs)
});