/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Refusal_Nothing_ChosenInputs */

const en_meetings_refusal_nothing_chosen = /** @type {(inputs: Meetings_Refusal_Nothing_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose on at least one item before casting your vote.`)
};

const de_meetings_refusal_nothing_chosen = /** @type {(inputs: Meetings_Refusal_Nothing_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Triff bei mindestens einem Punkt eine Wahl, bevor du abstimmst.`)
};

/**
* | output |
* | --- |
* | "Choose on at least one item before casting your vote." |
*
* @param {Meetings_Refusal_Nothing_ChosenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_refusal_nothing_chosen = /** @type {((inputs?: Meetings_Refusal_Nothing_ChosenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Refusal_Nothing_ChosenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_refusal_nothing_chosen(inputs)
	return en_meetings_refusal_nothing_chosen(inputs)
});