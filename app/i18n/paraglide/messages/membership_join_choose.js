/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Join_ChooseInputs */

const en_membership_join_choose = /** @type {(inputs: Membership_Join_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your membership`)
};

const de_membership_join_choose = /** @type {(inputs: Membership_Join_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle deine Mitgliedschaft`)
};

/**
* | output |
* | --- |
* | "Choose your membership" |
*
* @param {Membership_Join_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_join_choose = /** @type {((inputs?: Membership_Join_ChooseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Join_ChooseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_join_choose(inputs)
	return en_membership_join_choose(inputs)
});