/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Form_Away_MatchInputs */

const en_events_form_away_match = /** @type {(inputs: Events_Form_Away_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Away match`)
};

const de_events_form_away_match = /** @type {(inputs: Events_Form_Away_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auswärtsspiel`)
};

/**
* | output |
* | --- |
* | "Away match" |
*
* @param {Events_Form_Away_MatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_away_match = /** @type {((inputs?: Events_Form_Away_MatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Away_MatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_form_away_match(inputs)
	return en_events_form_away_match(inputs)
});