/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Already_Recorded_TitleInputs */

const en_membership_admin_already_recorded_title = /** @type {(inputs: Membership_Admin_Already_Recorded_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already Recorded`)
};

const de_membership_admin_already_recorded_title = /** @type {(inputs: Membership_Admin_Already_Recorded_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schon eingetragen`)
};

/**
* | output |
* | --- |
* | "Already Recorded" |
*
* @param {Membership_Admin_Already_Recorded_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_already_recorded_title = /** @type {((inputs?: Membership_Admin_Already_Recorded_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Already_Recorded_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_already_recorded_title(inputs)
	return en_membership_admin_already_recorded_title(inputs)
});