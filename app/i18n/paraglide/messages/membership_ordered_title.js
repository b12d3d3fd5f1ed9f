/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Ordered_TitleInputs */

const en_membership_ordered_title = /** @type {(inputs: Membership_Ordered_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership ordered`)
};

const de_membership_ordered_title = /** @type {(inputs: Membership_Ordered_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft bestellt`)
};

/**
* | output |
* | --- |
* | "Membership ordered" |
*
* @param {Membership_Ordered_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_ordered_title = /** @type {((inputs?: Membership_Ordered_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Ordered_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_ordered_title(inputs)
	return en_membership_ordered_title(inputs)
});