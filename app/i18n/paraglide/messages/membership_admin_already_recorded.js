/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Already_RecordedInputs */

const en_membership_admin_already_recorded = /** @type {(inputs: Membership_Admin_Already_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment was already recorded.`)
};

const de_membership_admin_already_recorded = /** @type {(inputs: Membership_Admin_Already_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Zahlung war schon eingetragen.`)
};

/**
* | output |
* | --- |
* | "This payment was already recorded." |
*
* @param {Membership_Admin_Already_RecordedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_already_recorded = /** @type {((inputs?: Membership_Admin_Already_RecordedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Already_RecordedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_already_recorded(inputs)
	return en_membership_admin_already_recorded(inputs)
});