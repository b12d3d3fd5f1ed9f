/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown> }} Membership_Join_HeadingInputs */

const en_membership_join_heading = /** @type {(inputs: Membership_Join_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join ${i?.group}`)
};

const de_membership_join_heading = /** @type {(inputs: Membership_Join_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Werde Mitglied bei ${i?.group}`)
};

/**
* | output |
* | --- |
* | "Join {group}" |
*
* @param {Membership_Join_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_join_heading = /** @type {((inputs: Membership_Join_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Join_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_join_heading(inputs)
	return en_membership_join_heading(inputs)
});