/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Complete_Cancelled_LinkInputs */

const en_membership_complete_cancelled_link = /** @type {(inputs: Membership_Complete_Cancelled_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`choose a membership`)
};

const de_membership_complete_cancelled_link = /** @type {(inputs: Membership_Complete_Cancelled_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eine Mitgliedschaft wählen`)
};

/**
* | output |
* | --- |
* | "choose a membership" |
*
* @param {Membership_Complete_Cancelled_LinkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_complete_cancelled_link = /** @type {((inputs?: Membership_Complete_Cancelled_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Complete_Cancelled_LinkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_complete_cancelled_link(inputs)
	return en_membership_complete_cancelled_link(inputs)
});