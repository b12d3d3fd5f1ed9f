/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Refusal_Not_Awaiting_SeconderInputs */

const en_meetings_refusal_not_awaiting_seconder = /** @type {(inputs: Meetings_Refusal_Not_Awaiting_SeconderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This motion already has a seconder.`)
};

const de_meetings_refusal_not_awaiting_seconder = /** @type {(inputs: Meetings_Refusal_Not_Awaiting_SeconderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Antrag ist schon unterstützt.`)
};

/**
* | output |
* | --- |
* | "This motion already has a seconder." |
*
* @param {Meetings_Refusal_Not_Awaiting_SeconderInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_refusal_not_awaiting_seconder = /** @type {((inputs?: Meetings_Refusal_Not_Awaiting_SeconderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Refusal_Not_Awaiting_SeconderInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_refusal_not_awaiting_seconder(inputs)
	return en_meetings_refusal_not_awaiting_seconder(inputs)
});