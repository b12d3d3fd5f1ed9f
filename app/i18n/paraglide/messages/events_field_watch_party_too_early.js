/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Field_Watch_Party_Too_EarlyInputs */

const en_events_field_watch_party_too_early = /** @type {(inputs: Events_Field_Watch_Party_Too_EarlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A watch party starts at most a day before kickoff`)
};

const de_events_field_watch_party_too_early = /** @type {(inputs: Events_Field_Watch_Party_Too_EarlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Public Viewing beginnt höchstens einen Tag vor Anstoß`)
};

/**
* | output |
* | --- |
* | "A watch party starts at most a day before kickoff" |
*
* @param {Events_Field_Watch_Party_Too_EarlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_watch_party_too_early = /** @type {((inputs?: Events_Field_Watch_Party_Too_EarlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Watch_Party_Too_EarlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_field_watch_party_too_early(inputs)
	return en_events_field_watch_party_too_early(inputs)
});