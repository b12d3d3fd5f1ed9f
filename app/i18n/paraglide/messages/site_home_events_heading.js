/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Home_Events_HeadingInputs */

const en_site_home_events_heading = /** @type {(inputs: Site_Home_Events_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming events`)
};

const de_site_home_events_heading = /** @type {(inputs: Site_Home_Events_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächste Termine`)
};

/**
* | output |
* | --- |
* | "Upcoming events" |
*
* @param {Site_Home_Events_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_events_heading = /** @type {((inputs?: Site_Home_Events_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_Events_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_home_events_heading(inputs)
	return en_site_home_events_heading(inputs)
});