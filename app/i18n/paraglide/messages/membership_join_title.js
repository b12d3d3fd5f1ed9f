/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Join_TitleInputs */

const en_membership_join_title = /** @type {(inputs: Membership_Join_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join`)
};

const de_membership_join_title = /** @type {(inputs: Membership_Join_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied werden`)
};

/**
* | output |
* | --- |
* | "Join" |
*
* @param {Membership_Join_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_join_title = /** @type {((inputs?: Membership_Join_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Join_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_join_title(inputs)
	return en_membership_join_title(inputs)
});