/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Page_KickoffInputs */

const en_events_page_kickoff = /** @type {(inputs: Events_Page_KickoffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kickoff`)
};

const de_events_page_kickoff = /** @type {(inputs: Events_Page_KickoffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anstoß`)
};

/**
* | output |
* | --- |
* | "Kickoff" |
*
* @param {Events_Page_KickoffInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_kickoff = /** @type {((inputs?: Events_Page_KickoffInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_KickoffInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_kickoff(inputs)
	return en_events_page_kickoff(inputs)
});