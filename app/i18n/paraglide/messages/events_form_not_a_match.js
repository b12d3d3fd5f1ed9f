/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Form_Not_A_MatchInputs */

const en_events_form_not_a_match = /** @type {(inputs: Events_Form_Not_A_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not a match / unknown`)
};

const de_events_form_not_a_match = /** @type {(inputs: Events_Form_Not_A_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Spiel / unbekannt`)
};

/**
* | output |
* | --- |
* | "Not a match / unknown" |
*
* @param {Events_Form_Not_A_MatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_not_a_match = /** @type {((inputs?: Events_Form_Not_A_MatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Not_A_MatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_form_not_a_match(inputs)
	return en_events_form_not_a_match(inputs)
});