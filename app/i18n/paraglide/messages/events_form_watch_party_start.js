/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Form_Watch_Party_StartInputs */

const en_events_form_watch_party_start = /** @type {(inputs: Events_Form_Watch_Party_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Watch party starts (minutes from kickoff)`)
};

const de_events_form_watch_party_start = /** @type {(inputs: Events_Form_Watch_Party_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beginn des Public Viewings (Minuten ab Anstoß)`)
};

/**
* | output |
* | --- |
* | "Watch party starts (minutes from kickoff)" |
*
* @param {Events_Form_Watch_Party_StartInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_watch_party_start = /** @type {((inputs?: Events_Form_Watch_Party_StartInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Watch_Party_StartInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_form_watch_party_start(inputs)
	return en_events_form_watch_party_start(inputs)
});