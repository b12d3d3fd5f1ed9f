/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Home_Events_AllInputs */

const en_site_home_events_all = /** @type {(inputs: Site_Home_Events_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All events →`)
};

const de_site_home_events_all = /** @type {(inputs: Site_Home_Events_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Termine →`)
};

/**
* | output |
* | --- |
* | "All events →" |
*
* @param {Site_Home_Events_AllInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_events_all = /** @type {((inputs?: Site_Home_Events_AllInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_Events_AllInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_home_events_all(inputs)
	return en_site_home_events_all(inputs)
});