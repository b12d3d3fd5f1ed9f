/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Filter_Watch_PartiesInputs */

const en_events_filter_watch_parties = /** @type {(inputs: Events_Filter_Watch_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Watch Parties`)
};

const de_events_filter_watch_parties = /** @type {(inputs: Events_Filter_Watch_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Public Viewing`)
};

/**
* | output |
* | --- |
* | "Watch Parties" |
*
* @param {Events_Filter_Watch_PartiesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_filter_watch_parties = /** @type {((inputs?: Events_Filter_Watch_PartiesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Filter_Watch_PartiesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_filter_watch_parties(inputs)
	return en_events_filter_watch_parties(inputs)
});