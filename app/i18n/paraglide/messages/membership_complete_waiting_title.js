/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Complete_Waiting_TitleInputs */

const en_membership_complete_waiting_title = /** @type {(inputs: Membership_Complete_Waiting_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your membership is waiting for payment`)
};

const de_membership_complete_waiting_title = /** @type {(inputs: Membership_Complete_Waiting_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Mitgliedschaft wartet auf die Zahlung`)
};

/**
* | output |
* | --- |
* | "Your membership is waiting for payment" |
*
* @param {Membership_Complete_Waiting_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_complete_waiting_title = /** @type {((inputs?: Membership_Complete_Waiting_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Complete_Waiting_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_complete_waiting_title(inputs)
	return en_membership_complete_waiting_title(inputs)
});