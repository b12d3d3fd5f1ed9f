/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Field_Watch_Party_Too_LateInputs */

const en_events_field_watch_party_too_late = /** @type {(inputs: Events_Field_Watch_Party_Too_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A watch party starts at most 3 hours after kickoff`)
};

const de_events_field_watch_party_too_late = /** @type {(inputs: Events_Field_Watch_Party_Too_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Public Viewing beginnt höchstens 3 Stunden nach Anstoß`)
};

/**
* | output |
* | --- |
* | "A watch party starts at most 3 hours after kickoff" |
*
* @param {Events_Field_Watch_Party_Too_LateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_watch_party_too_late = /** @type {((inputs?: Events_Field_Watch_Party_Too_LateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Watch_Party_Too_LateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_field_watch_party_too_late(inputs)
	return en_events_field_watch_party_too_late(inputs)
});