/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Route_Error_Forbidden_BodyInputs */

const en_site_route_error_forbidden_body = /** @type {(inputs: Site_Route_Error_Forbidden_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You don't have permission to do that.`)
};

const de_site_route_error_forbidden_body = /** @type {(inputs: Site_Route_Error_Forbidden_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dazu hast du keine Berechtigung.`)
};

/**
* | output |
* | --- |
* | "You don't have permission to do that." |
*
* @param {Site_Route_Error_Forbidden_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_route_error_forbidden_body = /** @type {((inputs?: Site_Route_Error_Forbidden_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Route_Error_Forbidden_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_route_error_forbidden_body(inputs)
	return en_site_route_error_forbidden_body(inputs)
});