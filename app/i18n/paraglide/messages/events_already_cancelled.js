/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Already_CancelledInputs */

const en_events_already_cancelled = /** @type {(inputs: Events_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event is already cancelled.`)
};

const de_events_already_cancelled = /** @type {(inputs: Events_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Termin ist schon abgesagt.`)
};

/**
* | output |
* | --- |
* | "This event is already cancelled." |
*
* @param {Events_Already_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_already_cancelled = /** @type {((inputs?: Events_Already_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Already_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_already_cancelled(inputs)
	return en_events_already_cancelled(inputs)
});