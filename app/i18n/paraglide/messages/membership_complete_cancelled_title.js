/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Complete_Cancelled_TitleInputs */

const en_membership_complete_cancelled_title = /** @type {(inputs: Membership_Complete_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership order cancelled`)
};

const de_membership_complete_cancelled_title = /** @type {(inputs: Membership_Complete_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellung der Mitgliedschaft storniert`)
};

/**
* | output |
* | --- |
* | "Membership order cancelled" |
*
* @param {Membership_Complete_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_complete_cancelled_title = /** @type {((inputs?: Membership_Complete_Cancelled_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Complete_Cancelled_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_complete_cancelled_title(inputs)
	return en_membership_complete_cancelled_title(inputs)
});