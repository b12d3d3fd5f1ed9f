/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Home_Events_EmptyInputs */

const en_site_home_events_empty = /** @type {(inputs: Site_Home_Events_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming events yet — check back soon.`)
};

const de_site_home_events_empty = /** @type {(inputs: Site_Home_Events_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Termine geplant – schau bald wieder vorbei.`)
};

/**
* | output |
* | --- |
* | "No upcoming events yet — check back soon." |
*
* @param {Site_Home_Events_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_events_empty = /** @type {((inputs?: Site_Home_Events_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_Events_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_home_events_empty(inputs)
	return en_site_home_events_empty(inputs)
});