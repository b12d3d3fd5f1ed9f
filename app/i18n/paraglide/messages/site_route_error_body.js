/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Route_Error_BodyInputs */

const en_site_route_error_body = /** @type {(inputs: Site_Route_Error_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, this page couldn't load right now. Please try again in a moment.`)
};

const de_site_route_error_body = /** @type {(inputs: Site_Route_Error_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Seite lässt sich gerade nicht laden. Bitte versuch es gleich noch einmal.`)
};

/**
* | output |
* | --- |
* | "Sorry, this page couldn't load right now. Please try again in a moment." |
*
* @param {Site_Route_Error_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_route_error_body = /** @type {((inputs?: Site_Route_Error_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Route_Error_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_route_error_body(inputs)
	return en_site_route_error_body(inputs)
});