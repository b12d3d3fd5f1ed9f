/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Form_Match_DayInputs */

const en_events_form_match_day = /** @type {(inputs: Events_Form_Match_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match day`)
};

const de_events_form_match_day = /** @type {(inputs: Events_Form_Match_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spieltag`)
};

/**
* | output |
* | --- |
* | "Match day" |
*
* @param {Events_Form_Match_DayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_match_day = /** @type {((inputs?: Events_Form_Match_DayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Match_DayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_form_match_day(inputs)
	return en_events_form_match_day(inputs)
});