/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Verify_TitleInputs */

const en_membership_verify_title = /** @type {(inputs: Membership_Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member Card Check`)
};

const de_membership_verify_title = /** @type {(inputs: Membership_Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prüfung der Mitgliedskarte`)
};

/**
* | output |
* | --- |
* | "Member Card Check" |
*
* @param {Membership_Verify_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_verify_title = /** @type {((inputs?: Membership_Verify_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Verify_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_verify_title(inputs)
	return en_membership_verify_title(inputs)
});