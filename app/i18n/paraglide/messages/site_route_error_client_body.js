/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Route_Error_Client_BodyInputs */

const en_site_route_error_client_body = /** @type {(inputs: Site_Route_Error_Client_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check what you entered and try again.`)
};

const de_site_route_error_client_body = /** @type {(inputs: Site_Route_Error_Client_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte prüf deine Eingaben und versuch es noch einmal.`)
};

/**
* | output |
* | --- |
* | "Please check what you entered and try again." |
*
* @param {Site_Route_Error_Client_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_route_error_client_body = /** @type {((inputs?: Site_Route_Error_Client_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Route_Error_Client_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_route_error_client_body(inputs)
	return en_site_route_error_client_body(inputs)
});