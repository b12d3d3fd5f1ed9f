/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Refusal_Deadline_PassedInputs */

const en_meetings_refusal_deadline_passed = /** @type {(inputs: Meetings_Refusal_Deadline_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The deadline for motions has passed.`)
};

const de_meetings_refusal_deadline_passed = /** @type {(inputs: Meetings_Refusal_Deadline_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Frist für Anträge ist abgelaufen.`)
};

/**
* | output |
* | --- |
* | "The deadline for motions has passed." |
*
* @param {Meetings_Refusal_Deadline_PassedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_refusal_deadline_passed = /** @type {((inputs?: Meetings_Refusal_Deadline_PassedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Refusal_Deadline_PassedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_refusal_deadline_passed(inputs)
	return en_meetings_refusal_deadline_passed(inputs)
});