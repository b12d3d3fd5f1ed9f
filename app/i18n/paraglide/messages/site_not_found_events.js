/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Not_Found_EventsInputs */

const en_site_not_found_events = /** @type {(inputs: Site_Not_Found_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See upcoming events`)
};

const de_site_not_found_events = /** @type {(inputs: Site_Not_Found_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächste Termine ansehen`)
};

/**
* | output |
* | --- |
* | "See upcoming events" |
*
* @param {Site_Not_Found_EventsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_not_found_events = /** @type {((inputs?: Site_Not_Found_EventsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Not_Found_EventsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_not_found_events(inputs)
	return en_site_not_found_events(inputs)
});