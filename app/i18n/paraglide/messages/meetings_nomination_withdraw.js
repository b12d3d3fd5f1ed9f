/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Nomination_WithdrawInputs */

const en_meetings_nomination_withdraw = /** @type {(inputs: Meetings_Nomination_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw`)
};

const de_meetings_nomination_withdraw = /** @type {(inputs: Meetings_Nomination_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurückziehen`)
};

/**
* | output |
* | --- |
* | "Withdraw" |
*
* @param {Meetings_Nomination_WithdrawInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_nomination_withdraw = /** @type {((inputs?: Meetings_Nomination_WithdrawInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Nomination_WithdrawInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_nomination_withdraw(inputs)
	return en_meetings_nomination_withdraw(inputs)
});