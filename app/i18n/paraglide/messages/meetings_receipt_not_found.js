/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Receipt_Not_FoundInputs */

const en_meetings_receipt_not_found = /** @type {(inputs: Meetings_Receipt_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This receipt is not in the published votes. If it is the one you were given when you voted, tell the committee at once.`)
};

const de_meetings_receipt_not_found = /** @type {(inputs: Meetings_Receipt_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Beleg ist nicht unter den veröffentlichten Stimmen. Wenn du ihn bei der Abstimmung bekommen hast, sag sofort dem Vorstand Bescheid.`)
};

/**
* | output |
* | --- |
* | "This receipt is not in the published votes. If it is the one you were given when you voted, tell the committee at once." |
*
* @param {Meetings_Receipt_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_receipt_not_found = /** @type {((inputs?: Meetings_Receipt_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Receipt_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_receipt_not_found(inputs)
	return en_meetings_receipt_not_found(inputs)
});