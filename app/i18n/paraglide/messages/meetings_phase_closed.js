/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Phase_ClosedInputs */

const en_meetings_phase_closed = /** @type {(inputs: Meetings_Phase_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voting closed`)
};

const de_meetings_phase_closed = /** @type {(inputs: Meetings_Phase_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abstimmung geschlossen`)
};

/**
* | output |
* | --- |
* | "Voting closed" |
*
* @param {Meetings_Phase_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_phase_closed = /** @type {((inputs?: Meetings_Phase_ClosedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Phase_ClosedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_phase_closed(inputs)
	return en_meetings_phase_closed(inputs)
});