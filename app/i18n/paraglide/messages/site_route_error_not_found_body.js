/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Route_Error_Not_Found_BodyInputs */

const en_site_route_error_not_found_body = /** @type {(inputs: Site_Route_Error_Not_Found_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We couldn't find what you were looking for. It may have been removed.`)
};

const de_site_route_error_not_found_body = /** @type {(inputs: Site_Route_Error_Not_Found_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben nicht gefunden, was du suchst. Vielleicht wurde es entfernt.`)
};

/**
* | output |
* | --- |
* | "We couldn't find what you were looking for. It may have been removed." |
*
* @param {Site_Route_Error_Not_Found_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_route_error_not_found_body = /** @type {((inputs?: Site_Route_Error_Not_Found_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Route_Error_Not_Found_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_route_error_not_found_body(inputs)
	return en_site_route_error_not_found_body(inputs)
});