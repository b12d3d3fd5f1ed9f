/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Form_Home_MatchInputs */

const en_events_form_home_match = /** @type {(inputs: Events_Form_Home_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home match`)
};

const de_events_form_home_match = /** @type {(inputs: Events_Form_Home_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heimspiel`)
};

/**
* | output |
* | --- |
* | "Home match" |
*
* @param {Events_Form_Home_MatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_home_match = /** @type {((inputs?: Events_Form_Home_MatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Home_MatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_form_home_match(inputs)
	return en_events_form_home_match(inputs)
});