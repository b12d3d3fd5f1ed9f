/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tier: NonNullable<unknown> }} Membership_Line_NameInputs */

const en_membership_line_name = /** @type {(inputs: Membership_Line_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tier} membership`)
};

const de_membership_line_name = /** @type {(inputs: Membership_Line_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft ${i?.tier}`)
};

/**
* | output |
* | --- |
* | "{tier} membership" |
*
* @param {Membership_Line_NameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_line_name = /** @type {((inputs: Membership_Line_NameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Line_NameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_line_name(inputs)
	return en_membership_line_name(inputs)
});