/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Filter_MatchesInputs */

const en_events_filter_matches = /** @type {(inputs: Events_Filter_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matches`)
};

const de_events_filter_matches = /** @type {(inputs: Events_Filter_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiele`)
};

/**
* | output |
* | --- |
* | "Matches" |
*
* @param {Events_Filter_MatchesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_filter_matches = /** @type {((inputs?: Events_Filter_MatchesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Filter_MatchesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_filter_matches(inputs)
	return en_events_filter_matches(inputs)
});