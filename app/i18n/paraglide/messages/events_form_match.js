/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Form_MatchInputs */

const en_events_form_match = /** @type {(inputs: Events_Form_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match (watch parties)`)
};

const de_events_form_match = /** @type {(inputs: Events_Form_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel (Public Viewings)`)
};

/**
* | output |
* | --- |
* | "Match (watch parties)" |
*
* @param {Events_Form_MatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_match = /** @type {((inputs?: Events_Form_MatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_MatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_form_match(inputs)
	return en_events_form_match(inputs)
});