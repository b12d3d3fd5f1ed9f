/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Form_Watch_Party_Start_HintInputs */

const en_events_form_watch_party_start_hint = /** @type {(inputs: Events_Form_Watch_Party_Start_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Negative is before kickoff; empty means an hour before.`)
};

const de_events_form_watch_party_start_hint = /** @type {(inputs: Events_Form_Watch_Party_Start_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Negativ heißt vor Anstoß; leer heißt eine Stunde vorher.`)
};

/**
* | output |
* | --- |
* | "Negative is before kickoff; empty means an hour before." |
*
* @param {Events_Form_Watch_Party_Start_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_watch_party_start_hint = /** @type {((inputs?: Events_Form_Watch_Party_Start_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Watch_Party_Start_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_form_watch_party_start_hint(inputs)
	return en_events_form_watch_party_start_hint(inputs)
});